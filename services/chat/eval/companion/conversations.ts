/**
 * Whole conversations, each visitor turn labelled apart with what a good reply does (listen, answer,
 * affirm, close) and the conversation's subject. Every conversation is replayed through the chat
 * service's steps (safety engine, reply decision, offline companion) and every reply scored:
 * - subject kept: the reply speaks of the conversation's subject, not another one (judged on the reply's
 *   own words), and never reads a loved one as a conflict;
 * - question answered: a direct question gets ideas, reassurance, or an honest "I can't know";
 * - plan affirmed: a plan the visitor makes is backed;
 * - closing: thanks and goodbyes get a warm word and no new question;
 * - no question asked twice in a conversation, and no ungrammatical reflection;
 * - crisis replies: the share of all turns answered with a fixed crisis reply (every conversation is ordinary).
 * Run by `make eval-companion` after the single-message cases (run.ts); writes conversations/REPORT.md.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replay, type TurnResult } from '../visitors/replay.ts';
import { GLOBAL_CHECKS, sentencesOf } from './checks.ts';
import { CONVERSATION_SETS } from './conversationSets.ts';

type Label = 'listen' | 'answer' | 'affirm' | 'close';

interface Conversation {
  id: string;
  lang: 'en' | 'es';
  subject: string;
  topics: string[];
  people: { word: string; feeling: 'loved' | 'conflict' | 'mixed' | 'neutral' }[];
  turns: { visitor: string; move: Label; about?: string }[];
}

const here = dirname(fileURLToPath(import.meta.url));

/** Words by which a reply names a subject (English and Spanish), to tell when it speaks of another one. */
const SUBJECT_WORDS: Record<string, RegExp> = {
  // "If it does not work out" is no job.
  work: /\b(?:work(?! out\b)|job|boss|manager|coworkers?|colleagues?|career|office|shifts?|trabajo|jefe|jefa|empleo|compañeros de trabajo)(?![\p{L}\p{N}])/iu,
  school:
    /\b(?:school|exams?|studying|classes|grades|teachers?|homework|college|university|escuela|colegio|exámenes|examen|estudiar|clases|notas|universidad|profesor[a]?)(?![\p{L}\p{N}])/iu,
  family:
    /\b(?:at home|things at home|your family|family|your (?:mom|mum|dad|parents|sister|brother|siblings|grandma|grandpa|gran|granny|nan|nana|grandad|kids|son|daughter)|familia|en casa|tu (?:mamá|madre|papá|padre|hermana|hermano|abuela|abuelo|hija|hijo)|tus padres)(?![\p{L}\p{N}])/iu,
  partner:
    /\b(?:relationship|your (?:partner|boyfriend|girlfriend|husband|wife|ex)|breakup|pareja|relación|tu (?:novio|novia|esposo|esposa|marido|ex))(?![\p{L}\p{N}])/iu,
  friends:
    /\b(?:your friends?|friendships?|friend group|tus amig[oa]s|tu amig[oa]|amistad(?:es)?)(?![\p{L}\p{N}])/iu,
  loneliness: /\b(?:lonely|loneliness|soledad)(?![\p{L}\p{N}])/iu,
  grief:
    /\b(?:your loss|grief|griev\w*|passed away|died|death|tu pérdida|duelo|falleci\w*)(?![\p{L}\p{N}])/iu,
  health:
    /\b(?:your health|illness|sick|hospital|diagnos\w*|tu salud|enfermedad|enferm[oa]|hospital)(?![\p{L}\p{N}])/iu,
  sleep: /\b(?:sleep|asleep|bedtime|insomnia|dormir|sueño|insomnio)(?![\p{L}\p{N}])/iu,
  money:
    /\b(?:money|bills?|debt|budget|rent|dinero|deudas?|presupuesto|alquiler|facturas?)(?![\p{L}\p{N}])/iu,
  body: /\b(?:body image|how you look|your appearance|tu cuerpo|tu aspecto)(?![\p{L}\p{N}])/iu,
  screens: /\b(?:scrolling|social media|screen time|redes sociales|pantallas?)(?![\p{L}\p{N}])/iu,
};
/** A reading of conflict, wrong for someone the visitor loves. */
const CONFLICT_READING =
  /\b(?:tense|tension|conflict|fight(?:s|ing)? (?:with|between|at home)|argu\w*|hurtful|get along|easier to be around|heat(?:s)? up|walk away from it|doesn'?t feel like a place|tenso|tensión|conflicto|pelea\w*|discusi\w*)\b/i;
const FRICTION_SAID =
  /\b(?:tense|tension|conflict|fight|fought|argu\w*|yell\w*|mad|angry|annoy\w*|get along|hate|tenso|pelea\w*|discut\w*|enojad\w*|enfadad\w*)\b/i;

/** Reflections that parrot a fragment which does not parse ("It sounds like yes and you..."). */
const BAD_REFLECTION =
  /\b(?:sounds like|so|of course|it makes so much sense that|parece que) (?:yes|yeah|yep|no(?! one\b| longer\b| matter\b)|nope|ok|okay|and|but|so|like|um+|uh+|lol|idk|sí|vale|pues|bueno)\b/i;

/**
 * The same labels under other names, as later writers' briefs spelled them: a reply about the visitor's
 * partner is on the subject of "relationships", a loved sister is loved whether written "love" or "loved".
 */
const TOPIC_NAMES: Record<string, string> = {
  relationship: 'partner',
  relationships: 'partner',
  breakup: 'partner',
  'self-esteem': 'self-worth',
  // Later briefs name the same subjects so: friends are the subject of a friendship, and a reply about
  // the visitor's kids or home is on the subject of parenting.
  friendship: 'friends',
  friendships: 'friends',
  parenting: 'family',
};
const FEELING_NAMES: Record<string, Conversation['people'][number]['feeling']> = {
  love: 'loved',
  worry: 'neutral',
  worried: 'neutral',
  grief: 'loved',
};

function readSet(dir: string): Conversation[] {
  const path = join(here, 'conversations', dir);
  return readdirSync(path)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .flatMap((f) =>
      readFileSync(join(path, f), 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as Conversation),
    )
    .map((c) => ({
      ...c,
      topics: c.topics.map((t) => TOPIC_NAMES[t] ?? t),
      people: c.people.map((p) => ({ ...p, feeling: FEELING_NAMES[p.feeling] ?? p.feeling })),
    }));
}

function questionsOf(reply: string): string[] {
  return reply
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((s) => s.trim().endsWith('?'))
    .map((s) => sentencesOf(s)[0] ?? '');
}

interface Scores {
  subject: [number, number];
  answered: [number, number];
  affirmed: [number, number];
  closed: [number, number];
  repeated: number;
  badReflections: number;
  problems: number;
  crisisReplies: [number, number];
}

interface Miss {
  id: string;
  turn: number;
  what: string;
  visitor: string;
  reply: string;
}

function emptyScores(): Scores {
  return {
    subject: [0, 0],
    answered: [0, 0],
    affirmed: [0, 0],
    closed: [0, 0],
    repeated: 0,
    badReflections: 0,
    problems: 0,
    crisisReplies: [0, 0],
  };
}

function score(c: Conversation, turns: TurnResult[], s: Scores, misses: Miss[]): void {
  const loved = c.people.some((p) => p.feeling === 'loved');
  const asked = new Set<string>();
  const said: string[] = [];
  turns.forEach((t, i) => {
    const label = c.turns[i]!;
    const miss = (what: string) =>
      misses.push({ id: c.id, turn: i + 1, what, visitor: t.message, reply: t.reply });
    said.push(t.message);
    s.crisisReplies[1] += 1;
    if (t.crisisReply) s.crisisReplies[0] += 1;
    // Subject: a reply that names subjects names one of this conversation's (or one the visitor raised).
    if (label.move !== 'close') {
      s.subject[1] += 1;
      const named = Object.entries(SUBJECT_WORDS)
        .filter(([, re]) => re.test(t.reply))
        .map(([topic]) => topic);
      // The visitor's own words count too ("my dad" makes "your dad" on subject).
      const theirs = said.map((m) =>
        m
          .replace(/\bmy\b/gi, 'your')
          .replace(/\bmi\b/gi, 'tu')
          .replace(/\btu (?:papá|papa|viejo)(?![\p{L}\p{N}])/giu, 'tu padre')
          .replace(/\btu (?:mamá|mama|vieja)(?![\p{L}\p{N}])/giu, 'tu madre'),
      );
      const raised = (topic: string) => theirs.some((m) => SUBJECT_WORDS[topic]?.test(m));
      const off = named.length > 0 && !named.some((n) => c.topics.includes(n) || raised(n));
      const conflict =
        loved &&
        !c.people.some((p) => p.feeling === 'conflict' || p.feeling === 'mixed') &&
        CONFLICT_READING.test(t.reply) &&
        !said.some((m) => FRICTION_SAID.test(m));
      if (t.crisisReply) miss('crisis reply in an ordinary conversation');
      else if (off) miss(`off subject (${named.join(', ')} for ${c.topics.join(', ')})`);
      else if (conflict) miss('a loved one read as a conflict');
      else s.subject[0] += 1;
    }
    if (label.move === 'answer') {
      s.answered[1] += 1;
      const ok =
        label.about === 'cannot-know'
          ? t.move === 'cannot-know' || t.move === 'answer'
          : t.move === 'answer' || t.move === 'cannot-know';
      if (ok) s.answered[0] += 1;
      else miss(`question not answered (${t.move})`);
    }
    if (label.move === 'affirm') {
      s.affirmed[1] += 1;
      if (t.move === 'affirm') s.affirmed[0] += 1;
      else miss(`plan not affirmed (${t.move})`);
    }
    if (label.move === 'close') {
      s.closed[1] += 1;
      if ((t.move === 'close' || t.move === 'thanks') && !t.reply.includes('?')) s.closed[0] += 1;
      else miss(`goodbye not closed (${t.move})`);
    }
    // The fixed crisis reply is the safety engine's, counted above; questions twice are the companion's.
    for (const q of t.crisisReply ? [] : questionsOf(t.reply)) {
      if (asked.has(q)) {
        s.repeated += 1;
        miss(`question asked twice: "${q}"`);
      }
      asked.add(q);
    }
    if (BAD_REFLECTION.test(t.reply)) {
      s.badReflections += 1;
      miss('ungrammatical reflection');
    }
    if (!t.crisisReply) {
      const ctx = { serious: false, tone: 'casual' as const, language: c.lang };
      for (const check of GLOBAL_CHECKS) {
        const problem = check(t.reply, ctx);
        if (problem && !/questions$/.test(problem)) {
          s.problems += 1;
          miss(problem);
        }
      }
    }
  });
}

const TARGETS = { subject: 0.95, answered: 0.9, affirmed: 0.9, closed: 0.95 };
/** Calm by default: at most 1 % of the turns of ordinary conversations answered with a crisis reply. */
const CRISIS_REPLIES_AT_MOST = 0.01;

function rate([hit, all]: [number, number]): string {
  return all === 0 ? 'n/a' : (hit / all).toFixed(3);
}

function meets(s: Scores): boolean {
  return (
    (['subject', 'answered', 'affirmed', 'closed'] as const).every(
      (k) => s[k][1] === 0 || s[k][0] / s[k][1] >= TARGETS[k],
    ) &&
    s.repeated === 0 &&
    s.badReflections === 0 &&
    (s.crisisReplies[1] === 0 || s.crisisReplies[0] / s.crisisReplies[1] <= CRISIS_REPLIES_AT_MOST)
  );
}

function row(name: string, s: Scores): string {
  return `| ${name} | ${rate(s.subject)} | ${rate(s.answered)} | ${rate(s.affirmed)} | ${rate(s.closed)} | ${s.repeated} | ${s.badReflections} | ${s.problems} | ${rate(s.crisisReplies)} |`;
}

const lines: string[] = [
  '# The companion in whole conversations',
  '',
  'Written by `make eval-companion` (services/chat/eval/companion/conversations.ts). Each visitor turn was labelled apart with what a good reply does; every conversation is replayed through the chat service with no model configured.',
  '',
  `Targets: subject kept ≥ ${TARGETS.subject}, questions answered ≥ ${TARGETS.answered}, plans affirmed ≥ ${TARGETS.affirmed}, goodbyes closed ≥ ${TARGETS.closed}, no question twice, no ungrammatical reflection, crisis replies ≤ ${CRISIS_REPLIES_AT_MOST} of turns; held on the sets measured once.`,
  '',
  '| Set | Subject kept | Questions answered | Plans affirmed | Goodbyes closed | Questions twice | Bad reflections | Other problems | Crisis replies |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];
const printFile = process.argv.includes('--print')
  ? process.argv[process.argv.indexOf('--print') + 1]
  : undefined;
const printed: string[] = [];
let failed = false;
for (const set of CONVERSATION_SETS) {
  const convs = readSet(set.dir);
  const byLang: Record<string, Scores> = { en: emptyScores(), es: emptyScores() };
  const misses: Miss[] = [];
  for (const c of convs) {
    const turns = replay(c.turns.map((t) => t.visitor));
    score(c, turns, byLang[c.lang]!, misses);
    if (printFile) {
      printed.push(`## ${set.dir}/${c.id} (${c.lang}, ${c.subject})`);
      turns.forEach((t, i) => {
        printed.push(
          `> [${c.turns[i]!.move}] ${t.message}`,
          `[${t.move}${t.level !== 'none' ? ` ${t.level}` : ''}] ${t.reply}`,
          '',
        );
      });
    }
  }
  for (const lang of ['en', 'es']) {
    const s = byLang[lang]!;
    const name = `${set.dir} ${lang} (${convs.filter((c) => c.lang === lang).length})`;
    lines.push(row(name, s));
    console.log(row(name, s));
    if (set.once && !meets(s)) failed = true;
  }
  for (const m of misses.slice(0, Number(process.env.SHOW_MISSES ?? 0)))
    console.log(`  ${m.id}#${m.turn} ${m.what}\n    > ${m.visitor}\n    < ${m.reply.replace(/\n/g, ' / ')}`);
}
lines.push('', ...CONVERSATION_SETS.map((s) => `- **${s.dir}** ${s.story}`), '');
writeFileSync(join(here, 'conversations', 'REPORT.md'), `${lines.join('\n')}\n`);
if (printFile) writeFileSync(printFile, `${printed.join('\n')}\n`);
process.exit(failed ? 1 : 0);
