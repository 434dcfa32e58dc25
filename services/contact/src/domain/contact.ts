/** Longest accepted value per field, counted in characters after trimming. */
export const LIMITS = { name: 100, email: 254, subject: 200, message: 5_000 } as const;

export type ContactField = keyof typeof LIMITS;

/** The fields in the order they appear on the form, which is also the order errors are reported in. */
export const FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The hidden trap field: people never see it, so only bots fill it in. */
  website?: string;
}

export type ContactForm = Record<ContactField, string>;

export type ContactValidation =
  | { ok: true; form: ContactForm }
  | { ok: false; field: ContactField; message: string };

// Control characters other than tab and line feed never belong in a form field.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** Single-line fields: any run of whitespace (including pasted line breaks) becomes one space. */
function singleLine(value: string): string {
  return value.replace(/\s+/g, ' ').replace(CONTROL, '').trim();
}

/** The message keeps its line breaks (as `\n`) and tabs; other control characters are dropped. */
function multiLine(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
}

const length = (value: string) => [...value].length;

const LOCAL_PART = /^[^\s@<>()[\]\\,;:"]+$/u;
const DOMAIN =
  /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

/**
 * A plausible address: one `@`, a local part without spaces, brackets, quotes or separators (which could
 * smuggle a second recipient into a header) and without leading, trailing or doubled dots, and a domain
 * of valid labels ending in a real-looking top-level domain. Whether the mailbox exists is not checked.
 */
export function isPlausibleEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0 || at !== value.indexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (length(local) > 64 || length(domain) > 253) return false;
  if (!LOCAL_PART.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..'))
    return false;
  return DOMAIN.test(domain);
}

/** Trims and cleans every field, then checks that each is present and within its limit. */
export function validateContact(input: ContactInput): ContactValidation {
  const form: ContactForm = {
    name: singleLine(input.name),
    email: singleLine(input.email),
    subject: singleLine(input.subject),
    message: multiLine(input.message),
  };
  for (const field of FIELDS) {
    if (form[field] === '') return { ok: false, field, message: `${field} is required` };
    if (length(form[field]) > LIMITS[field]) {
      return { ok: false, field, message: `${field} must be at most ${LIMITS[field]} characters` };
    }
    if (field === 'email' && !isPlausibleEmail(form.email)) {
      return { ok: false, field, message: 'email is not a valid email address' };
    }
  }
  return { ok: true, form };
}

/** True when the trap field holds anything: the sender is a bot, so the message is quietly dropped. */
export function isTrapFilled(website: string | undefined): boolean {
  return typeof website === 'string' && website.trim() !== '';
}
