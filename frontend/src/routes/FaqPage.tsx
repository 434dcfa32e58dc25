import { ChevronDown, Phone } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CrisisLines, Prose } from '@/components/Prose';
import { COMPANION_NAME, SUPPORT_EMAIL } from '@/lib/brand';

type Faq = { id: string; question: string; answer: ReactNode };

const faqs: Faq[] = [
  {
    id: 'what-is-it',
    question: `What is ${COMPANION_NAME}?`,
    answer: (
      <>
        <p>
          {COMPANION_NAME} is an AI companion you can talk to about your feelings, any time of day. It
          listens, reflects back what you share and, if you want, helps you think through practical next
          steps.
        </p>
        <p>
          Alongside the chat there is an attachment style quiz and a library of short articles and lessons on
          wellness, relationships and self-care.
        </p>
      </>
    ),
  },
  {
    id: 'getting-started',
    question: 'How do I get started?',
    answer: (
      <>
        <p>
          Just open the <Link to="/chat">chat</Link> and say hello. There's no sign-up, no email address and
          no real name needed. You can adjust the response style and tone in the chat's Settings whenever you
          like.
        </p>
        <p>
          Later on we may offer a free account that lets you save your chats and unlock more features. If it
          arrives, it will be optional: chatting without one will still work.
        </p>
      </>
    ),
  },
  {
    id: 'is-it-free',
    question: `Is ${COMPANION_NAME} free to use?`,
    answer: (
      <p>
        Yes. Chatting, the quiz and all articles are free. We may introduce optional subscription features in
        the future, but the core support will stay free. Ads on our blog pages help cover our costs.
      </p>
    ),
  },
  {
    id: 'privacy',
    question: 'What happens to my data?',
    answer: (
      <>
        <p>You stay anonymous. Here's what actually happens:</p>
        <ul>
          <li>
            A cookie with a random visitor id links your browser to your conversations, so nobody else can
            open them, even with the link.
          </li>
          <li>
            Your messages are stored in our database and sent to an AI language-model provider to write the
            replies. A safety check reads each message so we can show crisis resources if you seem to be in
            danger.
          </li>
          <li>
            With "Save conversations" on, chat history is kept for up to 2 years. Turn it off and your
            messages are deleted when you close the tab or after 30 minutes without activity.
          </li>
          <li>You can clear or download a conversation at any time.</li>
          <li>We never sell your data, and your messages are never used for advertising.</li>
        </ul>
        <p>
          The <Link to="/privacy">privacy policy</Link> has the full details.
        </p>
      </>
    ),
  },
  {
    id: 'limitations',
    question: `What are ${COMPANION_NAME}'s limitations?`,
    answer: (
      <>
        <p>
          {COMPANION_NAME} is not therapy and not a licensed mental health provider. It can't diagnose or
          treat anything, and it isn't a substitute for a doctor, therapist or counselor.
        </p>
        <p>
          It's an AI, so it can misunderstand you or get things wrong. Please use your own judgment, and talk
          to a professional about anything important to your health.
        </p>
        <p>
          It is not for emergencies. If you are in crisis, please use the crisis lines at the top of this page
          or the red Crisis Resources button, which is on every page.
        </p>
      </>
    ),
  },
  {
    id: 'young-people',
    question: `Is ${COMPANION_NAME} suitable for young people?`,
    answer: (
      <>
        <p>
          {COMPANION_NAME} is meant for people aged 13 and over, and companion chatbots may not be suitable
          for some minors. Younger people can be more easily drawn into relying on an AI for company, or may
          find it harder to remember that it is software and not a friend who knows them.
        </p>
        <p>
          If you are under 18, please use {COMPANION_NAME} with a parent's or guardian's permission, and keep
          talking to the people around you: family, friends, a teacher or a school counselor.
        </p>
      </>
    ),
  },
  {
    id: 'not-safe',
    question: `What happens if I tell ${COMPANION_NAME} I'm not safe?`,
    answer: (
      <>
        <p>
          Every message is checked for signs of danger before {COMPANION_NAME} replies. If there are any,
          instead of writing its own reply, {COMPANION_NAME} shows a reply we wrote and reviewed in advance,
          with a card of services you can call, text or chat with right away, chosen for what you shared.
        </p>
        <p>
          {COMPANION_NAME} can't call anyone, see where you are or send help, and no one is watching the chat.
          Reaching out is always your choice.
        </p>
        <p>
          <Link to="/safety">How {COMPANION_NAME} keeps you safe</Link> explains it all in plain words.
        </p>
      </>
    ),
  },
  {
    id: 'support',
    question: 'How can I get support or give feedback?',
    answer: (
      <p>
        Send us a message through the <Link to="/contact">contact form</Link> or email{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We typically reply within 24 to 48 hours.
      </p>
    ),
  },
];

export default function FaqPage() {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
          Frequently Asked Questions
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-stone-700">
          Answers to the questions people ask most about {COMPANION_NAME}. Can't find yours? Reach us at{' '}
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="rounded-sm font-medium text-teal-700 underline underline-offset-2 hover:text-teal-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2"
          >
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </header>

      <section
        aria-labelledby="faq-crisis"
        className="mt-8 rounded-2xl border border-rose-200 bg-rose-50 p-5 sm:p-6"
      >
        <h2 id="faq-crisis" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <Phone aria-hidden="true" className="size-5 shrink-0 text-rose-700" />
          In crisis? Please reach out now
        </h2>
        <Prose>
          <p>{COMPANION_NAME} is not for emergencies. Real people are ready to help, 24 hours a day:</p>
          <CrisisLines />
        </Prose>
      </section>

      <section aria-labelledby="faq-questions" className="mt-12">
        <h2 id="faq-questions" className="text-xl font-semibold text-stone-900 sm:text-2xl">
          Common questions
        </h2>
        <Accordion.Root type="single" collapsible className="mt-6 space-y-3">
          {faqs.map((faq) => (
            <Accordion.Item
              key={faq.id}
              value={faq.id}
              className="overflow-hidden rounded-2xl border border-stone-200 bg-white"
            >
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-stone-900 transition-colors hover:bg-stone-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2">
                  {faq.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-teal-700 transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5">
                <Prose className="[&>p:first-child]:mt-0">{faq.answer}</Prose>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </section>
    </article>
  );
}
