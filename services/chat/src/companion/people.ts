import type { Person } from './types.ts';

/**
 * The people and animals someone names ("my mom", "my dog Max", "Luna, my cat"), so replies can say
 * "your dog Max" and remember them later in the conversation.
 */

interface Relation {
  re: string;
  /** How the companion says it after "your". */
  say: string;
  kind: Person['kind'];
  plural?: boolean;
}

const RELATIONS: Relation[] = [
  { re: 'best friend|bestie|bff', say: 'best friend', kind: 'friend' },
  { re: 'step-?dad|stepfather', say: 'stepdad', kind: 'family' },
  { re: 'step-?mom|step-?mum|stepmother', say: 'stepmom', kind: 'family' },
  { re: 'mom|mommy|mother|mama', say: 'mom', kind: 'family' },
  { re: 'mum|mummy', say: 'mum', kind: 'family' },
  { re: 'dad|daddy|father|papa', say: 'dad', kind: 'family' },
  { re: 'parents', say: 'parents', kind: 'family', plural: true },
  { re: 'brother', say: 'brother', kind: 'family' },
  { re: 'sister', say: 'sister', kind: 'family' },
  { re: 'siblings', say: 'siblings', kind: 'family', plural: true },
  // Said back in the visitor's own word: "your nan", "your grandad".
  { re: 'grandma|grandmother', say: 'grandma', kind: 'family' },
  { re: 'granny|gran', say: 'gran', kind: 'family' },
  { re: 'nan|nana|nanna', say: 'nan', kind: 'family' },
  { re: 'grandpa|grandfather', say: 'grandpa', kind: 'family' },
  { re: 'grandad|granddad', say: 'grandad', kind: 'family' },
  { re: 'aunt|auntie', say: 'aunt', kind: 'family' },
  { re: 'uncle', say: 'uncle', kind: 'family' },
  { re: 'cousin', say: 'cousin', kind: 'family' },
  { re: 'son', say: 'son', kind: 'family' },
  { re: 'daughter', say: 'daughter', kind: 'family' },
  { re: 'kids|children', say: 'kids', kind: 'family', plural: true },
  { re: 'family', say: 'family', kind: 'family' },
  { re: 'boyfriend|bf', say: 'boyfriend', kind: 'partner' },
  { re: 'girlfriend|gf', say: 'girlfriend', kind: 'partner' },
  { re: 'husband', say: 'husband', kind: 'partner' },
  { re: 'wife', say: 'wife', kind: 'partner' },
  { re: 'partner', say: 'partner', kind: 'partner' },
  { re: 'fianc[eé]e?', say: 'fiancé', kind: 'partner' },
  { re: 'ex', say: 'ex', kind: 'partner' },
  { re: 'friends', say: 'friends', kind: 'friend', plural: true },
  { re: 'friend(?! group| circle)', say: 'friend', kind: 'friend' },
  { re: 'roommate|flatmate', say: 'roommate', kind: 'friend' },
  { re: 'boss|manager', say: 'boss', kind: 'other' },
  { re: 'teacher', say: 'teacher', kind: 'other' },
  { re: 'coworkers|colleagues', say: 'coworkers', kind: 'other', plural: true },
  { re: 'coworker|colleague', say: 'coworker', kind: 'other' },
  { re: 'puppy|pup', say: 'puppy', kind: 'pet' },
  { re: 'dog', say: 'dog', kind: 'pet' },
  { re: 'kitten', say: 'kitten', kind: 'pet' },
  { re: 'cat', say: 'cat', kind: 'pet' },
  { re: 'hamster', say: 'hamster', kind: 'pet' },
  { re: 'rabbit|bunny', say: 'rabbit', kind: 'pet' },
  { re: 'guinea pig', say: 'guinea pig', kind: 'pet' },
  { re: 'horse', say: 'horse', kind: 'pet' },
  { re: 'parrot|bird', say: 'bird', kind: 'pet' },
  { re: 'pet', say: 'pet', kind: 'pet' },
];

/** Capitalised words that are not names. */
const NOT_NAMES = new Set(
  'I Im Ive Id Ill The A An And But So Or He She They We It Its This That Just Today Yesterday Tonight Last Now Then When Because Who What Why How Is Was Has Had Does Did Not No Yes Ok Okay Well Also Like Lol Omg Idk Sage Monday Tuesday Wednesday Thursday Friday Saturday Sunday Christmas God Please Thanks Sorry Died Passed Left Honestly Basically Anyway Yeah Ugh Man Dude Bro Sadly Unfortunately Recently Apparently Hey Hi Hello Miss Love Lost Found Got Went Also Still Even Really Home'
    .split(' ')
    .map((w) => w.toLowerCase()),
);

function asName(word: string | undefined): string | undefined {
  if (!word) return undefined;
  const clean = word.replace(/[^A-Za-z'-]/g, '');
  if (clean.length < 2 || clean.length > 14) return undefined;
  if (NOT_NAMES.has(clean.toLowerCase())) return undefined;
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}

/** Each relation's pattern, made once ("my sister", "my dog Max", "Max, my dog", "my dog called max"). */
const RELATION_PATTERNS = RELATIONS.map((rel) => ({
  rel,
  re: new RegExp(
    `\\b(?:my|our) (?:late |little |older |younger |big |baby |old )?(?:${rel.re})\\b(?:,? (?:named |called )?([A-Z][a-z'-]+))?|\\b([A-Z][a-z'-]+), (?:my|our) (?:${rel.re})\\b|\\b(?:my|our) (?:${rel.re}),? (?:named|called) ([A-Za-z'-]+)`,
    'gi',
  ),
}));

/** Everyone named in one message, in order of appearance (one entry per relation). */
export function findPeople(message: string): Person[] {
  const text = message.replace(/[\u2018\u2019]/g, "'");
  const found: { at: number; person: Person }[] = [];
  const seen = new Set<string>();
  for (const { rel, re } of RELATION_PATTERNS) {
    for (const m of text.matchAll(re)) {
      if (seen.has(rel.say)) break;
      // "my dog Max" needs the capital; after "named"/"called" any spelling counts.
      const afterName = m[1] && /^[A-Z]/.test(m[1]) ? m[1] : undefined;
      const before = m[2] && /^[A-Z]/.test(m[2]) ? m[2] : undefined;
      const name = asName(m[3]) ?? asName(afterName) ?? asName(before);
      seen.add(rel.say);
      found.push({
        at: m.index ?? 0,
        person: { relation: rel.say, kind: rel.kind, name, plural: rel.plural === true },
      });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.person);
}

/** "your dog Max", "your mom", "Max" (short, once they were introduced). */
export function describe(person: Person, short = false): string {
  if (person.name) return short ? person.name : `your ${person.relation} ${person.name}`;
  return `your ${person.relation}`;
}

/** Merges people named earlier with those named now: a later mention adds a missing name. */
export function mergePeople(earlier: Person[], now: Person[]): Person[] {
  const out = earlier.map((p) => ({ ...p }));
  for (const p of now) {
    const same = out.find((q) => q.relation === p.relation);
    if (!same) out.push({ ...p });
    else if (p.name && !same.name) same.name = p.name;
  }
  return out;
}
