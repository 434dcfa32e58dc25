import { randomUUID } from 'node:crypto';
import {
  elevatedNote,
  mentionsHelp,
  SAFE_OUTPUT_REPLY,
  STOPPED_BEFORE_START_REPLY,
  safetyReply,
} from '@sage/safety';
import type { AttachmentType, Logger, Risk, SafetyCategory, SafetyLanguage } from '@sage/shared';
import type { Kysely } from 'kysely';
import { offlineReply, suggestionsFor } from '../companion/index.ts';
import type { Config } from '../config.ts';
import { flagCrisis } from '../db/flags.ts';
import { raiseUserRisk } from '../db/messages.ts';
import type { DB, ReplySource, Suggestion } from '../db/types.ts';
import { GuardedStream } from '../domain/guardedStream.ts';
import { buildPrompt } from '../domain/prompt.ts';
import { crisisRepliesInARow, decideReply } from '../domain/replyDecision.ts';
import { ModelBusyError, type ModelLimits } from '../llm/limits.ts';
import type { ChatModel } from '../llm/model.ts';
import { type Opinion, type SecondOpinion, withSecondOpinion } from '../llm/secondOpinion.ts';
import type { ReplyMetrics } from '../metrics.ts';
import type { ReplyJobData } from './replyQueue.ts';

/** A reply as written, before it is stored. */
export interface Draft {
  content: string;
  source: ReplySource;
  risk: Risk;
  category: SafetyCategory;
  language: SafetyLanguage;
  suggestions: Suggestion[];
  /** The language the visitor wrote in (ISO 639-1), when the engine could tell: the reply is in it too. */
  writtenIn?: string | undefined;
}

/** What the conversation holds before the message (read once per reply). */
export interface ReplyContext {
  /** Newest first. */
  history: { is_user: boolean; content: string; source: ReplySource | null }[];
  crisisFlagged: boolean;
  attachmentStyle: AttachmentType | undefined;
}

export interface DraftDeps {
  db: Kysely<DB>;
  model: ChatModel | null;
  secondOpinion?: { judge: SecondOpinion; boundMs: number } | null | undefined;
  /** The provider's limits shared by all workers; null: none configured. */
  limits?: ModelLimits | null | undefined;
  config: Pick<Config, 'COMPANION_NAME' | 'PROMPT_TOKEN_BUDGET' | 'LLM_MAX_TOKENS'>;
  /** The worker's metrics (offline fallbacks, the second opinion); none in tests that do not read them. */
  metrics?: Pick<ReplyMetrics, 'offlineFallbacks' | 'secondOpinionSeconds'> | undefined;
}

/** Where deltas go: `emit` a piece of the current run; `newRun` when what was sent is to be replaced. */
export interface DraftOutput {
  emit(text: string): void;
  newRun(): void;
}

/** Splits a ready-made reply into sentence-sized deltas, so it streams like a model's would. */
function emitInPieces(text: string, out: DraftOutput): void {
  for (const piece of text.split(/(?<=[.!?:]\s+|\n)/)) if (piece) out.emit(piece);
}

/**
 * The fixed safety reply to a crisis (a follow-up, other words each turn, after crisis replies in a row):
 * written by the API at once when it takes the message, or by a worker when a second opinion raised it.
 */
export function safetyDraft(
  verdict: { level: Risk; category: SafetyCategory; language: SafetyLanguage },
  opts: {
    companionName: string;
    writtenIn: string | undefined;
    crisisRepliesBefore: number;
  },
): Draft {
  const decision = decideReply({
    verdict: { ...verdict, level: 'crisis' },
    stoppedBeforeStart: false,
    modelConfigured: false,
    crisisRepliesBefore: opts.crisisRepliesBefore,
  });
  if (decision.kind !== 'safety') throw new Error('a crisis always gets the safety reply');
  const content = safetyReply(decision.category, {
    companionName: opts.companionName,
    language: verdict.language,
    writtenIn: opts.writtenIn,
    followUp: decision.followUp,
  });
  const { level: risk, category, language } = verdict;
  return { content, source: 'crisis', risk, category, language, suggestions: [] };
}

/** Thrown for a model failure that the job should retry (BullMQ backoff). */
export class RetryableModelError extends Error {}

/**
 * Writes one reply as the decision says: the fixed safety reply, "stopped", the offline companion or
 * the model (streamed through the output check before anything is sent). A model failure is thrown so
 * the job is retried; on the last attempt the offline companion answers instead.
 */
