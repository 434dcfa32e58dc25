/**
 * Checks the model's text before it reaches the visitor. The companion must never give self-harm or
 * suicide methods, means or lethal amounts, tell anyone to take, change or stop a medication amount, or
 * diagnose. Ordinary advice about food, sleep, caffeine, water, breathing, and "don't stop your medication
 * without your doctor" must pass: a false alarm replaces a kind reply with a warning about self-harm.
 * It runs on the whole text seen so far every time more text is about to be sent, sentence by sentence.
 */

export interface OutputCheck {
  ok: boolean;
  reasons: ('method' | 'dosing' | 'diagnosis')[];
}

const DRUG =
  '(?:pills?|tablets?|meds|medication|medicine|dose|doses|antidepressants?|sleeping pills|painkillers|tylenol|acetaminophen|paracetamol|ibuprofen|advil|aspirin|sertraline|zoloft|fluoxetine|prozac|lexapro|escitalopram|lithium|lorazepam|ativan|xanax|alprazolam|diazepam|valium|quetiapine|seroquel|lamotrigine|lamictal|adderall|ritalin|insulin|melatonin|oxycodone|oxy|opioids?|fentanyl|benzos?|benzodiazepines?|trazodone|ambien|gabapentin|medicina|pastillas)';
const CONDITION =
  '(?:bipolar(?: disorder)?|bpd|borderline(?: personality disorder)?|c?ptsd|adhd|ocd|schizophreni\\w*|psychosis|anorexia(?: nervosa)?|bulimia(?: nervosa)?|binge eating disorder|(?:generali[sz]ed )?anxiety disorder|gad|major depressi\\w*(?: disorder)?|clinical depression|depression|(?:an? )?(?:eating|personality|mood|panic|bipolar|anxiety|dissociative \\w+) disorder|autism|a manic episode|mania)';

const METHOD: RegExp[] = [
  /\b(?:how to|ways to|way to|methods? (?:of|to|for)|steps to|best way to|easiest way to|quickest way to|painless way to|quiet way to|most effective way to) (?:kill|hurt|harm|cut|hang|drown|overdose|poison|shoot|suffocate|end) (?:yourself|your ?self|your life|oneself|myself|you)\b/,
  /\b(?:lethal|fatal|deadly) (?:dose|doses|amount|amounts|quantity|level)\b|\b(?:would be|is almost always|for it to be) (?:almost always |usually |probably )?(?:fatal|lethal|deadly)\b/,
  /\benough to (?:die|kill)\b|\b(?:would|will) (?:probably |definitely |surely )?do (?:it|the job)\b/,
  /\b(?:for (?:that|it) to (?:work|be enough|be fatal))\b|\b(?:high|tall|deep|strong) enough (?:for that|to (?:do it|die|kill))\b|\bthats where people go\b/,
  /\b(?:more|most) (?:certain|reliable|effective|likely to work)\b|\bif (?:you(?:re| are)? set on it|thats what you want|you want it to be painless)\b/,
  /\b(?:cut|cutting|slit|slice|slash)(?:ting)? (?:deeper|along|across|vertically|horizontally|the (?:vein|veins|artery|arteries|wrist|wrists)|(?:on|in) (?:your|the) (?:thighs?|arms?|wrists?|stomach) so)\b/,
  /\b(?:if you(?:re| are)? going to (?:cut|keep cutting|hurt yourself|self harm|do it))\b|\b(?:new|clean|sharper) blade\b|\bso (?:nobody|no one) (?:sees|notices|finds out)\b/,
  /\b(?:quiet|easy|painless|simple|clean|quick|peaceful) way to do it\b/,
  /\b(?:tie|tying|make|making) a noose\b|\bhanging point\b|\bligature\b/,
  /\b(?:fall|jump|drop)(?:ing)? from (?:a height|the \w+ floor|\d+ (?:feet|ft|floors|stories|storeys|meters|metres|m))\b|\b(?:\w+ floor|\d+ (?:feet|floors|stories|storeys)) (?:\w+ ){0,3}(?:fatal|would do it|is enough)\b/,
  /\b(?:carbon monoxide|exit bag|charcoal burning|helium hood)\b/,
  /\b(?:the whole|a whole|half the|half a|the entire|an entire) (?:bottle|box|pack|packet|strip)\b(?!.{0,40}\b(?:call|poison control|911|away|to someone|hand|give))/,
  /\b(?:pills|alcohol) and (?:alcohol|pills) together\b|\bmix(?:ing)? (?:your |the )?(?:\w+ )?(?:pills|meds|medication) with (?:alcohol|booze|vodka|drinks)\b(?!.{0,30}\b(?:dangerous|unsafe|risky|can kill|not safe))/,
  /\b(?:more than|at least|around|about) (?:the )?\d+ (?:you have|of those|of them|pills|tablets)\b(?!.{0,30}\b(?:call|911|poison))/,
  /\b(?:toda la caja|todo el frasco|la caja entera)\b|\bseria suficiente\b/,
  new RegExp(
    `\\b${DRUG}\\b[^.!?\\n]{0,60}\\b(?:overdose|lethal|fatal|enough to (?:die|kill)|kill you|to die)\\b(?![^.!?\\n]{0,40}\\b(?:call|911|poison control|emergency))`,
  ),
];

