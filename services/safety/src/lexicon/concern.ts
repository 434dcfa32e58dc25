/**
 * Worries below a crisis, which the companion answers gently and with the right help rather than not at all:
 * a passive wish not to wake, a violent thought the writer disowns, control at home, eating cut to almost
 * nothing, and a body's warning signs that need a doctor soon (a lump, blood, a mole that changed, headaches
 * with the sight going, a parent getting lost on a known way). Each is a family: a part that names the
 * worry and, where the words are common, a part that makes it one (a time it has lasted, a fear of going to
 * the doctor, "i won't do it"). Text is normalised: lower case, no accents, no apostrophes.
 */
import { type Rule, rx } from './types.ts';

export const CONCERN_RULES: Rule[] = [
  // A wish not to wake, in the past or the conditional ("i wish i didnt wake up").
  {
    reason: 'passive_death_wish',
    category: 'suicide',
    level: 'elevated',
    negatable: false,
    re: rx(
      String.raw`\b(?:i )?(?:wish|wished|hope|hoped|pray|prayed)(?: that)? i (?:didnt|did not|wouldnt|would not|hadnt|had not) (?:wake|woken|woke) up\b`,
    ),
  },
  // A violent thought, pictured and disowned ("i pictured smashing his car windows. obviously i wont").
  {
    reason: 'harm_to_others',
    level: 'elevated',
    negatable: false,
    re: rx(
      String.raw`\b(?:pictured|picture|picturing|imagined|imagine|imagining|fantasi[sz]e|fantasi[sz]ing|keep thinking (?:of|about)|kept thinking (?:of|about)|thought about)\b[^\n]{0,30}\b(?:(?:smashing|smash|keying|key|burning|burn|punching|punch|hitting|hit|beating|beat|hurting|hurt|slashing|slash|stabbing|breaking) (?:up )?(?:his|her|their|him|them|my (?:boss|ex|neighbou?r|landlord|brother|sister|dad|stepdad|coworker|manager|husband|wife|partner)s?)\b|going (?:round|over) there with (?:my|the) (?:boys|lads|mates|friends|brothers|cousins))`,
    ),
  },
  // Control at home: money taken, family kept away, no going out alone.
  {
    reason: 'partner_abuse',
    level: 'elevated',
    re: rx(
      String.raw`\b(?:husband|wife|partner|boyfriend|girlfriend|he|she)\b[^\n]{0,20}\b(?:does not|doesnt|wont|will not|never) (?:allow|let) me (?:to )?(?:go out|leave the house|see my (?:family|friends|parents)|have (?:my own )?money|work)\b|\b(?:takes|took|keeps) (?:all of |all )?my (?:full )?(?:salary|wages|pay|paycheck|money|bank card|card)\b`,
    ),
  },
  // Eating cut to almost nothing, by number.
  {
    reason: 'eating',
    level: 'elevated',
    re: rx(
      String.raw`\b(?:eating|eat|ate|had) (?:like |only |just |maybe )?(?:one|1) meal (?:every|each) (?:two|2|three|3|other) days?\b|\b(?:less than|under|only|max|maximum) [1-7]\d\d (?:calories|cals|kcal)(?: a day| per day| daily)?\b`,
    ),
  },
  // A body's warning sign, with fear of the doctor or weeks gone by.
  {
    reason: 'medical_emergency',
    category: 'medical',
    level: 'elevated',
    negatable: false,
    re: rx(
      String.raw`\b(?:found|feel|felt|noticed|there is|theres|got) (?:a|this) (?:lump|hard lump|mass)\b(?! of)(?=[^\n]*\b(?:breast|boob|armpit|testicle|neck|scared|afraid|too scared|havent|not been|book|weeks?)\b)|\bblood (?:in|when i) (?:my )?(?:poo|stool|wee|pee|urine|cough|vomit)\b|\b(?:mole|freckle) (?:that |which )?(?:has )?(?:changed|grew|grown|bleeds|bleeding|itches and bleeds)\b|\bheadaches? every (?:morning|day)\b[^\n]{0,60}\b(?:vision|blurry|blurred|see double|seeing double|wobbly|sight)\b|\b(?:lost|losing) (?:like |about )?(?:\d+ ?(?:kg|kilos|pounds|lbs|stone)|a lot of weight|weight) without (?:trying|meaning to|dieting)\b|\b(?:forgets|forgot|couldnt remember|cant remember|could not remember) (?:where (?:she|he) lives|the way home|her way home|his way home|how to get home)\b|\bgot lost (?:driving|walking|coming) home\b`,
    ),
  },
];