export async function writeDraft(
  deps: DraftDeps,
  job: { data: ReplyJobData; lastAttempt: boolean },
  ctx: ReplyContext,
  signal: AbortSignal,
  out: DraftOutput,
  log: Logger,
): Promise<Draft> {
  const rules: Opinion = { level: job.data.risk, category: job.data.category };
  const opinion = judged(deps, job.data, ctx.history, log);
  // With a second opinion to wait for, the model starts at once on the rules' verdict and its text is
  // held back until the opinion is in (within its bound): a reply costs the longer of the two, not both.
  // An opinion that raises to a crisis stops the model; its text is never sent.
  if (deps.model && deps.secondOpinion && rules.level !== 'crisis' && !signal.aborted) {
    const held = new HeldOutput(out);
    const cancel = new AbortController();
    const reply = modelDraft(
      deps,
      job,
      ctx,
      rules,
      AbortSignal.any([signal, cancel.signal]),
      held,
      log,
      opinion,
    );
    reply.catch(() => undefined); // awaited below; never left unobserved while the opinion is awaited
    const verdict = await opinion;
    if (verdict.level !== 'crisis') {
      held.release();
      return reply;
    }
    cancel.abort();
    await reply.catch(() => undefined);
    return answer(deps, job, ctx, verdict, signal, out, log);
  }
  return answer(deps, job, ctx, await opinion, signal, out, log);
}

/** Deltas held back until `release` (then sent in order, and later ones at once), or never sent. */
class HeldOutput implements DraftOutput {
  private held: (() => void)[] | null = [];

  constructor(private readonly out: DraftOutput) {}

  emit(text: string): void {
    if (this.held) this.held.push(() => this.out.emit(text));
    else this.out.emit(text);
  }

  newRun(): void {
    if (this.held) this.held.push(() => this.out.newRun());
    else this.out.newRun();
  }

  release(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const send of held) send();
  }
}

/** The reply as the final verdict decides: the fixed safety reply, "stopped", offline or the model. */
function answer(
  deps: DraftDeps,
  job: { data: ReplyJobData; lastAttempt: boolean },
  ctx: ReplyContext,
  verdict: Opinion,
  signal: AbortSignal,
  out: DraftOutput,
  log: Logger,
): Promise<Draft> | Draft {
  const { config } = deps;
  const { data } = job;
  const { history } = ctx;
  const { level: risk, category } = verdict;
  const language = data.language;
  const crisisRepliesBefore = crisisRepliesInARow(history.filter((m) => !m.is_user).map((m) => m.source));
  const decision = decideReply({
    verdict,
    stoppedBeforeStart: signal.aborted,
    modelConfigured: deps.model !== null,
    crisisRepliesBefore,
  });
  if (decision.kind === 'safety') {
    const draft = safetyDraft(
      { level: risk, category, language },
      {
        companionName: config.COMPANION_NAME,
        writtenIn: data.writtenIn,
        crisisRepliesBefore,
      },
    );
    emitInPieces(draft.content, out);
    return draft;
  }
  if (decision.kind === 'stopped') {
    out.emit(STOPPED_BEFORE_START_REPLY);
    return {
      risk,
      category,
      language,
      suggestions: [],
      content: STOPPED_BEFORE_START_REPLY,
      source: 'stopped',
    };
  }
  if (decision.kind === 'offline' || !deps.model) return offlineDraft(deps, job.data, ctx, verdict, out);
  return modelDraft(deps, job, ctx, verdict, signal, out, log, Promise.resolve(verdict));
}

/** The offline companion's reply. */
function offlineDraft(
  deps: DraftDeps,
  data: ReplyJobData,
  ctx: ReplyContext,
  verdict: Opinion,
  out: DraftOutput,
): Draft {
  const { level: risk, category } = verdict;
  const reply = offlineReply({
    message: data.content,
    mode: data.mode,
    tone: data.tone,
    companionName: deps.config.COMPANION_NAME,
    risk,
    category,
    language: data.language,
    writtenIn: data.writtenIn,
    crisisFlagged: ctx.crisisFlagged,
    attachmentStyle: ctx.attachmentStyle,
    history: [...ctx.history]
      .reverse()
      .map((m) => ({ isUser: m.is_user, content: m.content, crisisReply: m.source === 'crisis' })),
  });
  emitInPieces(reply.content, out);
  return {
    risk,
    category,
    language: data.language,
    content: reply.content,
    suggestions: reply.suggestions,
    source: 'offline',
  };
}

/**
 * The model's reply, written on the verdict `asked` and streamed through the output check; what it is
 * stored as (its risk, the elevated note) follows the `final` verdict, which may come later.
 */
