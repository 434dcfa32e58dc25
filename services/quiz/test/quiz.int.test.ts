import { startTestGateway, type TestGateway } from '@sage/gateway/testing';
import {
  createKafka,
  createProducer,
  createSessionId,
  type OutboxRelay,
  startOutboxRelay,
  VISITOR_COOKIE,
} from '@sage/shared';
import {
  browserClient,
  createTestSchema,
  readTopics,
  SESSION_SECRET_FOR_TESTS,
  silentLogger,
  type TestSchema,
  testEnv,
  uniqueName,
} from '@sage/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.ts';
import type { DB } from '../src/db/types.ts';
import { ATTACHMENT_QUESTIONS } from '../src/domain/questions.ts';

type Browser = ReturnType<typeof browserClient>;
type AttachmentType = 'secure' | 'anxious' | 'avoidant' | 'disorganized';

/** The option of each question whose own style is `type`. */
function answersLeaning(type: AttachmentType) {
  return ATTACHMENT_QUESTIONS.map((q) => {
    const option = q.options.find((o) => Object.values(o.weights).every((w) => w <= o.weights[type]))!;
    return { questionId: q.id, answerId: option.id };
  });
}

describe('quiz service through the gateway', () => {
  let t: TestSchema<DB>;
  let gateway: TestGateway;
  let relay: OutboxRelay;
  let close: () => Promise<void>;
  let serviceUrl: string;
  const topicPrefix = `${uniqueName('t')}.`;
  const topic = `${topicPrefix}quiz.results.v1`;

  /** A session id this browser owns, minted the way the session service does (the quiz cannot ask it). */
  async function sessionFor(browser: Browser): Promise<string> {
    if (!browser.cookie) await browser.get('/api/quiz/attachment');
    const visitor = new RegExp(`${VISITOR_COOKIE}=([^;]+)`).exec(browser.cookie)![1]!;
    return createSessionId(visitor, SESSION_SECRET_FOR_TESTS);
  }

  async function resultRows(sessionId: string) {
    return t.db.selectFrom('quiz_results').selectAll().where('session_id', '=', sessionId).execute();
  }

  async function outboxRows(sessionId: string) {
    return t.db.selectFrom('outbox').selectAll().where('key', '=', sessionId).execute();
  }

  beforeAll(async () => {
    t = await createTestSchema<DB>('quiz', MIGRATIONS_FOLDER);
    const app = await buildApp({
      config: { SESSION_SECRET: SESSION_SECRET_FOR_TESTS, KAFKA_TOPIC_PREFIX: topicPrefix },
      db: t.db,
      logger: silentLogger,
      readiness: {},
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const kafka = createKafka('quiz-test', testEnv.kafkaBrokers, silentLogger);
    relay = startOutboxRelay({
      db: t.db,
      producer: createProducer(kafka),
      logger: silentLogger,
      lockName: t.schema,
    });
    serviceUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    gateway = await startTestGateway({ QUIZ_URL: serviceUrl });
    close = () => app.close();
  });

  afterAll(async () => {
    await gateway.close();
    await close();
    await relay.stop();
    await t.drop();
  });

  it('serves the 10 questions with numeric ids and never the scoring weights', async () => {
    const browser = browserClient(gateway.url);
    const res = await browser.get('/api/quiz/attachment');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('weights');
    expect(res.text).not.toMatch(/secure|anxious|avoidant|disorganized/);
    const questions = res.body as { id: number; text: string; options: { id: number; text: string }[] }[];
    expect(questions.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const [i, q] of questions.entries()) {
      expect(Object.keys(q).sort()).toEqual(['id', 'options', 'text']);
      expect(q.text).toBe(ATTACHMENT_QUESTIONS[i]!.text);
      expect(q.options).toHaveLength(4);
      for (const o of q.options) {
        expect(Object.keys(o).sort()).toEqual(['id', 'text']);
        expect(typeof o.id).toBe('number');
      }
    }
  });

  it('scores, stores and reads back the latest result, one quiz.completed per submission', async () => {
    const browser = browserClient(gateway.url);
    const sessionId = await sessionFor(browser);

    const before = await browser.get(`/api/quiz/${sessionId}`);
    expect(before.status).toBe(404);
    expect(before.body).toEqual({ error: { code: 'not_found', message: 'Results not found' } });

    const first = await browser.post('/api/quiz/submit', {
      sessionId,
      quizType: 'attachment',
      answers: answersLeaning('anxious'),
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      results: { primaryType: 'anxious', scores: { secure: 10, anxious: 30, avoidant: 0, disorganized: 10 } },
    });

    // Changed minds: an answer given again replaces the earlier one; answers may come in any order.
    const avoidant = answersLeaning('avoidant');
    const second = await browser.post('/api/quiz/submit', {
      sessionId,
      quizType: 'attachment',
      answers: [...answersLeaning('secure'), ...avoidant.slice(0, 6)].reverse(),
    });
    expect(second.status).toBe(201);
    // The reversed list keeps the first answers (secure) last, so secure replaces avoidant everywhere.
    expect(second.body.results).toEqual({
      primaryType: 'secure',
      scores: { secure: 30, anxious: 10, avoidant: 10, disorganized: 0 },
    });
    const third = await browser.post('/api/quiz/submit', {
      sessionId,
      quizType: 'attachment',
      answers: [...answersLeaning('secure'), ...avoidant.slice(0, 6)],
    });
    expect(third.body.results).toEqual({
      primaryType: 'avoidant',
      scores: { secure: 18, anxious: 4, avoidant: 22, disorganized: 6 },
    });

    const latest = await browser.get(`/api/quiz/${sessionId}`);
    expect(latest.status).toBe(200);
    expect(latest.body).toEqual({
      sessionId,
      quizType: 'attachment',
      results: third.body.results,
      completedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const rows = await resultRows(sessionId);
    expect(rows).toHaveLength(3);
    const stored = rows.find((r) => r.primary_type === 'avoidant')!;
    expect(stored.quiz_type).toBe('attachment');
    expect(stored.answers.map((a) => a.questionId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(stored.answers.slice(0, 6)).toEqual(avoidant.slice(0, 6));
    expect(stored.scores).toEqual(third.body.results.scores);
    expect(stored.completed_at.toISOString()).toBe(latest.body.completedAt);

    await relay.flush();
    const reader = await readTopics(testEnv.kafkaBrokers, [topic]);
    const events = await reader.waitFor((e) => e.filter((x) => x.key === sessionId).length >= 3);
    await new Promise((r) => setTimeout(r, 300));
    await reader.close();
    const mine = events.filter((e) => e.key === sessionId);
    expect(mine.map((e) => e.type)).toEqual(['quiz.completed', 'quiz.completed', 'quiz.completed']);
    expect(new Set(mine.map((e) => e.id)).size).toBe(3);
    expect(mine.map((e) => e.payload)).toEqual([
      { sessionId, quizType: 'attachment', ...first.body.results },
      { sessionId, quizType: 'attachment', ...second.body.results },
      { sessionId, quizType: 'attachment', ...third.body.results },
    ]);
    expect(mine[2]!.at).toBe(latest.body.completedAt);
  });

  it('keeps results apart per session', async () => {
    const browser = browserClient(gateway.url);
    const a = await sessionFor(browser);
    const b = await sessionFor(browser);
    await browser.post('/api/quiz/submit', {
      sessionId: a,
      quizType: 'attachment',
      answers: answersLeaning('disorganized'),
    });
    expect((await browser.get(`/api/quiz/${a}`)).body.results.primaryType).toBe('disorganized');
    expect((await browser.get(`/api/quiz/${b}`)).status).toBe(404);
  });

  it('answers 404 for foreign and forged session ids, storing nothing', async () => {
    const owner = browserClient(gateway.url);
    const stranger = browserClient(gateway.url);
    const sessionId = await sessionFor(owner);
    await sessionFor(stranger);
    const body = { sessionId, quizType: 'attachment', answers: answersLeaning('secure') };
    expect((await owner.post('/api/quiz/submit', body)).status).toBe(201);

    const foreignRead = await stranger.get(`/api/quiz/${sessionId}`);
    const forgedRead = await owner.get(`/api/quiz/${sessionId.slice(0, -2)}xx`);
    const unknownRead = await owner.get('/api/quiz/not-a-session');
    for (const r of [foreignRead, forgedRead, unknownRead]) {
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ error: { code: 'not_found', message: 'Results not found' } });
    }

    const foreignSubmit = await stranger.post('/api/quiz/submit', body);
    const forgedSubmit = await owner.post('/api/quiz/submit', {
      ...body,
      sessionId: `${sessionId.slice(0, -2)}xx`,
    });
    for (const r of [foreignSubmit, forgedSubmit]) {
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ error: { code: 'not_found', message: 'Session not found' } });
    }
    expect(await resultRows(sessionId)).toHaveLength(1);
    expect(await outboxRows(sessionId)).toHaveLength(1);
  });

  it('rejects invalid submissions with 400 naming the problem, storing and emitting nothing', async () => {
    const browser = browserClient(gateway.url);
    const sessionId = await sessionFor(browser);
    const valid = answersLeaning('secure');
    const submit = (body: unknown) => browser.post('/api/quiz/submit', body);
    const base = { sessionId, quizType: 'attachment', answers: valid };

    const cases: [string, unknown, string | RegExp][] = [
      ['unknown quizType', { ...base, quizType: 'big-five' }, 'body.quizType must be one of: attachment'],
      ['quizType of another case', { ...base, quizType: 'Attachment' }, 'body.quizType'],
      ['quizType inherited name', { ...base, quizType: 'toString' }, 'body.quizType'],
      ['missing quizType', { sessionId, answers: valid }, 'body.quizType is required'],
      [
        'unknown question',
        { ...base, answers: [...valid, { questionId: 11, answerId: 12 }] },
        'body.answers.10.questionId 11 is not a question of this quiz',
      ],
      [
        'option of another question',
        { ...base, answers: [{ questionId: 1, answerId: 21 }, ...valid.slice(1)] },
        'body.answers.0.answerId 21 is not an option of question 1',
      ],
      [
        'missing answers',
        { ...base, answers: valid.slice(0, 7) },
        'body.answers must cover all 10 questions; missing: 8, 9, 10',
      ],
      ['empty answers', { ...base, answers: [] }, 'body.answers must NOT have fewer than 1 items'],
      ['no answers field', { sessionId, quizType: 'attachment' }, 'body.answers is required'],
      ['answers not a list', { ...base, answers: { 1: 11 } }, 'answers'],
      [
        'answer id as a string',
        { ...base, answers: [{ questionId: 1, answerId: '11' }, ...valid.slice(1)] },
        'answers.0.answerId',
      ],
      [
        'question id as a fraction',
        { ...base, answers: [{ questionId: 1.5, answerId: 11 }, ...valid.slice(1)] },
        'answers.0.questionId',
      ],
      ['session id as a number', { ...base, sessionId: 42 }, 'sessionId'],
      ['missing session id', { quizType: 'attachment', answers: valid }, 'body.sessionId is required'],
      ['unknown field', { ...base, admin: true }, 'body.admin is not allowed'],
      [
        'unknown field inside an answer',
        { ...base, answers: [{ questionId: 1, answerId: 11, weight: 9 }, ...valid.slice(1)] },
        'body.answers.0.weight is not allowed',
      ],
      ['too many answers', { ...base, answers: Array(101).fill(valid[0]) }, 'answers'],
      ['body not an object', [base], 'body'],
    ];
    for (const [name, body, message] of cases) {
      const res = await submit(body);
      expect(res.status, name).toBe(400);
      expect(res.body.error.code, name).toBe('invalid_input');
      expect(res.body.error.message, name).toMatch(message);
      expect(res.text, name).not.toMatch(/at .*\.ts|stack/i);
      if (process.env.SHOW_MESSAGES) console.log(name, '->', res.body.error.message);
    }

    const notJson = await submit('{"sessionId": ');
    expect(notJson.status).toBe(400);
    expect(notJson.body.error).toEqual({ code: 'invalid_input', message: 'Body is not valid JSON' });

    expect(await resultRows(sessionId)).toHaveLength(0);
    expect(await outboxRows(sessionId)).toHaveLength(0);
  });

  it('describes its routes in OpenAPI, without the weights', async () => {
    const doc = (await fetch(`${serviceUrl}/docs/json`).then((r) => r.json())) as { paths: object };
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/quiz/attachment',
      '/api/quiz/submit',
      '/api/quiz/{sessionId}',
    ]);
    expect(JSON.stringify(doc)).not.toContain('weights');
  });
});
