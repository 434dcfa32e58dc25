import { Heart, MessageCircle } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass, cardClass } from '@/components/ui/styles';
import { ATTACHMENT_STYLES } from '@/content/attachmentStyles';
import { COMPANION_NAME } from '@/lib/brand';
import type { AttachmentType } from './types';

/** The result screen: the attachment style, what it tends to look like, and gentle next steps. */
export function QuizResults({
  type,
  headingRef,
}: {
  type: AttachmentType;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const style = ATTACHMENT_STYLES[type];
  return (
    <div className="space-y-6">
      <div className={`${cardClass} text-center`}>
        <Heart aria-hidden="true" className="mx-auto size-10 text-teal-700" />
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-3 font-semibold text-sm text-teal-800 uppercase tracking-wide focus:outline-none"
        >
          Your Results
        </h1>
        <p className="mt-4 text-stone-600">Your Attachment Style</p>
        <h2 className="mt-1 font-semibold text-3xl text-stone-900">{style.title}</h2>
        <p className="mx-auto mt-4 max-w-prose text-stone-700">{style.description}</p>
        <Link to="/chat" className={`${buttonClass.primary} mt-8`}>
          <MessageCircle aria-hidden="true" className="size-4" />
          Continue with {COMPANION_NAME}
        </Link>
      </div>
      <section aria-labelledby="quiz-explainer" className={cardClass}>
        <h2 id="quiz-explainer" className="font-semibold text-stone-900 text-xl">
          Understanding your style
        </h2>
        <div className="mt-5 grid gap-8 md:grid-cols-2">
          <div>
            <h3 className="font-semibold text-stone-900">Key Characteristics</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-700 marker:text-teal-600">
              {style.characteristics.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold text-stone-900">Moving Forward</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-700 marker:text-teal-600">
              {style.movingForward.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
        <p className="mt-6 text-sm text-stone-600">
          This quiz is a starting point for reflection, not a diagnosis. Attachment patterns can shift over
          time and with supportive relationships.
        </p>
      </section>
    </div>
  );
}
