/**
 * Harm to someone else told by a weapon taken along and a grudge beside it: "mañana me llevo a clase el
 * cuchillo de caza de mi padre y se va a enterar", "ive filled a bottle with petrol. im done asking nicely",
 * "brought the knife from the kitchen. only to scare her". A weapon alone is a kitchen, a hunt or a trade; a
 * threat alone is anger. Together, in a message or across a few, they are a crisis (cues.ts). Text is
 * normalised: lower case, no accents, no apostrophes.
 */
import { type Rule, rx } from './types.ts';

const WEAPON = String.raw`(?:(?:the |a |my |his |dads |my dads |the big )?(?:kitchen )?(?:knife|machete|bat|baseball bat|crowbar|hammer|axe|gun|pistol|rifle|shotgun|piece|strap|blade))`;
const WEAPON_ES = String.raw`(?:(?:el|la|los|las|un|una|mi|su) )?(?:cuchillo|cuchilla|navaja|machete|bate|palo|fierro|fierros|hierro|hierros|cabilla|cabillas|tubo|tubos|pistola|pistolas|arma|armas|escopeta|revolver|chuzo|punal|manopla|bates|palos)(?: de (?:caza|cocina|mi (?:papa|padre|tio|abuelo|hermano)|su (?:papa|padre)))?`;

export const ARMED_RULES: Rule[] = [
  // A weapon brought, carried or made ready, or petrol put in a bottle.
  {
    reason: 'harm_to_others',
    level: 'elevated',
    cue: 'armed',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:brought|bringing|took|taking|grabbed|packed|carrying|got) ${WEAPON} (?:from (?:the kitchen|the house|home|the shed|the garage)|with me|in (?:my|the) (?:bag|car|pocket|jacket|hoodie|waistband))\b|\b(?:filled|filling) (?:a|the|some|two|three) (?:bottles?|cans?|jerry cans?) with (?:petrol|gas|gasoline|diesel)\b`,
    ),
  },
  // A grudge or a threat said beside it.
  {
    reason: 'harm_to_others',
    level: 'elevated',
    cue: 'threat',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:only|just) to scare (?:her|him|them)\b|\b(?:im|i am) done asking (?:nicely|politely)\b|\b(?:hes|shes|theyre|he is|she is) going to (?:regret|pay for) (?:it|this|that)\b|\bteach (?:him|her|them) a lesson\b|\bi know where (?:she|he|they) (?:works|lives|parks|goes)\b`,
    ),
  },
];

export const ARMED_RULES_ES: Rule[] = [
  {
    reason: 'harm_to_others',
    level: 'elevated',
    cue: 'armed',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:me llevo|llevo|me voy a llevar|voy a llevar|vamos a llevar|vamos|voy|vamos a ir|voy a ir|ya tengo|traigo|agarre|saque) (?:a (?:clase|la escuela|el colegio|la uni|el trabajo|su casa) )?(?:con )?${WEAPON_ES}\b(?![^\n]*\b(?:cocinar|asado|pelar|cortar (?:la|el|las|los) (?:carne|pan|verdura|fruta|cebolla)|acampar|camping|pesca|pescar|cazar|caceria|beisbol|softbol|partido|entrenamiento|ensayo|obra)\b)|\b(?:esperar|esperamos|vamos a esperar|lo vamos a esperar|la vamos a esperar)\b[^\n]{0,50}\bcon (?:(?:los|las|mis|unos|unas) \w+ y )?${WEAPON_ES}\b`,
    ),
  },
  {
    reason: 'harm_to_others',
    level: 'elevated',
    cue: 'threat',
    cueOnly: true,
    re: rx(
      String.raw`\bse va a enterar\b(?! de (?:que|lo|la|mi|esto))|\bme las va(?:n)? a pagar\b|\bse (?:lo|la) (?:va a|van a) (?:cobrar|pagar)\b|\bya (?:cuadramos|cuadre|quedamos|arreglamos) todo\b|\bya (?:hable|hablamos) con (?:los|mis) (?:panas|compas|chamos|pibes|cuates|parceros|causas|manes)\b|\bva a saber quien soy\b`,
    ),
  },
];
