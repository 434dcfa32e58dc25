import { beforeAll, describe, expect, it } from 'vitest';
import { assessConversation, LANGUAGES, safetyReply } from '../src/index.ts';
import { learnedFeatures, learnedModelFrom } from '../src/languages/learned.ts';
import { PhraseMatcher } from '../src/languages/matcher.ts';
import { learnedCrisis } from '../src/languages/read.ts';
import { raisesFlag } from '../src/signs.ts';

describe('languages besides English and Spanish', () => {
  // The first reading loads the classifier and indexes every language's phrases: seconds on a busy machine,
  // which is not what the cases below measure.
  beforeAll(() => {
    assessConversation(['je veux juste parler un peu']);
  }, 60_000);

  it('loads every language folder with a reply for each kind of danger and no number in its words', () => {
    expect(LANGUAGES.size).toBeGreaterThanOrEqual(16);
    for (const [code, { data }] of LANGUAGES) {
      expect(data.code).toBe(code);
      for (const wording of Object.values(data.replies))
        for (const text of Object.values(wording)) expect(text, `${code}: ${text}`).not.toMatch(/\d|https?:/);
      expect(data.cannotConverse).not.toMatch(/\d/);
      expect(data.findHelpline).toContain('{url}');
    }
  });

  it.each([
    ['fr', "je veux mourir, j'ai pris toutes mes pilules il y a une heure"],
    ['it', 'voglio morire stanotte'],
    ['ja', '死にたい、もう限界'],
    ['zh', '我想死'],
    ['ru', 'я хочу умереть'],
  ])('reads a crisis in %s and says which language it is', (code, message) => {
    const v = assessConversation([message]);
    expect(v.level).toBe('crisis');
    expect(v.writtenIn).toBe(code);
  });

  it('keeps a disclosure at crisis through that language’s “just kidding”', () => {
    expect(assessConversation(['je veux mourir ce soir', 'je rigole, oublie']).level).toBe('crisis');
  });

  it('leaves English and Spanish messages theirs, short ones included', () => {
    for (const m of [
      'ok feeling a little better. thanks',
      'wish me luck',
      'nice chatting. bye',
      'mis compañeros son buena onda',
    ])
      expect(['en', 'es']).toContain(assessConversation([m]).writtenIn);
  });

  it('tells a first greeting by its words or its script, and keeps the conversation’s language for one at the end', () => {
    for (const [m, code] of <[string, string][]>[
      ['salut', 'fr'],
      ['ciao come stai', 'it'],
      ['merhaba', 'tr'],
      ['xin chào', 'vi'],
      ['مرحبا', 'ar'],
      ['привет', 'ru'],
    ])
      expect(assessConversation([m]).writtenIn, m).toBe(code);
    // Greetings that other languages share stay unclaimed ("hallo" is Dutch and German, "ola" Spanish chat).
    for (const m of ['hallo', 'ola k ase', 'hola', 'hey'])
      expect(['en', 'es']).toContain(assessConversation([m]).writtenIn);
    expect(assessConversation(['my exam went badly and i feel stupid', 'ciao!']).writtenIn).toBe('en');
  });

  it('tells Hinglish, Arabizi and Vietnamese typed plain by their everyday words, not English by a few', () => {
    expect(
      assessConversation(['yaar mujhe kuch samajh nahi aa raha, sab khatam lag raha hai']).writtenIn,
    ).toBe('hi');
    expect(assessConversation(['ana ta3ban awi w mesh 3aref a3mel eh']).writtenIn).toBe('ar');
    expect(assessConversation(['toi met qua roi, khong muon lam gi nua']).writtenIn).toBe('vi');
    // One word of Hindi ("yaar") among English stays English.
    expect(assessConversation(['yaar my boss is so annoying today']).writtenIn).toBe('en');
  });

  it('reads a crisis in Hinglish that the identifier takes for English', () => {
    const v = assessConversation([
      'phir se kaat liya but is baar bahut gehra ho gaya, khoon ruk hi nahi raha',
    ]);
    expect(v.writtenIn).toBe('hi');
    expect(v.level).toBe('crisis');
  });

  it('reads danger told as long past as a warning sign, unless a block of danger now comes with it', () => {
    expect(assessConversation(['jak byłem nastolatkiem chciałem się zabić, terapia mi pomogła']).level).toBe(
      'elevated',
    );
    expect(assessConversation(['2 lata temu zmarł tata, dziś w nocy się zabiję']).level).toBe('crisis');
    // German puts the verb second after a time: "heute nacht bring ich mich um".
    expect(assessConversation(['heute nacht bring ich mich um']).level).toBe('crisis');
  });

  it('answers in the visitor’s language with the kit’s helplines of its countries and the world directory', () => {
    const reply = safetyReply('suicide', { companionName: 'Sage', language: 'en', writtenIn: 'fr' });
    expect(reply).toContain('3114');
    expect(reply).toContain('https://findahelpline.com');
    expect(reply).not.toContain('741741');
  });

  it('finds the longest phrase at each place, so an everyday expression hides the danger word in it', () => {
    const m = new PhraseMatcher(
      [
        ['lookalike', ['mort de rire']],
        ['danger', ['mort', 'pilule*']],
      ],
      'latin',
    );
    expect([...m.tags('je suis mort de rire')]).toEqual(['lookalike']);
    expect([...m.tags('toutes les pilules')]).toEqual(['danger']);
    expect([...m.tags('immortel')]).toEqual([]);
  });
});