export const CONCERN_RULES_ES: Rule[] = [
  // "ojala no despertara", "hubiera sido mejor no nacer", "no se para que sigo aca".
  {
    reason: 'passive_death_wish',
    category: 'suicide',
    level: 'elevated',
    negatable: false,
    re: rx(
      String.raw`\bojala (?:ya )?(?:no (?:despertara|despertar|amaneciera|amanezca|hubiera nacido|existiera)|me (?:muriera|pasara algo|atropellaran?|llevara dios))\b|\b(?:hubiera sido|habria sido|seria) mejor no (?:haber )?(?:nacer|nacido)\b|\bno se (?:para|pa) que sigo (?:aca|aqui|vivo|viva|viviendo|en este mundo)\b`,
    ),
  },
  // "fantaseo con rayarle el carro... no lo voy a hacer", "le rompería la cara, obvio no lo voy a hacer".
  {
    reason: 'harm_to_others',
    level: 'elevated',
    negatable: false,
    re: rx(
      String.raw`\b(?:fantaseo con|en mi cabeza (?:le|lo|la))\b[^\n]{0,10}\b(?:rayar|rayo|quemar|quemo|romper|rompo|pegar|pego|golpear|golpeo|partir|parto|reventar|reviento|matar|mato)\w*|\ble (?:romperia|partiria|reventaria|quemaria|rayaria) (?:la cara|el carro|el coche|la boca|la madre|la ropa|todo)\b|\b(?:me provoca|me dan ganas de) (?:darle una (?:pela|paliza|golpiza|trompada|cachetada)|partirle|romperle|reventarle|pegarle)\b`,
    ),
  },
  // Eating cut to almost nothing, by number.
  {
    reason: 'eating',
    level: 'elevated',
    re: rx(
      String.raw`\b(?:comiendo|como|comer) (?:menos de|solo|apenas) [1-7]\d\d (?:calorias|kcal)\b|\b(?:como|comer|comiendo) (?:una|1) (?:vez|comida) cada (?:dos|2|tres|3) dias\b`,
    ),
  },
  // A body's warning sign, with fear of the doctor or weeks gone by.
  {
    reason: 'medical_emergency',
    category: 'medical',
    level: 'elevated',
    negatable: false,
    re: rx(
      String.raw`\b(?:encontre|me encontre|tengo|me salio|note) (?:un|una) (?:bulto|bolita|masa)\b(?=[^\n]*\b(?:pecho|seno|axila|testiculo|cuello|miedo|no he ido|semanas)\b)|\bsangre en (?:las heces|la caca|el popo|la orina|el pipi)\b|\bdiarrea con sangre\b|\blunar que (?:cambio|me cambio|crecio|sangra)\b|\bdolor de cabeza (?:todas las mananas|todos los dias)\b[^\n]{0,60}\b(?:borroso|doble|vista)\b|\b(?:bajando|baje|perdi) (?:de )?peso sin (?:querer|hacer dieta|intentarlo)\b|\bse (?:pierde|perdio) (?:volviendo|regresando|camino) (?:a casa|del mercado|de la tienda)\b|\bse olvida de (?:donde vive|como volver)\b`,
    ),
  },
];
