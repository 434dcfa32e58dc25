import { Link } from 'react-router-dom';
import { BreathingPacer } from '@/features/grounding/BreathingPacer';
import { FiveSenses } from '@/features/grounding/FiveSenses';

const linkClass =
  'rounded-sm font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';

/** /grounding: the 5-4-3-2-1 exercise and a breathing pacer, for a moment that feels like too much. */
export default function GroundingPage() {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
          Grounding and breathing
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-stone-700">
          When everything feels like too much, bringing your attention back to your senses and slowing your
          breath can help you feel a little steadier. Nothing here is saved or sent anywhere. Take your time.
        </p>
        <nav aria-label="On this page" className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <a href="#five-senses" className={linkClass}>
            5-4-3-2-1 grounding
          </a>
          <a href="#breathing" className={linkClass}>
            Breathing pacer
          </a>
        </nav>
      </header>

      <section aria-labelledby="five-senses" className="mt-10">
        <h2 id="five-senses" className="scroll-mt-24 text-2xl font-semibold text-stone-900">
          5-4-3-2-1 grounding
        </h2>
        <p className="mt-2 mb-5 leading-relaxed text-stone-700">
          Notice things around you, one sense at a time. Say them out loud or in your head, or type them if
          that helps.
        </p>
        <FiveSenses />
      </section>

      <section aria-labelledby="breathing" className="mt-14">
        <h2 id="breathing" className="scroll-mt-24 text-2xl font-semibold text-stone-900">
          Breathing pacer
        </h2>
        <p className="mt-2 mb-5 leading-relaxed text-stone-700">
          Follow the circle, or the words and numbers. If holding your breath is uncomfortable, skip the holds
          and simply breathe in slowly and out even more slowly.
        </p>
        <BreathingPacer />
      </section>

      <p className="mt-12 text-stone-700">
        Still feeling unsafe? Press the red Crisis Resources button to reach a person now, or{' '}
        <Link to="/safety-plan" className={linkClass}>
          open your safety plan
        </Link>
        . You can read more in the lesson on{' '}
        <Link to="/article/breathing" className={linkClass}>
          breathing techniques
        </Link>
        .
      </p>
    </article>
  );
}