/** Words that make a medication sentence a safety message rather than an instruction. */
const SAFE_MEDICATION_CONTEXT =
  /\b(?:(?:dont|do not|never|please dont) (?:\w+ )?(?:stop|change|skip|adjust|double|mix|take|quit|increase|lower|cut)|without (?:talking|checking|asking|speaking)|before you|talk (?:to|with) your|ask your|check with|speak (?:to|with) your|your (?:doctor|pharmacist|prescriber|psychiatrist) (?:can|might|may|will|could)|the (?:label|leaflet)|poison control|911|a pharmacist|pregunta a tu|consulta)\b/;

const DOSING: RegExp[] = [
  new RegExp(
    `\\b(?:take|taking|try|use|swallow|have) (?:an extra |another |about |around |up to )?(?:\\d+(?:[.,]\\d+)?\\s?(?:mg|mcg|µg|milligrams?|micrograms?|iu|g)\\b|(?:\\d+|one|two|three|four|five|six|ten|a couple|a few|a handful) (?:of (?:your|the|those|these|my|his|her|their) )?(?:[\\w']+ )?${DRUG})`,
  ),
  new RegExp(
    `\\b(?:double|triple|halve|increase|raise|up|lower|reduce|decrease|drop|cut|skip|stop|quit|stop taking|come off|taper)(?: up on| off)? (?:your |the |on your )?(?:\\w+ )?(?:${DRUG}|dose|dosage|prescription)\\b`,
  ),
  /\b(?:drop|go|switch) from \d+\s?(?:mg|mcg) to \d+\s?(?:mg|mcg)\b/,
  /\b\d+\s?(?:mg|mcg|µg|milligrams?|micrograms?)\b(?! (?:of (?:caffeine|sugar|sodium|protein|fiber|iron|calcium|magnesium)))/,
  /\b(?:take|taking) (?:\w+ )?(?:every|each) \d+ hours\b/,
  new RegExp(
    `\\b(?:cold turkey|instead of (?:one|1|two|2))\\b[^.!?\\n]{0,40}|\\b(?:tomate|toma) el doble de tu ${DRUG}`,
  ),
];

const DIAGNOSIS: RegExp[] = [
  new RegExp(
    `\\b(?:you|u|youve|youre) (?:clearly |definitely |obviously |certainly |must |probably |likely )?(?:have|ve got|got|are suffering from|suffer from|suffering from|are having|having) ${CONDITION}\\b`,
  ),
  /\b(?:you are|youre) (?:clearly |definitely |obviously |probably )?(?:bipolar|schizophrenic|psychotic|anorexic|bulimic|autistic|clinically depressed|a narcissist|a sociopath|a psychopath|borderline)\b/,
  new RegExp(`\\b(?:this|that|it) is (?:definitely|clearly|obviously|certainly|textbook) ${CONDITION}\\b`),
  new RegExp(`\\b(?:fit|fits|match|matches) ${CONDITION} (?:exactly|perfectly)\\b|\\bthats what you have\\b`),
  /\bi (?:would )?diagnose you\b|\byour diagnosis is\b|\bes (?:trastorno|depresion|ansiedad)\b[^.!?\n]{0,30}\bsin duda\b/,
];

function normalizeOutput(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[\u2018\u2019']/g, '');
}

export function checkOutput(text: string): OutputCheck {
  const t = normalizeOutput(text);
  const sentences = t.split(/(?<=[.!?\n])\s+/);
  const reasons: OutputCheck['reasons'] = [];
  if (METHOD.some((re) => re.test(t))) reasons.push('method');
  if (sentences.some((s) => !SAFE_MEDICATION_CONTEXT.test(s) && DOSING.some((re) => re.test(s)))) {
    reasons.push('dosing');
  }
  if (DIAGNOSIS.some((re) => re.test(t))) reasons.push('diagnosis');
  return { ok: reasons.length === 0, reasons };
}
