/** The mails this service writes, as plain data: the worker hands them to nodemailer unchanged. */

export interface MailSettings {
  /** `Name <address>` of the sender. */
  from: string;
  supportEmail: string;
  siteName: string;
}

export interface MailAddress {
  name: string;
  address: string;
}

export interface OutgoingMail {
  from: string;
  to: string | MailAddress;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

export interface StoredMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  received_at: Date;
}

export type MailKind = 'support' | 'ack';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** The domain of the sender address, used to make Message-IDs that are ours. */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.slice(address.lastIndexOf('@') + 1).trim();
  return /^[a-z0-9.-]+$/i.test(domain) && domain.includes('.') ? domain.toLowerCase() : 'localhost';
}

/**
 * A Message-ID derived from the contact id: a mail sent again after a crash carries the same id, so the
 * support inbox can tell it is a repeat (and many mail systems drop the duplicate on their own).
 */
export function messageIdFor(contactId: string, from: string, kind: MailKind = 'support'): string {
  return `<contact-${contactId}${kind === 'ack' ? '-ack' : ''}@${senderDomain(from)}>`;
}

/** Header naming the contact message a mail belongs to (ids only, never content). */
export const CONTACT_ID_HEADER = 'X-Sage-Contact-Id';

/** The mail to the support inbox: everything the visitor wrote, escaped in the HTML part. */
export function supportMail(msg: StoredMessage, settings: MailSettings): OutgoingMail {
  const received = msg.received_at.toISOString();
  const text = [
    `New message from the ${settings.siteName} contact form.`,
    '',
    `Name: ${msg.name}`,
    `Email: ${msg.email}`,
    `Subject: ${msg.subject}`,
    `Received: ${received}`,
    `Reference: ${msg.id}`,
    '',
    msg.message,
    '',
    '--',
    `Reply to this mail to answer ${msg.name} directly.`,
    '',
  ].join('\n');

  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:2px 12px 2px 0;vertical-align:top">${label}</th><td>${escapeHtml(value)}</td></tr>`;
  const html = [
    '<!doctype html>',
    '<html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2933">',
    `<p>New message from the ${escapeHtml(settings.siteName)} contact form.</p>`,
    '<table cellspacing="0" cellpadding="0">',
    row('Name', msg.name),
    row('Email', msg.email),
    row('Subject', msg.subject),
    row('Received', received),
    row('Reference', msg.id),
    '</table>',
    `<div style="margin-top:16px;padding:12px;border-left:3px solid #14b8a6;white-space:pre-wrap">${escapeHtml(msg.message)}</div>`,
    `<p style="color:#52606d">Reply to this mail to answer ${escapeHtml(msg.name)} directly.</p>`,
    '</body></html>',
  ].join('\n');

  return {
    from: settings.from,
    to: settings.supportEmail,
    replyTo: { name: msg.name, address: msg.email },
    subject: `[${settings.siteName}] ${msg.subject}`,
    text,
    html,
    messageId: messageIdFor(msg.id, settings.from),
    headers: { [CONTACT_ID_HEADER]: msg.id },
  };
}

/**
 * The optional acknowledgement to the visitor. It repeats nothing the visitor typed (not even the name):
 * the address is unverified, so the form must not become a way to mail chosen text to strangers.
 */
export function ackMail(msg: StoredMessage, settings: MailSettings): OutgoingMail {
  const site = settings.siteName;
  const paragraphs = [
    'Hello,',
    `Thank you for writing to ${site}. Your message reached us, and someone on our team will read it. We usually reply within 24 to 48 hours.`,
    "If you are going through something hard right now, please don't wait for our reply. Call or text 988 (Suicide & Crisis Lifeline, 24/7), text HOME to 741741 (Crisis Text Line, 24/7), or call 911 in the US or your local emergency number.",
    "There is no need to answer this email. If you didn't write to us, you can safely ignore it.",
    `Warmly,\nThe ${site} team`,
  ];
  return {
    from: settings.from,
    to: { name: '', address: msg.email },
    replyTo: { name: `${site} support`, address: settings.supportEmail },
    subject: `[${site}] We received your message`,
    text: `${paragraphs.join('\n\n')}\n`,
    html: [
      '<!doctype html>',
      '<html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2933">',
      ...paragraphs.map((p) => `<p>${escapeHtml(p).replace('\n', '<br>')}</p>`),
      '</body></html>',
    ].join('\n'),
    messageId: messageIdFor(msg.id, settings.from, 'ack'),
    headers: { [CONTACT_ID_HEADER]: msg.id },
  };
}
