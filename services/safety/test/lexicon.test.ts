import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assessByRules, assessConversation } from '../src/assess.ts';
import { ALL_IDIOMS, clauseLines, keysFor, stripIdioms, wordIndex } from '../src/clauses.ts';
import { anchorsOf, type Key, keysOf, PREFIX_MAX, wordsBeforeLooks } from '../src/lexicon/anchors.ts';
import { DANGER_RULES } from '../src/lexicon/danger.ts';
import { SPANISH_RULES } from '../src/lexicon/spanish.ts';
import { SUICIDE_RULES, SUICIDE_SIGNS } from '../src/lexicon/suicide.ts';
import { normalize } from '../src/normalize.ts';
import { rulesFor, VOCABULARY } from '../src/ruleReading.ts';

type Level = 'none' | 'elevated' | 'crisis';
type Category = 'suicide' | 'self_harm' | 'medical' | 'abuse' | 'violence' | 'eating' | 'none';

/**
 * Paraphrases of the patterns the lexicon reads (different words, same meaning), written for this table
 * so that the rules are checked for the pattern and not for one sentence: [message, level, category].
 * A crisis must be found at crisis with its category; an elevated case at elevated or more.
 */
const TABLE: [string, Level, Category][] = [
  // Suicide: veiled intent, decisions, timing, means at hand, places, goodbyes.
  ['i wont be around much longer, i have it all planned', 'crisis', 'suicide'],
  ['dont think ill be here by next week tbh', 'crisis', 'suicide'],
  ["i can't see myself being alive in a month", 'crisis', 'suicide'],
  ['not planning on being around for christmas', 'crisis', 'suicide'],
  ['this is the last time youll hear from me', 'crisis', 'suicide'],
  ['made up my mind. its happening tonight', 'crisis', 'suicide'],
  ['i finally know what im going to do. it feels like a relief', 'crisis', 'suicide'],
  ['ive decided. this weekend', 'crisis', 'suicide'],
  ['my meds are all lined up on the desk', 'crisis', 'suicide'],
  ['got all my pills out on the bed', 'crisis', 'suicide'],
  ['been stashing my sleeping pills for weeks', 'crisis', 'suicide'],
  ['my uncle keeps a rifle in the garage and i keep thinking about using it on myself', 'crisis', 'suicide'],
  ['im standing on the ledge of the parking garage. the cars look tiny', 'crisis', 'suicide'],
  ['walked out to the train tracks. just wanted someone to know', 'crisis', 'suicide'],
  ['sitting on the railing of the bridge, the water is so dark', 'crisis', 'suicide'],
  ['thank you for everything sage. i feel so empty', 'crisis', 'suicide'],
  ['how much tylenol would it take so i dont wake up', 'crisis', 'suicide'],
  ['what is the most advil someone can swallow before it turns fatal', 'crisis', 'suicide'],
  ['how high does a bridge have to be for the jump to be fatal', 'crisis', 'suicide'],
  ['i hate my life. which building downtown is the tallest', 'crisis', 'suicide'],
  ['unaliving myself is all i think about', 'crisis', 'suicide'],
  ['i want to sleep and never wake up', 'crisis', 'suicide'],
  ['i just want to dieeee', 'crisis', 'suicide'],
  ['i wnat to dei', 'crisis', 'suicide'],
  ['going to fix everyones problem tonight, i am the burden', 'crisis', 'suicide'],
  ['gave my cat to my best friend. she doesnt know why', 'crisis', 'suicide'],
  ['my family deserves a better mom than me. ive made my decision', 'crisis', 'suicide'],
  ['quiero dormirme y no despertar', 'crisis', 'suicide'],
  ['me quiero ir de este mundo', 'crisis', 'suicide'],
  ['esta es la ultima vez que te hablo', 'crisis', 'suicide'],
  // Self-harm now.
  ['cut again tonight and its worse than before', 'crisis', 'self_harm'],
  ['i need to cut so bad right now', 'crisis', 'self_harm'],
  ['been banging my head on the wall for an hour', 'crisis', 'self_harm'],
  ['scratched my legs till they bled', 'crisis', 'self_harm'],
  ['i carved a word into my thigh', 'crisis', 'self_harm'],
  ['keep reopening the cuts on my arm', 'crisis', 'self_harm'],
  ['my wrists are all cut up again', 'crisis', 'self_harm'],
  ['burned myself with a lighter again tonight', 'crisis', 'self_harm'],
  ['the razor is right here next to me', 'crisis', 'self_harm'],
  ['me estoy cortando las piernas ahorita', 'crisis', 'self_harm'],
  ['ya tengo la navaja y ganas de cortarme', 'crisis', 'self_harm'],
  // Medical.
  ['i swallowed the whole bottle of my antidepressants', 'crisis', 'medical'],
  ['took about 20 of my moms pills and now my heart is racing', 'crisis', 'medical'],
  ['drank a bunch of vodka with my xanax and i can barely stay awake', 'crisis', 'medical'],
  ['my toddler swallowed a button battery', 'crisis', 'medical'],
  ['my son got into the laundry pods and ate one', 'crisis', 'medical'],
  ['the cut wont stop bleeding and the towel is soaked', 'crisis', 'medical'],
  ['my roommate took something and hes not breathing right', 'crisis', 'medical'],
  ['my friend wont wake up after the party', 'crisis', 'medical'],
  ['i already took them an hour ago', 'crisis', 'medical'],
  ['mi hijo se trago una pila', 'crisis', 'medical'],
  ['me tome como 40 pastillas', 'crisis', 'medical'],
  // Abuse.
  ['my husband controls all my money and wont let me see my family', 'crisis', 'abuse'],
  ['he took my passport and i cant leave the house', 'crisis', 'abuse'],
  ['my dads girlfriend slaps me when im home alone', 'crisis', 'abuse'],
  ['she threw a plate at me last night', 'crisis', 'abuse'],
  ['my stepdad broke my nose and told the doctor i fell', 'crisis', 'abuse'],
  ['he said if i tell anyone he will hurt my little sister', 'crisis', 'abuse'],
  ['my boyfriend says if i leave he will find me', 'crisis', 'abuse'],
  ['my ex showed up at my job again and left a note saying i cant hide', 'crisis', 'abuse'],
  ['he is parked outside my apartment right now', 'crisis', 'abuse'],
  ['my coach says its our secret and sends me pictures, im 13', 'crisis', 'abuse'],
  ['a guy online says hell share my pics unless i send more', 'crisis', 'abuse'],
  ['my cousin touches my legs when nobody is home', 'crisis', 'abuse'],
  ['i said no and he wouldnt stop', 'crisis', 'abuse'],
  ['woke up at his place with no clothes on and cant remember anything', 'crisis', 'abuse'],
  ['my parents say i have to marry him next month', 'crisis', 'abuse'],
  ['my grandson takes my social security and locks me in my room', 'crisis', 'abuse'],
  ['mi pareja no me deja salir de la casa', 'crisis', 'abuse'],
  ['mi novio dice que si lo dejo me mata', 'crisis', 'abuse'],
  // Violence.
  ['im going to run my ex over with my car', 'crisis', 'violence'],
  ['heading to his house now with my bat', 'crisis', 'violence'],
  ['gonna set her apartment on fire tonight', 'crisis', 'violence'],
  ['the voices are telling me to hurt my neighbor', 'crisis', 'violence'],
  ['i slipped something into my coworkers coffee', 'crisis', 'violence'],
  ['taking my dads pistol to school tomorrow', 'crisis', 'violence'],
  ['i keep thinking about smothering the baby and i almost did', 'crisis', 'violence'],
  ['they are all going to pay for what they did. i have my uncles gun in the trunk', 'crisis', 'violence'],
  ['voy a llevar el arma de mi tio a la escuela', 'crisis', 'violence'],
  // Eating.
  ['havent eaten in 6 days and i keep fainting', 'crisis', 'eating'],
  ['took half a box of laxatives and im cramping', 'crisis', 'eating'],
  ['stopped eating and my heart keeps skipping', 'crisis', 'eating'],
  ['theres blood when i purge now', 'crisis', 'eating'],
  ['llevo 4 dias sin comer', 'crisis', 'eating'],
  // Elevated.
  ['i feel numb all the time', 'elevated', 'suicide'],
  ['nothing i do ever matters', 'elevated', 'suicide'],
  ['i dont know how much longer i can keep going', 'elevated', 'suicide'],
  ['cant feel anything anymore, just stare at the ceiling', 'elevated', 'suicide'],
  ['worried about my brother, he says hes just waiting', 'elevated', 'suicide'],
  ['my sister is cutting herself and i dont know what to do', 'elevated', 'self_harm'],
  ['my friends husband grabs her really hard', 'elevated', 'abuse'],
  ['my boyfriend checks my phone every night', 'elevated', 'abuse'],
  ['i imagine punching my boss in the face', 'elevated', 'violence'],
  ['i count every calorie and feel guilty after dinner', 'elevated', 'eating'],
  ['no le veo sentido a la vida', 'elevated', 'suicide'],
  // Hard negatives: ordinary messages that use the same words.
  ['this homework is killing me lol', 'none', 'none'],
  ['my mom will kill me if i miss curfew', 'none', 'none'],
  ['i cut my hair again tonight, love it', 'none', 'none'],
  ['i need to cut the onions for the soup', 'none', 'none'],
  ['going to the lake this weekend with friends', 'none', 'none'],
  ['how tall is the eiffel tower', 'none', 'none'],
  ['bye sage, see you tonight!', 'none', 'none'],
  ['ok im done with my homework, bye sage', 'none', 'none'],
  ['tried making bread last night, it didnt work, going to try again', 'none', 'none'],
  ['i finally know what im going to do for my birthday', 'none', 'none'],
  ['my doctor gave me pills for allergies and they work', 'none', 'none'],
  ['we gave our dog to my grandma because we moved', 'none', 'none'],
  ['my mom took my phone because i failed a test', 'none', 'none'],
  ['the movie ends with the hero dying', 'none', 'none'],
  ['my son ate pizza with mushrooms and loved it', 'none', 'none'],
  ['i took my meds this morning', 'none', 'none'],
  ['me toca lavar los platos hoy', 'none', 'none'],
  ['me corte el pelo muy corto', 'none', 'none'],
  ['my brother is so dead when i get home lol', 'none', 'none'],
  ['i want to kill this workout tomorrow', 'none', 'none'],
  ['we are going to crush them in the game tonight', 'none', 'none'],
  ['dont tell my mom i ate the cake lol', 'none', 'none'],
  ['i have a plan for my essay', 'none', 'none'],
  ['went to the shooting range with my dad', 'none', 'none'],
];

