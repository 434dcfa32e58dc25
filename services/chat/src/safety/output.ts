/**
 * Checks the model's text before it reaches the visitor. The companion must never give self-harm or
 * suicide methods, medication amounts or dosing advice, or diagnose. Like the risk assessment this is
 * rule-based: it errs towards replacing a harmless reply with the safe one rather than letting a harmful
 * one through. It runs on the whole text seen so far every time more text is about to be sent.
 */

export interface OutputCheck {
  ok: boolean;
  reasons: ('method' | 'dosing' | 'diagnosis')[];
}

const METHOD: RegExp[] = [
  /\b(?:how to|ways to|way to|methods? (?:of|to|for)|steps to|best way to|easiest way to|quickest way to|painless way to|most effective way to) (?:kill|hurt|harm|cut|hang|drown|overdose|poison|shoot|suffocate|end) (?:yourself|your ?self|your life|oneself|myself|you)\b/,
  /\b(?:lethal|fatal|deadly|toxic) (?:dose|doses|amount|amounts|quantity|level)\b/,
  /\b(?:cut|slit|slice|slash)(?:ting)? (?:along|across|down|deep|deeper|vertically|horizontally|the (?:vein|veins|artery|arteries|wrist|wrists))\b/,
  /\b(?:tie|tying|make|making) a noose\b|\bhanging point\b|\bligature\b/,
  /\bjump(?:ing)? from (?:a height|\d+ (?:feet|floors|stories|storeys|meters|metres))\b/,
  /\b(?:carbon monoxide|exit bag|charcoal burning|helium hood)\b/,
  /\b(?:acetaminophen|paracetamol|tylenol|ibuprofen|aspirin|benzodiazepines?|benzos|opioids?|fentanyl|oxycodone|insulin|antifreeze|bleach|sleeping pills)\b[^.!?\n]{0,60}\b(?:overdose|lethal|fatal|enough to (?:die|kill)|kill you|to die)\b/,
  /\b(?:overdose|lethal|fatal|enough to (?:die|kill))\b[^.!?\n]{0,60}\b(?:acetaminophen|paracetamol|tylenol|ibuprofen|aspirin|benzodiazepines?|benzos|opioids?|fentanyl|oxycodone|insulin|antifreeze|bleach|sleeping pills)\b/,
];

const DOSING: RegExp[] = [
  /\b\d+(?:[.,]\d+)?\s?(?:mg|mcg|µg|milligrams?|micrograms?|ml|millilit(?:er|re)s?|cc|iu)\b/,
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a handful of|a few) (?:pills|tablets|capsules|doses|gummies)\b/,
  /\b(?:dosage|dosing)\b/,
  /\b(?:double|increase|up|raise|lower|reduce|cut|skip|stop taking|stop) (?:your |the |a )?(?:dose|dosage|medication|meds|antidepressants?|prescription)\b/,
  /\b(?:take|taking) (?:\w+ )?(?:every|each) \d+ hours\b/,
];

const DIAGNOSIS: RegExp[] = [
  /\b(?:you|u) (?:clearly |definitely |probably |likely |might |may |must |seem to |sound like you )?(?:have|are suffering from|suffer from|are experiencing|got) (?:clinical depression|major depressive disorder|bipolar(?: disorder)?|bpd|borderline personality disorder|ptsd|adhd|ocd|schizophrenia|an? (?:anxiety|eating|personality|mood|panic|bipolar) disorder)\b/,
  /\b(?:you are|youre|you're) (?:clearly |definitely |probably )?(?:bipolar|schizophrenic|clinically depressed)\b/,
  /\bi (?:would )?diagnose you\b|\byour diagnosis is\b/,
];

export function checkOutput(text: string): OutputCheck {
  const t = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'");
  const reasons: OutputCheck['reasons'] = [];
  if (METHOD.some((re) => re.test(t))) reasons.push('method');
  if (DOSING.some((re) => re.test(t))) reasons.push('dosing');
  if (DIAGNOSIS.some((re) => re.test(t))) reasons.push('diagnosis');
  return { ok: reasons.length === 0, reasons };
}