async function modelDraft(
  deps: DraftDeps,
  job: { data: ReplyJobData; lastAttempt: boolean },
  ctx: ReplyContext,
  asked: Opinion,
  signal: AbortSignal,
  out: DraftOutput,
  log: Logger,
  final: Promise<Opinion>,
): Promise<Draft> {
  const { config } = deps;
  const { data } = job;
  const { history } = ctx;
  const model = deps.model as ChatModel;
  const messages = buildPrompt({
    companionName: config.COMPANION_NAME,
    mode: data.mode,
    tone: data.tone,
    attachmentStyle: ctx.attachmentStyle,
    risk: asked.level,
    category: asked.category,
    crisisFlagged: ctx.crisisFlagged,
    history: history.map((m) => ({ isUser: m.is_user, content: m.content })),
    message: data.content,
    tokenBudget: config.PROMPT_TOKEN_BUDGET,
  });
  const guard = new GuardedStream((t) => out.emit(t));
  let result: Awaited<ReturnType<ChatModel['stream']>>;
  try {
    if (deps.limits) {
      // As providers count a call: its prompt (about 4 characters a token) and the longest reply.
      const tokens =
        Math.ceil(messages.reduce((n, m) => n + m.content.length, 0) / 4) + config.LLM_MAX_TOKENS;
      const waitMs = await deps.limits.take(tokens);
      if (waitMs > 0) throw new ModelBusyError(waitMs);
    }
    result = await model.stream(messages, {
      signal,
      onDelta: (d) => guard.push(guard.fullText ? d : d.trimStart()),
    });
  } catch (err) {
    // Limits are waited out in the queue; they use up no attempt.
    if (err instanceof ModelBusyError) throw err;
    if (!job.lastAttempt) {
      log.warn({ err: (err as Error).message }, 'model call failed; the job retries with backoff');
      throw err;
    }
    log.warn(
      { err: (err as Error).message },
      'model still failing after retries; the offline companion answers',
    );
    deps.metrics?.offlineFallbacks.inc();
    // Whatever part was streamed is replaced: a new run keeps the API from appending to it.
    if (guard.emittedText) out.newRun();
    return offlineDraft(deps, data, ctx, await final, out);
  }

  const { level: risk, category } = await final;
  const base = { risk, category, language: data.language, suggestions: [] as Suggestion[] };
  if (!guard.finish()) {
    log.warn('model output failed the safety check; replaced by the safe reply');
    out.newRun();
    emitInPieces(SAFE_OUTPUT_REPLY, out);
    return {
      ...base,
      content: SAFE_OUTPUT_REPLY,
      source: 'safety',
      risk: risk === 'none' ? 'elevated' : risk,
    };
  }
  if (result.stopped) {
    if (guard.fullText.trim()) return { ...base, content: guard.fullText, source: 'stopped' };
    out.emit(STOPPED_BEFORE_START_REPLY);
    return { ...base, content: STOPPED_BEFORE_START_REPLY, source: 'stopped' };
  }
  let content = guard.fullText;
  if (risk === 'elevated' && !mentionsHelp(content)) {
    const note = `\n\n${elevatedNote(category, data.language)}`;
    out.emit(note);
    content += note;
  }
  const recentUser = [...history]
    .reverse()
    .filter((m) => m.is_user)
    .map((m) => m.content);
  return {
    ...base,
    content,
    suggestions: suggestionsFor([...recentUser, data.content].slice(-4)),
    source: 'llm',
  };
}

/**
 * The rules' verdict (made when the message was accepted), raised by the second opinion when one is
 * configured. A raised verdict is recorded on the message, and a crisis flags the session, so the next
 * turns stay on the safety footing.
 */
async function judged(
  deps: DraftDeps,
  data: ReplyJobData,
  history: { is_user: boolean; content: string }[],
  log: Logger,
): Promise<Opinion> {
  const rules: Opinion = { level: data.risk, category: data.category };
  const second = deps.secondOpinion;
  if (!second || rules.level === 'crisis') return rules;
  const recentUser = history
    .filter((m) => m.is_user)
    .slice(0, 3)
    .map((m) => m.content)
    .reverse();
  const started = performance.now();
  const { verdict, outcome } = await withSecondOpinion(
    rules,
    [...recentUser, data.content],
    second.judge,
    second.boundMs,
  );
  deps.metrics?.secondOpinionSeconds.observe({ outcome }, (performance.now() - started) / 1000);
  if (outcome === 'timeout' || outcome === 'failed') {
    log.warn({ outcome }, 'second opinion unavailable; the rules stand');
  }
  if (outcome !== 'raised') return rules;
  log.info(
    { from: rules.level, to: verdict.level, category: verdict.category },
    'second opinion raised the risk',
  );
  await raiseUserRisk(deps.db, data.userMessageId, { risk: verdict.level, category: verdict.category });
  if (verdict.level === 'crisis') await flagCrisis(deps.db, data.sessionId, verdict.category);
  return verdict;
}

export const newRunId = () => randomUUID();