// The rules alone: these are the lexicon's own patterns (the classifier is measured in the evaluation).
describe('lexicon patterns, paraphrased', () => {
  it.each(TABLE)('%s → %s/%s', (text, level, category) => {
    const got = assessByRules(text);
    if (level === 'crisis') {
      expect(got.level).toBe('crisis');
      expect(got.category).toBe(category);
    } else if (level === 'elevated') {
      expect(got.level).not.toBe('none');
    } else {
      expect(got.level).not.toBe('crisis');
    }
  });
});

describe('conversation cues', () => {
  it('keeps a disclosure in its category across a denial', () => {
    const got = assessConversation(['the blade is still in my hand', 'nvm im fine']);
    expect(got.level).toBe('crisis');
    expect(got.category).toBe('self_harm');
  });
});

describe('anchors', () => {
  const rules = [...SUICIDE_RULES, ...SUICIDE_SIGNS, ...DANGER_RULES, ...SPANISH_RULES];
  const samples = TABLE.map(([text]) => normalize(text).replace(/[^a-z0-9\s]/g, ' '));
  it('gives word keys to almost every rule, and a match always holds one of its keys', () => {
    const keyed = rules.filter((r) => keysOf(r.re) !== null);
    expect(keyed.length / rules.length).toBeGreaterThan(0.9);
    for (const rule of keyed) {
      const keys = keysOf(rule.re) ?? [];
      for (const s of samples) {
        const words = s.split(/\s+/);
        rule.re.lastIndex = 0;
        if (!rule.re.test(s)) continue;
        const held = keys.some((k) => words.some((w) => (k.whole ? w === k.word : w.startsWith(k.word))));
        expect(held, `${rule.re.source.slice(0, 60)} on "${s}"`).toBe(true);
      }
    }
  });
  it('reads simple shapes', () => {
    expect(anchorsOf(/\bkill(?:ing)? (?:myself|me)\b/g)).toEqual(['kill']);
    expect(anchorsOf(/\b(?:cut|burn) myself\b/g)).toEqual([' myself']);
    expect(anchorsOf(/\bgun|knife\b/g)).toEqual(['gun', 'knife']);
    expect(anchorsOf(/(?:a|b)?x/g)).toBeNull();
    expect(keysOf(/\bkill(?:ing)? (?:myself|me)\b/g)).toEqual([{ word: 'kill', whole: false }]);
    expect(keysOf(/\bi (?:\w+ ){0,2}took (?:all|many)\b/g)).toEqual([{ word: 'took', whole: true }]);
  });
  it("tries a branch's words before a look along the line, and finds the same matches", () => {
    const source = String.raw`\b(?![^\n]*\b(?:range|season)\b)(?:gun|rifle) (?:is )?loaded\b|(?<=\bpills\b[^\n]{0,40})\btook (?:them|all)\b|\bplain (?:words|text)`;
    const guarded = wordsBeforeLooks(source);
    expect(guarded).toBe(
      String.raw`(?=(?:gun|rifle) (?:is )?loaded\b)\b(?![^\n]*\b(?:range|season)\b)(?:gun|rifle) (?:is )?loaded\b|(?=took (?:them|all)\b)(?<=\bpills\b[^\n]{0,40})\btook (?:them|all)\b|\bplain (?:words|text)`,
    );
    const texts = [
      'the gun is loaded',
      'the gun is loaded for the range',
      'at the range the rifle loaded',
      'found the pills and took them\ntook all',
      'took them before the pills',
      'plain words here',
    ];
    const all = (re: RegExp, t: string) => [...t.matchAll(re)].map((m) => [m.index, m[0]]);
    for (const t of texts) expect(all(new RegExp(guarded, 'g'), t)).toEqual(all(new RegExp(source, 'g'), t));
    // A branch that opens with a look the line need not scan, or with no look, is left as it is.
    expect(wordsBeforeLooks(String.raw`(?<!hair )\bcut\b|\bme\b`)).toBe(String.raw`(?<!hair )\bcut\b|\bme\b`);
  });
});

