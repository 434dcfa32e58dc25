import {
  ArrowRight,
  Compass,
  HeartHandshake,
  MessageCircle,
  ShieldCheck,
  Sparkles,
  TriangleAlert,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { CrisisLines, Prose } from '@/components/Prose';
import { COMPANION_NAME } from '@/lib/brand';

const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';
const primaryButton = `inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-teal-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-teal-800 ${focusRing}`;
const secondaryButton = `inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-teal-200 bg-white px-6 py-3 font-semibold text-teal-800 transition-colors hover:bg-teal-50 ${focusRing}`;

const features = [
  {
    icon: HeartHandshake,
    title: 'Just Here to Listen',
    text: "Say what's on your mind, in your own words and at your own pace. You'll get patient, judgment-free replies that help you feel heard.",
  },
  {
    icon: Sparkles,
    title: 'Personalized Insights',
    text: 'Pick a supportive or a problem-solving style, and take the attachment style quiz so conversations can reflect how you tend to connect with others.',
  },
  {
    icon: ShieldCheck,
    title: 'Privacy First',
    text: 'No account and no real name needed. You choose whether conversations are saved, and you can clear one whenever you like.',
  },
] as const;

export default function LandingPage() {
  return (
    <div className="bg-stone-50">
      <section aria-labelledby="landing-title" className="bg-gradient-to-b from-teal-50 to-stone-50">
        <div className="mx-auto max-w-5xl px-4 pt-14 pb-16 text-center sm:px-6 sm:pt-20 sm:pb-24">
          <h1 id="landing-title" className="text-4xl font-bold tracking-tight text-stone-900 sm:text-5xl">
            A calm place to talk about how you feel
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-stone-700">
            {COMPANION_NAME} is an AI companion that listens without judgment, whenever you need it. No
            sign-up, no pressure, just a kind conversation to help you sort through your thoughts.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to="/chat" className={primaryButton}>
              <MessageCircle aria-hidden="true" className="size-5" />
              Start Chatting
            </Link>
            <Link to="/quiz" className={secondaryButton}>
              <Compass aria-hidden="true" className="size-5" />
              Attachment Style
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="landing-features" className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
        <h2 id="landing-features" className="text-center text-2xl font-bold text-stone-900 sm:text-3xl">
          Support that meets you where you are
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-teal-100 text-teal-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-stone-700">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to="/about" className={secondaryButton}>
            Learn More About Our Approach
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </section>

      <section aria-labelledby="landing-notice" className="mx-auto max-w-3xl px-4 pb-14 sm:px-6 sm:pb-20">
        <div className="rounded-2xl border border-rose-200 bg-rose-50 p-6 sm:p-8">
          <h2 id="landing-notice" className="flex items-center gap-2 text-xl font-bold text-stone-900">
            <TriangleAlert aria-hidden="true" className="size-6 shrink-0 text-rose-700" />
            Important notice
          </h2>
          <Prose>
            <p>
              {COMPANION_NAME} is an AI companion, not a licensed mental health provider. It can't diagnose
              anything, and it is not a substitute for professional medical, psychological or psychiatric
              care. Please don't rely on it in an emergency.
            </p>
            <p>If you are in crisis or thinking about harming yourself, reach out to a person right now:</p>
            <CrisisLines />
            <p data-testid="minors-notice">
              AI companions like {COMPANION_NAME} may not be right for every young person. {COMPANION_NAME} is
              meant for people aged 13 and over; if you are under 18, please talk with a parent, guardian or
              another adult you trust about using it, and keep the people in your life close too.
            </p>
          </Prose>
        </div>
      </section>

      <section aria-labelledby="landing-cta" className="bg-teal-700">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <h2 id="landing-cta" className="text-2xl font-bold text-white sm:text-3xl">
            Whenever you're ready, we're here
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-teal-50">
            Start a conversation in seconds, or take a few minutes to learn more about how you connect with
            the people in your life.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link
              to="/chat"
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-teal-800 shadow-sm transition-colors hover:bg-teal-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-teal-700"
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              Start Chatting Now
            </Link>
            <Link
              to="/quiz"
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-white/70 px-6 py-3 font-semibold text-white transition-colors hover:bg-teal-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-teal-700"
            >
              <Compass aria-hidden="true" className="size-5" />
              Attachment Style Quiz
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
