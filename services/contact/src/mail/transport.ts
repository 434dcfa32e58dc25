import nodemailer from 'nodemailer';
import type { OutgoingMail } from '../domain/mail.ts';

/** What the mail worker needs from a transport; tests may hand in their own. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer, one connection per message (no pool to go stale while the server is away).
 * Every step has a timeout, so a hanging server counts as a failed attempt and the job is retried.
 */
export function createSmtpTransport(url: string, timeoutMs: number): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: false,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close() {
      transporter.close();
    },
  };
}

/** A short, single-line description of a delivery error for the row and the logs: the SMTP reply or network error. */
export function describeMailError(err: unknown): string {
  const e = err as { code?: string; responseCode?: number; response?: string; message?: string };
  const parts = [e.code, e.responseCode ? String(e.responseCode) : undefined, e.response ?? e.message];
  const text = parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
  return (text || 'unknown error').slice(0, 500);
}