describe('idioms', () => {
  it('are taken out where their words are, with what they look at across clauses', () => {
    const strip = (text: string) => {
      const lines = clauseLines(normalize(text));
      return stripIdioms(lines, wordIndex(lines.split('\n'), VOCABULARY), ALL_IDIOMS);
    };
    expect(strip('i want to die. i replied all')).toBe(',\ni replied all');
    expect(strip('i want to die. nobody cares')).toBe('i want to die\nnobody cares');
  });
});

describe('word index', () => {
  it('finds every clause each key of a rule or an idiom is in, as a list of all words and starts would', () => {
    const keys = [...rulesFor(true).map(keysFor), ...ALL_IDIOMS.keys].flatMap((k) => k ?? []);
    const texts = readFileSync(new URL('../eval/messages.jsonl', import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => (JSON.parse(l) as { text: string }).text);
    // Every message in one text too: clause numbers in the thousands, every key met many times.
    for (const text of [...texts.slice(0, 100), texts.join('. ')]) {
      const parts = clauseLines(normalize(text)).split('\n');
      const index = wordIndex(parts, VOCABULARY);
      // The plain way: every word and every start of one, with the clauses it is in.
      const words = new Map<string, number[]>();
      const starts = new Map<string, number[]>();
      const add = (map: Map<string, number[]>, key: string, c: number) => {
        const list = map.get(key) ?? [];
        if (list.at(-1) !== c) list.push(c);
        map.set(key, list);
      };
      parts.forEach((part, c) => {
        for (const w of part.match(/[a-z0-9]+/g) ?? []) {
          add(words, w, c);
          for (let n = 2; n <= Math.min(w.length, PREFIX_MAX); n++) add(starts, w.slice(0, n), c);
        }
      });
      const of = (key: Key, w: typeof words, st: typeof starts) =>
        `${key.word}${key.whole ? '' : '…'} ${(key.whole ? w : st).get(key.word) ?? []}`;
      expect(keys.map((k) => of(k, index.words, index.starts))).toEqual(
        keys.map((k) => of(k, words, starts)),
      );
    }
  });
});
