import { readdir } from 'node:fs/promises';
import { startTestGateway, type TestGateway } from '@sage/gateway/testing';
import {
  createKafka,
  createProducer,
  type OutboxRelay,
  type ServiceApp,
  startOutboxRelay,
} from '@sage/shared';
import { browserClient, readTopics, silentLogger, testEnv, uniqueName } from '@sage/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { findMessage } from '../src/db/messages.ts';
import { enqueueMail } from '../src/jobs/mailQueue.ts';
import { recoverLostMail } from '../src/jobs/recovery.ts';
import { parseEml } from './support/eml.ts';
import { type MailRig, startMailRig, startSink, waitUntil } from './support/harness.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const valid = {
  name: 'Ana',
  email: 'ana@example.com',
  subject: 'A question',
  message: 'Hello!',
  website: '',
};
const portOf = (app: ServiceApp) => (app.server.address() as { port: number }).port;

describe('contact service through the gateway, with the mail worker and a real SMTP server', () => {
  let sink: Awaited<ReturnType<typeof startSink>>;
  let rig: MailRig;
  let app: ServiceApp;
  let gateway: TestGateway;
  let relay: OutboxRelay;
  const topicPrefix = `${uniqueName('t')}.`;

  const countRows = async () =>
    Number(
      (
        await rig.db
          .selectFrom('contact_messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    sink = await startSink();
    rig = await startMailRig({ smtpPort: sink.port });
    app = await buildApp({
      config: { KAFKA_TOPIC_PREFIX: topicPrefix },
      db: rig.db,
      logger: silentLogger,
      readiness: {},
      enqueueMail: (id) => enqueueMail(rig.queue, id, 'support', rig.policy),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    relay = startOutboxRelay({
      db: rig.db,
      producer: createProducer(createKafka('contact-test', testEnv.kafkaBrokers, silentLogger)),
      logger: silentLogger,
      lockName: rig.schema.schema,
    });
    gateway = await startTestGateway({ CONTACT_URL: `http://127.0.0.1:${portOf(app)}` });
  });

  afterAll(async () => {
    await gateway.close();
    await app.close();
    await relay.stop();
    await rig.close();
    await sink.stop();
  });

  it('stores the message, emits contact.received and mails support with the right headers, escaped', async () => {
    const browser = browserClient(gateway.url);
    const before = sink.received.length;
    const res = await browser.post('/api/contact', {
      name: '  Ana <b>Bold</b>  ',
      email: ' ana@example.com ',
      subject: 'Can I "export" <my> chats?',
      message: 'Hi team,\n<script>alert("x")</script>\nThanks & take care',
      website: '',
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ id: expect.stringMatching(UUID) });
    const id = res.body.id as string;

    const stored = await findMessage(rig.db, id);
    expect(stored).toMatchObject({
      name: 'Ana <b>Bold</b>',
      email: 'ana@example.com',
      subject: 'Can I "export" <my> chats?',
      message: 'Hi team,\n<script>alert("x")</script>\nThanks & take care',
    });
    expect(stored!.consented_at.getTime()).toBe(stored!.received_at.getTime());

    await sink.waitFor(before + 1);
    const delivered = await waitUntil(
      async () => {
        const row = await findMessage(rig.db, id);
        return row?.status === 'delivered' ? row : undefined;
      },
      10_000,
      'delivered status',
    );
    expect(delivered.attempts).toBe(1);
    expect(delivered.delivered_at).toBeInstanceOf(Date);

    const received = sink.received[before]!;
    expect(received.envelopeFrom).toBe('no-reply@sage.example');
    expect(received.envelopeTo).toEqual(['support@sage.example']);
    expect(received.file).toMatch(/\/\d{8}T\d{9}Z-[0-9a-f]{12}\.eml$/);
    expect(await readdir(sink.dir)).toContain(received.file.split('/').pop());

    const mail = parseEml(received.raw);
    expect(mail.headers.from).toBe('Sage <no-reply@sage.example>');
    expect(mail.headers.to).toBe('support@sage.example');
    expect(mail.headers['reply-to']).toBe('"Ana <b>Bold</b>" <ana@example.com>');
    expect(mail.headers.subject).toBe('[Sage] Can I "export" <my> chats?');
    expect(mail.headers['message-id']).toBe(`<contact-${id}@sage.example>`);
    expect(mail.text).toContain('Hi team,\n<script>alert("x")</script>\nThanks & take care');
    expect(mail.text).toContain('Email: ana@example.com');
    expect(mail.html).toContain(
      'Hi team,\n&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;\nThanks &amp; take care',
    );
    expect(mail.html).toContain('Ana &lt;b&gt;Bold&lt;/b&gt;');
    expect(mail.html).toContain('Can I &quot;export&quot; &lt;my&gt; chats?');
    expect(mail.html).not.toMatch(/<script|<b>|<my>/);

    await relay.flush();
    const reader = await readTopics(testEnv.kafkaBrokers, [`${topicPrefix}contact.events.v1`]);
    const events = await reader.waitFor((e) => e.some((x) => x.key === id));
    await reader.close();
    const mine = events.filter((e) => e.key === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: 'contact.received', payload: { id } });
    expect(JSON.stringify(mine[0])).not.toContain('ana@example.com');
  });

  it('answers a filled trap field like a success, but stores and sends nothing', async () => {
    const browser = browserClient(gateway.url);
    const rows = await countRows();
    const mails = sink.received.length;
    const outbox = await rig.db.selectFrom('outbox').select('id').execute();
    const res = await browser.post('/api/contact', { ...valid, website: 'https://cheap-pills.example' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ id: expect.stringMatching(UUID) });
    expect(await findMessage(rig.db, res.body.id)).toBeUndefined();
    await sleep(500);
    expect(await countRows()).toBe(rows);
    expect(await rig.db.selectFrom('outbox').select('id').execute()).toHaveLength(outbox.length);
    expect(sink.received).toHaveLength(mails);
    expect(await rig.queue.getJob(res.body.id)).toBeUndefined();
  });

  it('accepts a form without the trap field at all', async () => {
    const { website: _website, ...withoutTrap } = valid;
    const res = await browserClient(gateway.url).post('/api/contact', withoutTrap);
    expect(res.status).toBe(202);
  });

  it('answers 400 naming the field for every invalid input, storing nothing', async () => {
    const browser = browserClient(gateway.url);
    const rows = await countRows();
    const cases: [Record<string, unknown> | unknown[] | string, string][] = [];
    for (const field of ['name', 'email', 'subject', 'message']) {
      const { [field]: _omitted, ...missing } = valid as Record<string, unknown>;
      cases.push([missing, `${field} is required`]);
      cases.push([{ ...valid, [field]: '   ' }, `${field} is required`]);
      cases.push([{ ...valid, [field]: 42 }, `${field} must be a string`]);
      cases.push([{ ...valid, [field]: null }, `${field} must be a string`]);
    }
    cases.push([{ ...valid, name: 'n'.repeat(101) }, 'name must be at most 100 characters']);
    cases.push([
      { ...valid, email: `${'e'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(60)}.com` },
      'email must be at most 254 characters',
    ]);
    cases.push([{ ...valid, subject: 's'.repeat(201) }, 'subject must be at most 200 characters']);
    cases.push([{ ...valid, message: 'm'.repeat(5001) }, 'message must be at most 5000 characters']);
    for (const email of [
      'ana',
      'ana@example',
      'ana@exa mple.com',
      'a@b.com, c@d.com',
      'Ana <ana@example.com>',
    ])
      cases.push([{ ...valid, email }, 'email is not a valid email address']);
    cases.push([{ ...valid, website: 1 }, 'website must be a string']);
    cases.push([{ ...valid, phone: '555' }, 'phone is not allowed']);
    cases.push([[valid], 'body must be a JSON object']);
    cases.push([JSON.stringify('just text'), 'body must be a JSON object']);

    for (const [body, message] of cases) {
      const res = await browser.post('/api/contact', body);
      expect({ body, status: res.status, answer: res.body }).toEqual({
        body,
        status: 400,
        answer: { error: { code: 'invalid_input', message } },
      });
    }
    const broken = await browser.request('POST', '/api/contact', '{"name": "Ana",', {
      'content-type': 'application/json',
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('invalid_input');
    expect(await countRows()).toBe(rows);
  });

  it('accepts fields right at their limits', async () => {
    const res = await browserClient(gateway.url).post('/api/contact', {
      name: 'n'.repeat(100),
      email: `${'e'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(57)}.com`,
      subject: 's'.repeat(200),
      message: `${'m'.repeat(4999)}💛`,
      website: '',
    });
    expect(res.status).toBe(202);
  });

  it('answers 413 in JSON for a body over 16 KB, through the gateway and directly', async () => {
    const big = { ...valid, message: 'x'.repeat(17 * 1024) };
    const viaGateway = await browserClient(gateway.url).post('/api/contact', big);
    expect(viaGateway.status).toBe(413);
    expect(viaGateway.body).toEqual({ error: { code: 'payload_too_large', message: expect.any(String) } });
    const direct = await fetch(`http://127.0.0.1:${portOf(app)}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(big),
    });
    expect(direct.status).toBe(413);
    expect(((await direct.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
  });

  it('still answers 202 when the queue is unreachable; recovery sends the message later', async () => {
    const offline = await buildApp({
      config: { KAFKA_TOPIC_PREFIX: topicPrefix },
      db: rig.db,
      logger: silentLogger,
      readiness: {},
      enqueueMail: async () => {
        throw new Error('Stream is not writeable and enableOfflineQueue is false');
      },
    });
    await offline.listen({ port: 0, host: '127.0.0.1' });
    const gw = await startTestGateway({ CONTACT_URL: `http://127.0.0.1:${portOf(offline)}` });
    try {
      const before = sink.received.length;
      const res = await browserClient(gw.url).post('/api/contact', {
        ...valid,
        subject: 'Sent while Redis was down',
      });
      expect(res.status).toBe(202);
      const id = res.body.id as string;
      expect((await findMessage(rig.db, id))?.status).toBe('queued');
      expect(await rig.queue.getJob(id)).toBeUndefined();

      const result = await recoverLostMail({
        db: rig.db,
        queue: rig.queue,
        logger: silentLogger,
        policy: rig.policy,
        olderThanMs: 0,
      });
      expect(result.requeued).toBeGreaterThanOrEqual(1);
      await waitUntil(
        async () => (await findMessage(rig.db, id))?.status === 'delivered',
        10_000,
        'recovery',
      );
      await sleep(300);
      const subjects = sink.received.slice(before).map((m) => parseEml(m.raw).headers.subject);
      expect(subjects.filter((s) => s === '[Sage] Sent while Redis was down')).toHaveLength(1);
    } finally {
      await gw.close();
      await offline.close();
    }
  });

  it('answers 503 (not 500) when the database is unreachable', async () => {
    const { createDb } = await import('@sage/shared');
    const deadDb = createDb<any>({
      connectionString: 'postgres://postgres@127.0.0.1:1/none',
      schema: 'contact',
    });
    const broken = await buildApp({
      config: { KAFKA_TOPIC_PREFIX: topicPrefix },
      db: deadDb,
      logger: silentLogger,
      readiness: {},
      enqueueMail: async () => undefined,
    });
    try {
      const res = await broken.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: valid,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
    } finally {
      await broken.close();
      await deadDb.destroy();
    }
  });
});

describe('gateway rate limit for the contact form', () => {
  let app: ServiceApp;
  let gateway: TestGateway;

  beforeAll(async () => {
    app = await buildApp({
      config: { KAFKA_TOPIC_PREFIX: `${uniqueName('t')}.` },
      // The limit answers before the request reaches the service; trap-field posts never touch the database.
      db: undefined as never,
      logger: silentLogger,
      readiness: {},
      enqueueMail: async () => undefined,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    gateway = await startTestGateway({
      CONTACT_URL: `http://127.0.0.1:${portOf(app)}`,
      RATE_LIMIT_CONTACT_PER_HOUR: '2',
    });
  });

  afterAll(async () => {
    await gateway.close();
    await app.close();
  });

  it('allows the configured number of messages per address and hour, then answers 429 JSON with Retry-After', async () => {
    const trap = { ...valid, website: 'bot' };
    const first = browserClient(gateway.url);
    expect((await first.post('/api/contact', trap)).status).toBe(202);
    expect((await first.post('/api/contact', trap)).status).toBe(202);
    // A new browser from the same address shares the budget.
    const limited = await browserClient(gateway.url).post('/api/contact', trap);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toMatch(/^application\/json/);
    expect(limited.body).toEqual({
      error: { code: 'rate_limited', message: expect.stringMatching(/try again/) },
    });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Other routes keep working.
    expect((await first.get('/api/contact/nothing-here')).status).toBe(404);
  });
});