describe('the learned reader of other languages', () => {
  it('hashes a text to the same bounded features every time, whatever its script', () => {
    for (const text of ['je suis sur le pont', '我想死，今晚就跳楼', 'أريد أن أموت', '']) {
      const once = learnedFeatures(text, 1 << 10);
      expect(learnedFeatures(text, 1 << 10)).toEqual(once);
      expect(once.every((f) => f >= 0 && f < 1 << 10)).toBe(true);
    }
  });

  it('scores a text by the weights of its features', () => {
    const size = 1 << 16;
    const weights = new Float32Array(size);
    for (const f of learnedFeatures('pont', size)) weights[f] = 2;
    const model = learnedModelFrom({
      version: 1,
      size,
      bias: -3,
      threshold: 0.9,
      aloneThreshold: 0.99,
      weights: Buffer.from(weights.buffer).toString('base64'),
      trainedOn: {},
    });
    expect(model.probability('pont')).toBeGreaterThan(0.9);
    expect(model.probability('zzz')).toBeLessThan(0.1);
  });

  it('reads a goodbye its phrase lists do not hold as a crisis, on weak evidence that raises no flag', () => {
    const verdict = assessConversation([
      'danke dass ihr immer da wart. sagt meinem bruder dass ich ihn lieb hab. tschüss',
    ]);
    expect(verdict).toMatchObject({ level: 'crisis', category: 'suicide', reasons: ['classifier'] });
    expect(raisesFlag(verdict)).toBe(false);
    expect(assessConversation(['mein bruder hat mir heute ein buch geschenkt, danke dafür']).level).toBe(
      'none',
    );
  });

  it('reads danger words said laughing as a warning sign, and a take-back said laughing as no take-back', () => {
    const fifa = assessConversation([
      'ho perso 5 volte di fila a fifa contro un bambino di 10 anni, voglio morire 😂',
    ]);
    expect(fifa.level).toBe('elevated');
    expect(
      assessConversation([
        'bu gece kendimi öldüreceğim',
        'haplar hazır yanımda',
        'şaka şaka ya 😂 ciddiye alma',
      ]).level,
    ).toBe('crisis');
  });

  it('reads a plain thanks for listening as a thanks, not a goodbye', () => {
    expect(
      assessConversation(['завтра пойду к начальнику поговорить про отпуск', 'спасибо что выслушали']).level,
    ).toBe('none');
  });

  it('names the kind of danger from the warning sign, else from the building blocks', () => {
    expect(learnedCrisis(['taken', 'means'], 'none').category).toBe('medical');
    expect(learnedCrisis(['abuse'], 'none').category).toBe('abuse');
    expect(learnedCrisis(['time'], 'none').category).toBe('suicide');
    expect(learnedCrisis(['time'], 'eating').category).toBe('eating');
  });

  it('raises a message with at most one building block only on weak evidence, and holds no flag for it', () => {
    // Nothing found, or a time alone: everyday talk, which the model is asked about and finds ordinary.
    for (const m of ['ce soir je vais au cinéma avec ma soeur', 'heute koche ich mit meiner Mutter'])
      expect(assessConversation([m]).level).toBe('none');
    // A letter alone the model takes for a farewell: a crisis reply now, but no flag that holds the next turns.
    const letter = assessConversation(["j'ai écrit une lettre pour ma mère"]);
    if (letter.level === 'crisis') expect(letter.reasons).toEqual(['classifier']);
    expect(raisesFlag(letter)).toBe(false);
    expect(assessConversation(["j'ai écrit une lettre pour ma mère", "c'est pour ce soir"]).level).toBe(
      'crisis',
    );
  });
});
