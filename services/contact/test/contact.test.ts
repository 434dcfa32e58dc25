import { describe, expect, it } from 'vitest';
import { isPlausibleEmail, isTrapFilled, LIMITS, validateContact } from '../src/domain/contact.ts';

const valid = { name: 'Ana', email: 'ana@example.com', subject: 'Hello', message: 'Thank you for Sage.' };

describe('validateContact', () => {
  it('trims every field and accepts a complete form', () => {
    const r = validateContact({
      name: '  Ana  ',
      email: ' ana@example.com ',
      subject: '\tHello ',
      message: '\n Thank you.\n\n',
    });
    expect(r).toEqual({
      ok: true,
      form: { name: 'Ana', email: 'ana@example.com', subject: 'Hello', message: 'Thank you.' },
    });
  });

  it.each(['name', 'email', 'subject', 'message'] as const)('requires %s, also when only spaces', (field) => {
    for (const value of ['', '   ', '\n\t ']) {
      expect(validateContact({ ...valid, [field]: value })).toEqual({
        ok: false,
        field,
        message: `${field} is required`,
      });
    }
  });

  it('reports the first problem in form order', () => {
    const r = validateContact({ name: '', email: 'nope', subject: '', message: '' });
    expect(r).toMatchObject({ ok: false, field: 'name' });
  });

  it.each(Object.entries(LIMITS))('limits %s to %i characters after trimming', (field, limit) => {
    const domain = `${'b'.repeat(63)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`;
    const exact = field === 'email' ? `${'a'.repeat(64)}@${domain}` : 'x'.repeat(limit);
    expect(exact.length).toBe(limit);
    expect(validateContact({ ...valid, [field]: `  ${exact}  ` }).ok).toBe(true);
    const over = field === 'email' ? `a${exact}` : `${exact}x`;
    expect(validateContact({ ...valid, [field]: over })).toEqual({
      ok: false,
      field,
      message: `${field} must be at most ${limit} characters`,
    });
  });

  it('counts characters, not UTF-16 units, so emoji take one place each', () => {
    const emoji = '💛'.repeat(LIMITS.message);
    expect(validateContact({ ...valid, message: emoji }).ok).toBe(true);
    expect(validateContact({ ...valid, message: `${emoji}💛` }).ok).toBe(false);
  });

  it('rejects an implausible address naming the field', () => {
    expect(validateContact({ ...valid, email: 'ana.example.com' })).toEqual({
      ok: false,
      field: 'email',
      message: 'email is not a valid email address',
    });
  });

  it('keeps line breaks in the message and flattens them in single-line fields', () => {
    const r = validateContact({
      ...valid,
      name: 'Ana\r\nBcc: x@example.com',
      subject: 'Line\none',
      message: 'First\r\nSecond\rThird\u0000',
    });
    expect(r).toEqual({
      ok: true,
      form: {
        name: 'Ana Bcc: x@example.com',
        email: valid.email,
        subject: 'Line one',
        message: 'First\nSecond\nThird',
      },
    });
  });
});

describe('isPlausibleEmail', () => {
  it.each([
    'ana@example.com',
    'ana.maria+sage@mail.example.co.uk',
    "o'brien@example.ie",
    'user@sub-domain.example.org',
    'jürgen@bücher.de',
    'x@xn--80ak6aa92e.com',
    'x@example.xn--p1ai',
  ])('accepts %s', (email) => {
    expect(isPlausibleEmail(email)).toBe(true);
  });

  it.each([
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana@@example.com',
    'ana@exa mple.com',
    'an a@example.com',
    'ana@example.c',
    'ana@-example.com',
    'ana@example-.com',
    'ana@example..com',
    '.ana@example.com',
    'ana.@example.com',
    'an..a@example.com',
    'a@b.com, c@d.com',
    'Ana <ana@example.com>',
    '"ana"@example.com',
    'ana@example.com\r\nBcc: x@y.com',
    'ana@192.168.0.1',
    `${'a'.repeat(65)}@example.com`,
  ])('rejects %j', (email) => {
    expect(isPlausibleEmail(email)).toBe(false);
  });
});

describe('isTrapFilled', () => {
  it('is false for a missing or empty trap field and true for anything else', () => {
    expect(isTrapFilled(undefined)).toBe(false);
    expect(isTrapFilled('')).toBe(false);
    expect(isTrapFilled('   ')).toBe(false);
    expect(isTrapFilled('https://spam.example')).toBe(true);
  });
});
