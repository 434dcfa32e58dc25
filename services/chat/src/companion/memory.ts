import { mentionsHelp } from '@sage/safety';
import { answeredIn } from './answer.ts';
import { feelAbout, type PeopleFeelings, subjectHolds } from './conversation.ts';
import { mergePeople } from './people.ts';
import { sentenceKey, splitSentences } from './text.ts';
import type { CompanionTurn, Person, TechniqueId, Topic, Understanding } from './types.ts';
import { understand } from './understand.ts';

/**
 * What the companion remembers within one conversation, rebuilt from `history` on every turn (the
 * companion keeps no state of its own): the topic, the people and pets named, whether abuse was
 * disclosed, the techniques already explained, and every sentence it has already said.
 */
/**
 * Below crisis, a hotline is named at most once in this many companion replies: a counsellor offers help in
 * context, not in every sentence, and a number repeated every turn teaches people to skip it.
 */
export const HELP_SPACING = 3;

export interface Memory {
  /** Companion turns so far. */
  turn: number;
  /** Earlier user messages, oldest first, with what was understood of each. */
  users: { text: string; u: Understanding }[];
  /** The latest topic of an earlier user message. */
  topic?: Topic | undefined;
  /** Everyone named so far, names merged across messages. */
  people: Person[];
  /** For each topic, the person it was about. */
  topicPerson: Partial<Record<Topic, Person>>;
  /** Sentence keys of everything the companion said. */
  said: Set<string>;
  /** Names the companion has already used (after that, "Max" rather than "your dog Max"). */
  namesSaid: Set<string>;
  abuse: boolean;
  /** Abuse of someone else they care about was described. */
  abuseOther: boolean;
  /** One of the last HELP_SPACING companion turns pointed to help (a hotline or emergency number). */
  helpRecently: boolean;
  techniques: Set<TechniqueId>;
  /** The technique the previous user message asked about, if it did. */
  lastTechnique?: TechniqueId | undefined;
  /** How the visitor feels about each person named (a loved sister is not a conflict). */
  feelings: PeopleFeelings;
  /** Answer library entries already given: asked again, the next ideas come. */
  answered: Set<string>;
}

/** The person a topic is about: a pet or relative for grief, a partner for partner, and so on. */
export function personFor(topic: Topic | undefined, people: Person[]): Person | undefined {
  if (!topic) return undefined;
  const kinds: Partial<Record<Topic, Person['kind'][]>> = {
    grief: ['pet', 'family', 'partner', 'friend', 'other'],
    family: ['family'],
    partner: ['partner'],
    friends: ['friend'],
    health: ['family', 'pet', 'partner', 'friend'],
    abuse: ['family', 'partner', 'other'],
    work: ['other'],
    school: ['other'],
  };
  const wanted = kinds[topic];
  if (!wanted) return undefined;
  for (const kind of wanted) {
    const p = people.find((x) => x.kind === kind);
    if (p) return p;
  }
  return undefined;
}

/** "His name was Max": the name goes to the person the conversation is about, or the last one unnamed. */
export function nameSomeone(memory: Memory, name: string): void {
  const about = memory.topic ? memory.topicPerson[memory.topic] : undefined;
  const target =
    (about && !about.name ? memory.people.find((p) => p.relation === about.relation) : undefined) ??
    [...memory.people].reverse().find((p) => !p.name);
  if (!target) return;
  target.name = name;
  for (const [topic, p] of Object.entries(memory.topicPerson)) {
    if (p && p.relation === target.relation) memory.topicPerson[topic as Topic] = target;
  }
}

/**
 * The memory after `history`. `beforeUser` sees the memory as it was just before each user message
 * (one pass over the conversation, for replaying earlier turns).
 */
export function remember(
  history: readonly CompanionTurn[],
  beforeUser?: (memory: Memory, message: string) => void,
): Memory {
  const memory: Memory = {
    turn: 0,
    users: [],
    people: [],
    topicPerson: {},
    said: new Set(),
    namesSaid: new Set(),
    abuse: false,
    abuseOther: false,
    helpRecently: false,
    techniques: new Set(),
    feelings: { about: new Map() },
    answered: new Set(),
  };
  const companionTurns: string[] = [];
  for (const turn of history) {
    if (turn.isUser) {
      beforeUser?.(memory, turn.content);
      const u = understand(turn.content);
      memory.users.push({ text: turn.content, u });
      memory.people = mergePeople(memory.people, u.people);
      feelAbout(memory.feelings, turn.content);
      if (u.topic) {
        const keep = subjectHolds(memory.topic, u.topic, turn.content, memory.users.at(-2)?.u.topic);
        if (!keep) memory.topic = u.topic;
        const p =
          u.topic === 'grief' &&
          memory.topicPerson.grief &&
          !/\b(?:died|passed|lost|put \w+(?: \w+)? down|death of|killed)\b/i.test(turn.content)
            ? undefined
            : personFor(u.topic, u.people);
        if (p) memory.topicPerson[u.topic] = memory.people.find((q) => q.relation === p.relation) ?? p;
      }
      if (u.introducedName) nameSomeone(memory, u.introducedName);
      if (u.topic === 'abuse' && u.aboutOther) memory.abuseOther = true;
      else if (u.topic === 'abuse') memory.abuse = true;
      if (u.intent === 'technique' && u.technique) memory.techniques.add(u.technique);
      memory.lastTechnique = u.intent === 'technique' ? u.technique : undefined;
    } else {
      memory.turn += 1;
      companionTurns.push(turn.content);
      for (const s of splitSentences(turn.content)) memory.said.add(sentenceKey(s));
      for (const id of answeredIn(turn.content)) memory.answered.add(id);
      for (const p of memory.people)
        if (p.name && turn.content.includes(p.name)) memory.namesSaid.add(p.name);
    }
  }
  memory.helpRecently = companionTurns.slice(-HELP_SPACING).some((t) => mentionsHelp(t));
  return memory;
}
