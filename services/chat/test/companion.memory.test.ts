import { describe, expect, it } from 'vitest';
import { offlineReply } from '../src/companion/index.ts';
import { remember } from '../src/companion/memory.ts';
import type { CompanionTurn, OfflineInput } from '../src/companion/types.ts';

const base: OfflineInput = {
  message: '',
  mode: 'supportive',
  tone: 'casual',
  companionName: 'Sage',
  risk: 'none',
  category: 'none',
  language: 'en',
  crisisFlagged: false,
  history: [],
};

function converse(messages: string[], extra: Partial<OfflineInput> = {}): string[] {
  const history: CompanionTurn[] = [];
  const replies: string[] = [];
  for (const message of messages) {
    const reply = offlineReply({ ...base, ...extra, message, history: [...history] }).content;
    replies.push(reply);
    history.push({ isUser: true, content: message }, { isUser: false, content: reply });
  }
  return replies;
}

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?:])\s+|\n+/)
    .map((s) =>
      s
        .replace(/^(?:-|\d+\.)\s+/, '')
        .trim()
        .toLowerCase(),
    )
    .filter(Boolean);

describe('memory within a conversation', () => {
  it('rebuilds the topic, the people named and what was said from history', () => {
    const memory = remember([
      { isUser: true, content: 'my dog Max died yesterday' },
      { isUser: false, content: "I'm so sorry about your dog Max. What was Max like?" },
    ]);
    expect(memory.topic).toBe('grief');
    expect(memory.people).toEqual([{ relation: 'dog', kind: 'pet', name: 'Max', plural: false }]);
    expect(memory.turn).toBe(1);
    expect(memory.said.has('what was max like')).toBe(true);
    expect(memory.namesSaid.has('Max')).toBe(true);
  });

  it('keeps the pet and its name in later replies that do not name it', () => {
    const replies = converse(['my dog Max died yesterday', 'I keep crying', 'the house feels so empty']);
    expect(replies[0]).toMatch(/your dog Max/);
    expect(replies.slice(1).join(' ')).toMatch(/\bMax\b/);
  });

  it('learns a name given later ("his name was Max")', () => {
    const replies = converse(['lost my dog', 'his name was Max', 'I miss him']);
    expect(replies[1]).toMatch(/\bMax\b/);
    expect(replies[2]).toMatch(/\bMax\b/);
  });

  it('keeps the topic when a message has none of its own', () => {
    const replies = converse(['my mom passed away last week', 'I just feel so empty', 'what do I do now'], {
      mode: 'problem-solving',
    });
    for (const reply of replies) expect(reply).not.toMatch(/"I feel\.\.\."|you always|argument/);
    expect(replies.join(' ')).toMatch(/your mom|grie/i);
  });

  it('never repeats a sentence or a question across six messages on one theme', () => {
    const replies = converse([
      'work is really stressing me out',
      'my boss keeps piling more on me',
      'I stayed late again today',
      'I feel like I can never switch off',
      'I dread going in tomorrow',
      'work is just so much right now',
    ]);
    expect(new Set(replies).size).toBe(6);
    const all = replies.flatMap(sentencesOf);
    expect(new Set(all).size).toBe(all.length);
    for (const reply of replies) expect((reply.match(/\?/g) ?? []).length).toBeLessThanOrEqual(1);
  });

  it('stays on the safety footing after abuse was disclosed', () => {
    const replies = converse(['my stepdad hits me', 'my mom says I should just be nicer to him'], {
      mode: 'problem-solving',
    });
    expect(replies[1]).toMatch(/your fault|safe/i);
    expect(replies[1]).not.toMatch(/"I feel\.\.\."|calm moment|you always/);
  });

  it('greets a returning person without introducing itself again', () => {
    const replies = converse(['hi', 'not much', 'hi']);
    expect(replies[0]).toMatch(/Sage/);
    expect(replies[2]).not.toMatch(/I'm Sage/);
  });

  it('stays with a loss when the next message mentions work or family', () => {
    const replies = converse(['my cat Mochi died last night', 'I feel guilty because I was at work'], {
      mode: 'problem-solving',
    });
    expect(replies[1]).not.toMatch(/manager|workload|after work/);
    expect(replies[1]).toMatch(/Mochi|grie/i);
    const family = converse(['my grandma passed away', 'my parents are fighting about the funeral']);
    expect(family[1]).not.toMatch(/your parents mattered|memory of your parents/);
  });
});

describe('the subject of a conversation', () => {
  it('holds over one word of another subject, and follows it when it is said again or added', () => {
    const detail = converse([
      'my mum and i had another argument at dinner',
      'she kept going on about my brothers new job',
    ]);
    expect(detail[1]).toMatch(/\bmum\b/i);
    expect(detail[1]).not.toMatch(/\bwork\b/i);
    const added = converse([
      'my mum and i had another argument at dinner',
      'and work has been awful this week too',
    ]);
    expect(added[1]).toMatch(/\bwork\b/i);
  });

  it('holds in Spanish too', () => {
    const replies = converse(
      ['mi hermana se muda a canada el mes que viene y la voy a extrañar', 'ella consiguio trabajo alla'],
      { language: 'es' },
    );
    expect(replies[1]).not.toMatch(/\btrabajo\b/i);
  });

  it('in Spanish, hears a lesson that "ends" in a row as a row, a school reunion as no meeting at work, a sister named as no rivalry', () => {
    const [lesson] = converse(['mi papa me esta enseñando a manejar y cada clase terminamos peleados'], {
      language: 'es',
    });
    expect(lesson).not.toMatch(/relaci[oó]n|termin[oó]|ruptura/i);
    const [reunion] = converse(['el sabado es la reunion de los 20 años del liceo'], { language: 'es' });
    expect(reunion).not.toMatch(/trabajo/i);
    const gift = converse(['mi hermana va a tener un bebe', 'que le puedo regalar a una futura mama?'], {
      language: 'es',
    });
    expect(gift[1]).not.toMatch(/hermanos|rivalidad/i);
  });

  it('in Spanish, closes on the goodbyes and reliefs people end with, and backs a plan said with thanks', () => {
    for (const last of [
      'feliz noche',
      'que le vaya bonito',
      'fue de ayuda. buen día',
      'me ha venido genial!!',
    ]) {
      const replies = converse(['mañana tengo examen de mate y estoy nerviosa', last], { language: 'es' });
      expect(replies[1]).not.toMatch(/\?/);
    }
    const thanked = converse(
      ['mañana tengo examen de mate y estoy nerviosa', 'mañana le pido a juan que me explique. gracias bro'],
      { language: 'es' },
    );
    expect(thanked[1]).toMatch(/plan|paso|pensado|decisión|comienzo/i);
  });

  it('hears a feeling ahead as a feeling, not a plan to back', () => {
    const replies = converse(['mi hermana se muda a canadá el mes que viene', 'la voy a extrañar mucho'], {
      language: 'es',
    });
    expect(replies[1]).not.toMatch(/pensado con cuidado|siguiente paso|buen plan/i);
  });

  it("hears someone else's achievement as theirs, not the visitor's good news", () => {
    const [reply] = converse(['my brother got promoted again and at dinner my mum only talked about that']);
    expect(reply).not.toMatch(/celebrate|enjoy this/i);
  });

  it('follows an honest "no answer" with a question about the question, not a probe on a topic', () => {
    const replies = converse([
      'my partner works nights and i work days',
      'what do couples do when they cant even be awake at the same time',
    ]);
    expect(replies[1]).toMatch(/good answer to that|vague answer/);
    expect(replies[1]).toMatch(/thought of so far|what would you tell them|good answer look like/);
  });
});

describe('a new subject said in a few words of its own', () => {
  it('is followed, in problem-solving mode too', () => {
    const replies = converse(['I feel so lonely since I moved', 'Work is so stressful'], {
      mode: 'problem-solving',
    });
    expect(replies[1]).toMatch(/\n- |might help|could try|first step/i);
    expect(replies[1]).not.toMatch(/lost touch/);
  });
});

describe('after a crisis reply the next words settled', () => {
  const crisisTurn: CompanionTurn[] = [
    { isUser: true, content: 'cut myself pretty bad' },
    { isUser: false, content: '(the fixed crisis reply)', crisisReply: true },
  ];
  const OWNED = 'Thank you for explaining';
  const reply = (message: string, history: CompanionTurn[], extra: Partial<OfflineInput> = {}) =>
    offlineReply({ ...base, ...extra, message, history }).content;

  it('owns the alarm once, in the visitor’s language, and goes on listening', () => {
    const en = reply('the knife slipped while i was slicing bagels for the kids breakfast', crisisTurn);
    expect(en.startsWith(`${OWNED}. I'm sorry if my last message felt like a lot`)).toBe(true);
    const es = reply('se me resbaló el cuchillo cortando pan para el desayuno de los niños', crisisTurn, {
      language: 'es',
    });
    expect(es.startsWith('Gracias por explicármelo.')).toBe(true);
    const afterIt = [
      ...crisisTurn,
      { isUser: true, content: 'the knife slipped' },
      { isUser: false, content: en },
    ];
    expect(reply('anyway the kids are at school now', afterIt)).not.toContain(OWNED);
  });

  it('owns it once a conversation', () => {
    const first = reply('the knife slipped slicing bagels', crisisTurn);
    expect(first).toContain(OWNED);
    const again = reply('it was a paper cut from the recycling, honestly', [
      ...crisisTurn,
      { isUser: true, content: 'the knife slipped slicing bagels' },
      { isUser: false, content: first },
      ...crisisTurn,
    ]);
    expect(again).not.toContain(OWNED);
  });

  it('says nothing of it while the worry stays', () => {
    const elevated = reply('i dont know, i just feel numb', crisisTurn, {
      risk: 'elevated',
      category: 'self_harm',
    });
    expect(elevated).not.toContain(OWNED);
  });
});
