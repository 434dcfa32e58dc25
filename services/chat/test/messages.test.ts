import { AppError } from '@sage/shared';
import { describe, expect, it } from 'vitest';
import { llmSettings, loadChatConfig } from '../src/config.ts';
import {
  cleanMessage,
  conversationMarkdown,
  exportFileName,
  formatTimestamp,
} from '../src/domain/messages.ts';

const SECRET = 'x'.repeat(40);

describe('cleanMessage', () => {
  it('trims, and refuses empty or too long messages with a 400 naming the field', () => {
    expect(cleanMessage('  hello \n')).toBe('hello');
    for (const bad of ['', '   \n\t ', 'a'.repeat(4001)]) {
      try {
        cleanMessage(bad);
        expect.unreachable();
      } catch (err) {
        expect(err).toBeInstanceOf(AppError);
        expect((err as AppError).statusCode).toBe(400);
        expect((err as AppError).message).toMatch(/^body\.message /);
      }
    }
    expect(cleanMessage(`  ${'a'.repeat(4000)}  `)).toHaveLength(4000);
    expect(cleanMessage('😀'.repeat(4000))).toHaveLength(8000); // characters, not UTF-16 units
  });
});

describe('conversation export', () => {
  it('writes Markdown with times, speakers and kept line breaks', () => {
    const md = conversationMarkdown(
      [
        { isUser: true, content: 'first line\nsecond line', createdAt: new Date('2026-03-04T05:06:07Z') },
        { isUser: false, content: 'I hear you.', createdAt: new Date('2026-03-04T05:06:09Z') },
      ],
      { companionName: 'Sage', exportedAt: new Date('2026-03-05T00:00:00Z') },
    );
    expect(md).toMatch(/^# Conversation with Sage\n/);
    expect(md).toContain('**You** · 2026-03-04 05:06 UTC\n\nfirst line  \nsecond line');
    expect(md).toContain('**Sage** · 2026-03-04 05:06 UTC\n\nI hear you.');
    expect(md.indexOf('**You**')).toBeLessThan(md.indexOf('**Sage** ·'));
    expect(md).toMatch(/988/);
  });

  it('says so when there is nothing yet, and names the file after the companion', () => {
    expect(conversationMarkdown([], { companionName: 'Sage', exportedAt: new Date() })).toContain(
      '_No messages yet._',
    );
    expect(exportFileName('Sage Bot', new Date('2026-01-02T10:00:00Z'))).toBe(
      'sage-bot-conversation-2026-01-02.md',
    );
    expect(formatTimestamp(new Date('2026-12-31T23:59:00Z'))).toBe('2026-12-31 23:59 UTC');
  });
});

describe('config', () => {
  it('has the documented defaults', () => {
    const c = loadChatConfig({ SESSION_SECRET: SECRET });
    expect(c).toMatchObject({
      PORT: 8092,
      DB_SCHEMA: 'chat',
      COMPANION_NAME: 'Sage',
      LLM_MODEL: 'gpt-4o-mini',
      LLM_TIMEOUT_MS: 30_000,
      LLM_MAX_ATTEMPTS: 3,
      CHAT_REPLY_WAIT_MS: 45_000,
      CHAT_WORKER_CONCURRENCY: 1_000,
      CHAT_QUEUE_MAX_WAIT_MS: 15_000,
      CHAT_QUEUE_MAX_WAITING: 5_000,
      PROMPT_TOKEN_BUDGET: 3_000,
    });
  });

  it('uses the offline companion unless an endpoint or key is set', () => {
    expect(llmSettings(loadChatConfig({ SESSION_SECRET: SECRET }))).toEqual({ mode: 'offline' });
    expect(
      llmSettings(loadChatConfig({ SESSION_SECRET: SECRET, OPENAI_BASE_URL: 'http://localhost:9/v1' })),
    ).toMatchObject({ mode: 'openai', baseURL: 'http://localhost:9/v1', apiKey: 'not-needed' });
    expect(llmSettings(loadChatConfig({ SESSION_SECRET: SECRET, OPENAI_API_KEY: 'k' }))).toMatchObject({
      mode: 'openai',
      apiKey: 'k',
      model: 'gpt-4o-mini',
    });
  });

  it('names a bad variable', () => {
    expect(() => loadChatConfig({ SESSION_SECRET: SECRET, LLM_MAX_ATTEMPTS: 'many' })).toThrow(
      /LLM_MAX_ATTEMPTS/,
    );
    expect(() => loadChatConfig({ SESSION_SECRET: SECRET, OPENAI_BASE_URL: 'ftp://x' })).toThrow(
      /OPENAI_BASE_URL/,
    );
  });
});
