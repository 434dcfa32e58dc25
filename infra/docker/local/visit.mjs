// The compose stack checked through nginx, as a visitor's browser uses it (run by run.sh check):
//   node infra/docker/local/visit.mjs http://127.0.0.1:<nginx port> http://127.0.0.1:<mail UI port>
// The landing page and one of its scripts, /api/health 200, a session, a chat reply (no model is
// configured, so the offline companion writes it), the quiz answered and its result read back, and a
// contact message, which must reach the SMTP catcher (Mailpit's /api/v1/messages). One line per step;
// exits 1 at the first that fails.
const [base, mailBase] = process.argv.slice(2);
if (!base || !mailBase) {
  console.error('usage: visit.mjs <site url> <mail UI url>');
  process.exit(2);
}
const origin = new URL(base).origin;
const cookies = new Map();

async function call(method, path, body, { timeoutMs = 60_000, accept = 'application/json' } = {}) {
  const headers = { accept };
  if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    // What a browser sends with a POST from the page; the gateway refuses other origins.
    headers.origin = origin;
  }
  const started = Date.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const at = pair.indexOf('=');
    cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json, ms: Date.now() - started };
}

let failed = false;
async function step(name, fn) {
  if (failed) return;
  try {
    const detail = await fn();
    console.log(`ok   ${name}${detail ? ` (${detail})` : ''}`);
  } catch (error) {
    failed = true;
    console.log(`FAIL ${name}: ${error instanceof Error ? error.message : error}`);
  }
}
const expect = (cond, message) => {
  if (!cond) throw new Error(message);
};
const brief = (r) => `${r.status} ${r.text.slice(0, 300)}`;

let sessionId;

await step('landing page: GET / is the app, its script loads', async () => {
  const page = await call('GET', '/', undefined, { accept: 'text/html' });
  expect(page.status === 200, `GET / ${page.status}`);
  expect(/text\/html/.test(page.headers.get('content-type') ?? ''), 'GET / is not HTML');
  expect(page.headers.get('content-security-policy'), 'no Content-Security-Policy header');
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(page.text)?.[1];
  expect(script, 'the page names no script');
  const js = await call('GET', script.startsWith('/') ? script : `/${script}`, undefined, { accept: '*/*' });
  expect(js.status === 200 && js.text.length > 1000, `GET ${script} ${js.status}`);
  return `${script}, ${js.text.length} bytes`;
});

await step('GET /api/health: 200 ok', async () => {
  const r = await call('GET', '/api/health');
  expect(r.status === 200, brief(r));
  expect(r.json?.status === 'ok', `status ${r.json?.status}: ${r.text.slice(0, 300)}`);
  const workers = Object.keys(r.json?.instances?.['chat-worker'] ?? {});
  return `chat-worker instances: ${workers.length}`;
});

await step('a session: POST /api/session', async () => {
  const r = await call('POST', '/api/session', { saveHistory: true });
  expect(r.status === 201, brief(r));
  sessionId = r.json?.sessionId;
  expect(typeof sessionId === 'string', 'no sessionId');
  expect(cookies.size > 0, 'no visitor cookie was set');
  return `${sessionId.slice(0, 8)}...`;
});

await step('a chat reply: POST /api/chat (the offline companion)', async () => {
  const r = await call('POST', '/api/chat', {
    message: 'I have had a long week and I feel a bit tired.',
    sessionId,
    mode: 'supportive',
    tone: 'casual',
  });
  expect(r.status === 200, brief(r));
  expect(r.json?.isUser === false && r.json?.content?.length > 0, `no reply: ${r.text.slice(0, 300)}`);
  const history = await call('GET', `/api/chat/${sessionId}`);
  expect(history.status === 200 && history.json?.length === 2, `history: ${brief(history)}`);
  return `${r.ms} ms, "${r.json.content.slice(0, 60)}..."`;
});

await step('the quiz: questions, answers, result read back', async () => {
  const q = await call('GET', '/api/quiz/attachment');
  expect(q.status === 200, brief(q));
  const questions = Array.isArray(q.json) ? q.json : q.json?.questions;
  expect(Array.isArray(questions) && questions.length > 0, `no questions: ${q.text.slice(0, 200)}`);
  const answers = questions.map((question) => ({
    questionId: question.id,
    answerId: question.options[0].id,
  }));
  const submitted = await call('POST', '/api/quiz/submit', { sessionId, quizType: 'attachment', answers });
  expect(submitted.status === 201 && submitted.json?.results?.primaryType, brief(submitted));
  const read = await call('GET', `/api/quiz/${sessionId}`);
  expect(read.status === 200, `GET /api/quiz/:id ${brief(read)}`);
  return `${questions.length} questions, ${submitted.json.results.primaryType}`;
});

await step('a contact message, mailed to the SMTP catcher', async () => {
  const subject = `Compose check ${Date.now()}`;
  const r = await call('POST', '/api/contact', {
    name: 'Compose Check',
    email: 'compose-check@example.com',
    subject,
    message: 'Sent by the local compose check to see the mail go out.',
    website: '',
  });
  expect(r.status === 202, brief(r));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mail = await fetch(`${mailBase}/api/v1/messages`, { signal: AbortSignal.timeout(5000) })
      .then((res) => res.json())
      .catch(() => undefined);
    const found = mail?.messages?.find((m) => String(m.Subject).includes(subject));
    if (found) return `to ${found.To.map((t) => t.Address).join(', ')}`;
    expect(Date.now() < deadline, `no mail with subject "${subject}" within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

await step('GET /api/health: still 200 ok after the visit', async () => {
  const r = await call('GET', '/api/health');
  expect(r.status === 200 && r.json?.status === 'ok', brief(r));
});

process.exit(failed ? 1 : 0);
