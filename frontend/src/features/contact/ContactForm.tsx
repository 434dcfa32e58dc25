import { CheckCircle2, Mail, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass, cardClass, linkClass } from '@/components/ui/styles';
import { apiRequest } from '@/lib/api';
import { SUPPORT_EMAIL } from '@/lib/brand';

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  incomplete: 'Please fill in all required fields and accept the privacy policy.',
  invalidEmail: 'Please enter a valid email address.',
  failed: 'Failed to send message. Please try again later.',
} as const;

type Status = 'idle' | 'loading' | 'success' | 'error';

interface Fields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const EMPTY: Fields = { name: '', email: '', subject: '', message: '' };

// Deliberately loose: the server has the final word; this only catches obvious typos before sending.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const inputClass =
  'mt-1.5 block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-stone-900 placeholder:text-stone-400 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/40';

function Field({ label, id, children }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-sm text-stone-800">
        {label}
      </label>
      {children}
    </div>
  );
}

function DirectContact({ lead }: { lead: string }) {
  return (
    <p className="flex items-center justify-center gap-2 text-sm text-stone-700">
      <Mail aria-hidden="true" className="size-4 text-stone-500" />
      <span>
        {lead}{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
          {SUPPORT_EMAIL}
        </a>
      </span>
    </p>
  );
}

/** Contact form: idle, loading, success, error. */
export function ContactForm() {
  const id = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [consent, setConsent] = useState(false);
  const [trap, setTrap] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [validation, setValidation] = useState<string | null>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (status === 'success') successHeading.current?.focus();
  }, [status]);

  const update = (key: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (status === 'loading') return;
    // Filled only by bots: pretend nothing happened.
    if (trap !== '') return;
    const payload = {
      name: fields.name.trim(),
      email: fields.email.trim(),
      subject: fields.subject.trim(),
      message: fields.message.trim(),
    };
    if (!payload.name || !payload.email || !payload.subject || !payload.message || !consent) {
      setValidation(CONTACT_MESSAGES.incomplete);
      return;
    }
    if (!EMAIL_SHAPE.test(payload.email)) {
      setValidation(CONTACT_MESSAGES.invalidEmail);
      return;
    }
    setValidation(null);
    setStatus('loading');
    try {
      await apiRequest('POST', '/api/contact', { ...payload, website: '' });
      setFields(EMPTY);
      setConsent(false);
      setStatus('success');
    } catch {
      setStatus('error');
    }
  }

  if (status === 'success') {
    return (
      <div className={`${cardClass} text-center`}>
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-teal-700" />
        <h2
          ref={successHeading}
          tabIndex={-1}
          className="mt-4 font-semibold text-stone-900 text-xl focus:outline-none"
        >
          Message Sent Successfully!
        </h2>
        <p className="mt-2 text-stone-700">
          Thank you for reaching out. We'll get back to you as soon as possible.
        </p>
        <div className="mt-4">
          <DirectContact lead="Need to add something? Write to us at" />
        </div>
        <button type="button" className={`${buttonClass.secondary} mt-6`} onClick={() => setStatus('idle')}>
          Send Another Message
        </button>
      </div>
    );
  }

  const errorText = validation ?? (status === 'error' ? CONTACT_MESSAGES.failed : null);

  return (
    <div className="space-y-6">
      <form
        noValidate
        onSubmit={onSubmit}
        className={`${cardClass} relative space-y-5`}
        aria-describedby={errorText ? `${id}-error` : undefined}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Name" id={`${id}-name`}>
            <input
              id={`${id}-name`}
              name="name"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              aria-required="true"
              value={fields.name}
              onChange={update('name')}
              className={inputClass}
            />
          </Field>
          <Field label="Email" id={`${id}-email`}>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
              aria-required="true"
              value={fields.email}
              onChange={update('email')}
              className={inputClass}
            />
          </Field>
        </div>
        <Field label="Subject" id={`${id}-subject`}>
          <input
            id={`${id}-subject`}
            name="subject"
            maxLength={CONTACT_LIMITS.subject}
            aria-required="true"
            value={fields.subject}
            onChange={update('subject')}
            className={inputClass}
          />
        </Field>
        <Field label="Message" id={`${id}-message`}>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            aria-required="true"
            value={fields.message}
            onChange={update('message')}
            className={`${inputClass} resize-y`}
          />
        </Field>
        {/* Trap field for bots: invisible and unreachable for people. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-website`}>Website</label>
          <input
            id={`${id}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={trap}
            onChange={(e) => setTrap(e.target.value)}
          />
        </div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-consent`}
            type="checkbox"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            aria-required="true"
            className="mt-0.5 size-5 shrink-0 rounded border-stone-400 accent-teal-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2"
          />
          <label htmlFor={`${id}-consent`} className="text-sm text-stone-700">
            I agree to the{' '}
            <Link to="/privacy" className={linkClass}>
              privacy policy
            </Link>
          </label>
        </div>
        {errorText ? (
          <div
            id={`${id}-error`}
            role="alert"
            className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800"
          >
            {errorText}
          </div>
        ) : null}
        <button
          type="submit"
          disabled={status === 'loading'}
          className={`${buttonClass.primary} w-full sm:w-auto`}
        >
          <Send aria-hidden="true" className="size-4" />
          {status === 'loading' ? 'Sending...' : 'Send Message'}
        </button>
      </form>
      <DirectContact lead="Prefer email? Reach us directly at" />
    </div>
  );
}
