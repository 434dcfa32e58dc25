import { describe, expect, it } from 'vitest';
import { loadContactConfig } from '../src/config.ts';
import { ackMail, escapeHtml, messageIdFor, senderDomain, supportMail } from '../src/domain/mail.ts';
import { mailJobId, mailJobOptions } from '../src/jobs/mailQueue.ts';
import { describeMailError } from '../src/mail/transport.ts';

const settings = {
  from: 'Sage <no-reply@sage.example>',
  supportEmail: 'support@sage.example',
  siteName: 'Sage',
};
const msg = {
  id: '0b6f1a52-3c1e-4a39-9d59-1f7e0d2f9a10',
  name: 'Ana <b>& co</b>',
  email: 'ana@example.com',
  subject: 'Question about "privacy" <script>',
  message: "Hi,\n<img src=x onerror='alert(1)'>\nThanks & bye",
  received_at: new Date('2026-01-02T03:04:05.000Z'),
};

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a> ünï`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt; ünï',
    );
  });
});

describe('supportMail', () => {
  const mail = supportMail(msg, settings);

  it('goes to the support inbox from the configured sender, replying to the visitor', () => {
    expect(mail.from).toBe(settings.from);
    expect(mail.to).toBe('support@sage.example');
    expect(mail.replyTo).toEqual({ name: msg.name, address: 'ana@example.com' });
    expect(mail.subject).toBe('[Sage] Question about "privacy" <script>');
  });

  it('derives a stable Message-ID from the contact id', () => {
    expect(mail.messageId).toBe(`<contact-${msg.id}@sage.example>`);
    expect(supportMail(msg, settings).messageId).toBe(mail.messageId);
    expect(mail.headers).toEqual({ 'X-Sage-Contact-Id': msg.id });
  });

  it('carries every field in the plain-text part', () => {
    for (const part of [msg.name, msg.email, msg.subject, msg.message, msg.id, '2026-01-02T03:04:05.000Z'])
      expect(mail.text).toContain(part);
  });

  it('escapes every visitor value in the HTML part', () => {
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;img src=x onerror=&#39;alert(1)&#39;&gt;');
    expect(mail.html).toContain('Ana &lt;b&gt;&amp; co&lt;/b&gt;');
    expect(mail.html).toContain('Question about &quot;privacy&quot; &lt;script&gt;');
  });

  it('uses the configured site name', () => {
    const other = supportMail(msg, { ...settings, siteName: 'Willow & Co' });
    expect(other.subject).toBe('[Willow & Co] Question about "privacy" <script>');
    expect(other.html).toContain('Willow &amp; Co contact form');
  });
});

describe('ackMail', () => {
  const mail = ackMail(msg, settings);

  it('goes to the visitor with its own Message-ID and repeats nothing they typed', () => {
    expect(mail.to).toEqual({ name: '', address: 'ana@example.com' });
    expect(mail.replyTo).toEqual({ name: 'Sage support', address: 'support@sage.example' });
    expect(mail.messageId).toBe(`<contact-${msg.id}-ack@sage.example>`);
    for (const typed of ['Ana', 'privacy', 'onerror', 'Thanks'])
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain(typed);
  });

  it('names the crisis resources', () => {
    expect(mail.text).toContain('988');
    expect(mail.text).toContain('text HOME to 741741');
    expect(mail.text).toContain('911');
  });
});

describe('senderDomain and messageIdFor', () => {
  it('reads the domain from a display-name address or a bare one', () => {
    expect(senderDomain('Sage <no-reply@Mail.Sage.Example>')).toBe('mail.sage.example');
    expect(senderDomain('bot@sage.example')).toBe('sage.example');
    expect(senderDomain('not an address')).toBe('localhost');
    expect(messageIdFor('abc', 'x@sage.example', 'ack')).toBe('<contact-abc-ack@sage.example>');
  });
});

describe('mail jobs', () => {
  it('use the contact id as job id and retry with exponential backoff', () => {
    expect(mailJobId('id-1', 'support')).toBe('id-1');
    expect(mailJobId('id-1', 'ack')).toBe('id-1-ack');
    expect(mailJobOptions('id-1', 'support', { attempts: 8, backoffMs: 10_000 })).toMatchObject({
      jobId: 'id-1',
      attempts: 8,
      backoff: { type: 'exponential', delay: 10_000 },
      removeOnComplete: { age: 3600 },
    });
  });

  it('describe SMTP errors on one short line', () => {
    const err = Object.assign(new Error('Mail command failed: 451 4.3.0\r\n try later'), {
      code: 'EENVELOPE',
      responseCode: 451,
      response: '451 4.3.0 Temporary failure,\r\n try later',
    });
    expect(describeMailError(err)).toBe('EENVELOPE 451 451 4.3.0 Temporary failure, try later');
    expect(describeMailError(new Error('x'.repeat(2000))).length).toBe(500);
  });
});

describe('config', () => {
  it('has working defaults for the local stack', () => {
    const c = loadContactConfig({});
    expect(c).toMatchObject({
      PORT: 8094,
      DB_SCHEMA: 'contact',
      SMTP_URL: 'smtp://127.0.0.1:1025',
      CONTACT_FROM: 'Sage <no-reply@sage.example>',
      SUPPORT_EMAIL: 'support@sage.example',
      SITE_NAME: 'Sage',
      CONTACT_SEND_ACK: false,
      CONTACT_MAIL_ATTEMPTS: 8,
    });
  });

  it('names a bad variable', () => {
    expect(() => loadContactConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadContactConfig({ CONTACT_MAIL_ATTEMPTS: '0' })).toThrow(/CONTACT_MAIL_ATTEMPTS/);
    expect(loadContactConfig({ CONTACT_SEND_ACK: 'true' }).CONTACT_SEND_ACK).toBe(true);
  });
});
