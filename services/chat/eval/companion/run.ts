/**
 * Evaluation of the offline companion: runs every case of cases.jsonl turn by turn (feeding history),
 * checks the case's expected properties and the global ones, prints the pass rate and the failures, and
 * writes REPORT.md. `--print <file>` also writes every conversation out for reading.
 *
 * Case fields: messages (user turns), mode, tone, risk?, category?, language?, crisisFlagged?,
 * attachmentStyle?, riskOnlyFirst? (the risk applies to the first message only), mustMention (regex
 * strings, or arrays of them meaning any-of; checked on the last reply), mustNotMention (checked on every
 * reply), topic? (the topic the companion took the last message to be about), mustSuggest? (true: the
 * last reply has a suggestion; false: none), variety? (every reply differs).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mentionsHelp } from '@sage/safety';
import { analyse, offlineReply } from '../../src/companion/index.ts';
import type { CompanionTurn, OfflineInput } from '../../src/companion/types.ts';
import { GLOBAL_CHECKS, sentencesOf } from './checks.ts';

interface Case {
  id?: string;
  messages: string[];
  mode: OfflineInput['mode'];
  tone: OfflineInput['tone'];
  risk?: OfflineInput['risk'];
  category?: OfflineInput['category'];
  language?: OfflineInput['language'];
  crisisFlagged?: boolean;
  attachmentStyle?: OfflineInput['attachmentStyle'];
  riskOnlyFirst?: boolean;
  mustMention?: (string | string[])[];
  mustNotMention?: string[];
  topic?: string;
  mustSuggest?: boolean;
  variety?: boolean;
}

interface Turn {
  message: string;
  reply: string;
  suggestions: string[];
}

const here = dirname(fileURLToPath(import.meta.url));
/** Conversations shown in the report. */
const SAMPLES = ['mem-dog-max', 'abuse-followup', 'var-school-ps', 'held-situationship', 'fresh-hospice'];
const cases: Case[] = readFileSync(join(here, 'cases.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.trim().startsWith('//'))
  .map((l, i) => {
    const c = JSON.parse(l) as Case;
    return { ...c, id: c.id ?? `case-${i + 1}` };
  });

function run(c: Case): { turns: Turn[]; failures: string[] } {
  const history: CompanionTurn[] = [];
  const turns: Turn[] = [];
  const failures: string[] = [];
  const seen = new Map<string, number>();
  c.messages.forEach((message, i) => {
    const flagged = !c.riskOnlyFirst || i === 0;
    const input: OfflineInput = {
      message,
      mode: c.mode,
      tone: c.tone,
      companionName: 'Sage',
      risk: flagged ? (c.risk ?? 'none') : 'none',
      category: flagged ? (c.category ?? 'none') : 'none',
      language: c.language ?? 'en',
      crisisFlagged: c.crisisFlagged ?? false,
      attachmentStyle: c.attachmentStyle,
      history: [...history],
    };
    const { content, suggestions } = offlineReply(input);
    turns.push({ message, reply: content, suggestions: suggestions.map((s) => `${s.kind} ${s.href}`) });
    const serious = input.risk !== 'none' || (c.category ?? 'none') !== 'none';
    for (const check of GLOBAL_CHECKS) {
      const problem = check(content, { serious, tone: c.tone, language: input.language });
      if (problem) failures.push(`turn ${i + 1}: ${problem}`);
    }
    if (suggestions.length > 2) failures.push(`turn ${i + 1}: ${suggestions.length} suggestions`);
    // No sentence said twice in a conversation (the pointers to help may recur, by design).
    for (const s of sentencesOf(content)) {
      if (mentionsHelp(s)) continue;
      if (seen.has(s)) failures.push(`turn ${i + 1}: repeats "${s}" from turn ${seen.get(s)}`);
      else seen.set(s, i + 1);
    }
    for (const pattern of c.mustNotMention ?? []) {
      if (new RegExp(pattern, 'im').test(content)) failures.push(`turn ${i + 1}: mentions /${pattern}/`);
    }
    if (i === c.messages.length - 1) {
      for (const group of c.mustMention ?? []) {
        const any = Array.isArray(group) ? group : [group];
        if (!any.some((p) => new RegExp(p, 'im').test(content)))
          failures.push(`last: misses /${any.join('/ or /')}/`);
      }
      if (c.mustSuggest === true && suggestions.length === 0) failures.push('last: no suggestion');
      if (c.mustSuggest === false && suggestions.length > 0) failures.push('last: unexpected suggestion');
      if (c.topic) {
        const got = analyse(input).topic;
        if (got !== c.topic) failures.push(`last: topic ${got} instead of ${c.topic}`);
      }
    }
    history.push({ isUser: true, content: message }, { isUser: false, content });
  });
  if (c.variety && new Set(turns.map((t) => t.reply)).size !== turns.length) failures.push('replies repeat');
  return { turns, failures };
}

const results = cases.map((c) => ({ c, ...run(c) }));
const passed = results.filter((r) => r.failures.length === 0);
const messages = cases.reduce((n, c) => n + c.messages.length, 0);
const rate = (100 * passed.length) / results.length;

const lines: string[] = [];
lines.push(
  `Offline companion eval: ${passed.length}/${results.length} cases passed (${rate.toFixed(1)} %), ${messages} messages.`,
);
for (const r of results.filter((x) => x.failures.length)) {
  lines.push(
    '',
    `FAIL ${r.c.id} [${r.c.mode}, ${r.c.tone}${r.c.risk ? `, ${r.c.risk}/${r.c.category}` : ''}]`,
  );
  for (const f of r.failures) lines.push(`  - ${f}`);
  for (const t of r.turns) lines.push(`  > ${t.message}`, ...t.reply.split('\n').map((l) => `    ${l}`));
}
console.log(lines.join('\n'));

const report = [
  '# Offline companion evaluation',
  '',
  `Generated by \`npm run eval-companion\` (services/chat/eval/companion/run.ts) from cases.jsonl.`,
  '',
  `- Cases: ${results.length} (${messages} user messages, single messages and short conversations)`,
  `- Passed: ${passed.length} (${rate.toFixed(1)} %), target 95 %`,
  '',
  "Every reply is checked for: the case's own expectations (mustMention on the last reply, mustNotMention on",
  'every reply, the topic understood, suggestions), and globally: at most one question, no sentence said twice',
  'in a conversation (help pointers excepted), no labels ("you\'re hopeless"), no diagnosis, grammar slips',
  '("your friends has", "they are may", "you was"), no leftover placeholders, no slang when the message is',
  'about danger, at most two suggestions, and, for variety cases, every reply different.',
  '',
  'How far to trust the number: the cases were written alongside the companion, so they measure that what was',
  'fixed stays fixed. The `fresh-*` and `held-*` cases were first read as unseen conversations, and what read',
  'badly was fixed before they were added. A pass means the checks hold, not that every reply is as good as a',
  "person's; read the transcripts (`--print <file>`) after any change to the wording.",
  '',
  '## Failures',
  '',
  ...(results.some((r) => r.failures.length)
    ? results
        .filter((r) => r.failures.length)
        .flatMap((r) => [`### ${r.c.id}`, '', ...r.failures.map((f) => `- ${f}`), ''])
    : ['None.', '']),
  '## Sample conversations',
  '',
  ...results
    .filter((r) => SAMPLES.includes(r.c.id ?? ''))
    .flatMap((r) => [
      `### ${r.c.id} (${r.c.mode}, ${r.c.tone})`,
      '',
      ...r.turns.flatMap((t) => [
        `> **Visitor:** ${t.message}`,
        '',
        ...t.reply.split('\n').map((l) => (l ? `${l}  ` : '')),
        '',
      ]),
    ]),
];
writeFileSync(join(here, 'REPORT.md'), `${report.join('\n')}\n`);

const printAt = process.argv.indexOf('--print');
if (printAt > 0 && process.argv[printAt + 1]) {
  const out = results.flatMap((r) => [
    `=== ${r.c.id} [${r.c.mode}, ${r.c.tone}${r.c.risk ? `, ${r.c.risk}/${r.c.category}` : ''}]`,
    ...r.turns.flatMap((t) => [
      `> ${t.message}`,
      t.reply,
      `  suggestions: ${t.suggestions.join('; ') || '-'}`,
      '',
    ]),
  ]);
  writeFileSync(process.argv[printAt + 1]!, out.join('\n'));
}
process.exitCode = rate >= 95 ? 0 : 1;
