import { Globe, MessageSquareText, Phone, Siren } from 'lucide-react';
import type { ReactNode } from 'react';

const actionClass =
  'inline-flex items-center gap-1.5 rounded-lg bg-rose-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-rose-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-600 focus-visible:ring-offset-2';

function Resource({
  icon,
  name,
  detail,
  children,
}: {
  icon: ReactNode;
  name: string;
  detail: string;
  children: ReactNode;
}) {
  return (
    <li className="rounded-xl border border-rose-100 bg-rose-50/60 p-4">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="mt-0.5 text-rose-700">
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-stone-900">{name}</p>
          <p className="mt-0.5 text-sm text-stone-700">{detail}</p>
          <div className="mt-3 flex flex-wrap gap-2">{children}</div>
        </div>
      </div>
    </li>
  );
}

/**
 * The crisis resources (988, Crisis Text Line, emergency services), a reassurance and a link to an
 * international directory. Shared by the Crisis Resources dialog and the chat screen's crisis card.
 */
export function CrisisResourcesList({ className = '' }: { className?: string }) {
  return (
    <div className={`space-y-4 ${className}`}>
      <ul className="space-y-3" aria-label="Crisis lines">
        <Resource
          icon={<Phone className="size-5" />}
          name="988 Suicide & Crisis Lifeline"
          detail="Call or text 988 to talk with a trained counselor. Free, confidential, 24/7."
        >
          <a href="tel:988" className={actionClass}>
            <Phone aria-hidden="true" className="size-4" />
            Call 988
          </a>
          <a href="sms:988" className={actionClass}>
            <MessageSquareText aria-hidden="true" className="size-4" />
            Text 988
          </a>
        </Resource>
        <Resource
          icon={<MessageSquareText className="size-5" />}
          name="Crisis Text Line"
          detail="Text HOME to 741741 to reach a crisis counselor by text. Free, 24/7."
        >
          <a href="sms:741741?&body=HOME" className={actionClass}>
            <MessageSquareText aria-hidden="true" className="size-4" />
            Text HOME to 741741
          </a>
        </Resource>
        <Resource
          icon={<Siren className="size-5" />}
          name="Emergency Services"
          detail="If you or someone near you is in immediate danger, call 911 in the US or your local emergency number."
        >
          <a href="tel:911" className={actionClass}>
            <Phone aria-hidden="true" className="size-4" />
            Call 911
          </a>
        </Resource>
      </ul>
      <div className="rounded-xl bg-teal-50 p-4 text-sm text-teal-900">
        <p className="font-semibold">It's okay to ask for help.</p>
        <p className="mt-1">
          Reaching out takes courage, and you don't have to carry this alone. The people on these lines want
          to hear from you.
        </p>
      </div>
      <p className="flex items-start gap-2 text-sm text-stone-700">
        <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
        <span>
          Outside the US? Find a free helpline in your country at{' '}
          <a
            href="https://findahelpline.com"
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 rounded-sm"
          >
            findahelpline.com
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </span>
      </p>
    </div>
  );
}
