import { Link } from 'react-router-dom';
import { CATEGORY_LABELS } from '@/components/crisis/crisisCopy';
import {
  type CrisisResource,
  DANGER_CATEGORIES,
  isWebLink,
  localize,
  resourceById,
  resourceIdsFor,
  resourcesForCategory,
} from '@/components/crisis/resources';
import { Callout, ProsePage } from '@/components/Prose';
import { COMPANION_NAME } from '@/lib/brand';

/** A service's call / text / chat links, side by side. */
function ActionLinks({ resource }: { resource: CrisisResource }) {
  const { actions } = localize(resource);
  if (actions.length === 0) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
      {actions.map((action) =>
        isWebLink(action.href) ? (
          <a key={action.href} href={action.href} target="_blank" rel="noopener noreferrer">
            {action.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <a key={action.href} href={action.href}>
            {action.label}
          </a>
        ),
      )}
    </span>
  );
}

/** A resource in prose: its name, what it is for, and its links. */
function ResourceLine({ resource }: { resource: CrisisResource }) {
  const item = localize(resource);
  return (
    <li>
      <strong>{item.name}.</strong> {item.description}
      <ActionLinks resource={resource} />
    </li>
  );
}

/** The services any danger can lead to, each once, in the order the table first names them. */
function servicesInTable(): CrisisResource[] {
  const seen = new Set<string>();
  const list: CrisisResource[] = [];
  for (const category of DANGER_CATEGORIES) {
    for (const id of resourceIdsFor(category)) {
      const resource = resourceById(id);
      if (resource && !seen.has(id)) {
        seen.add(id);
        list.push(resource);
      }
    }
  }
  return list;
}

/**
 * Which services the companion offers for each kind of danger, in order (a table built from the shared
 * table), then each of those services once with its ways to reach it.
 */
function ResourcesByDanger() {
  const services = servicesInTable();
  return (
    <>
      <div className="mt-6 overflow-hidden rounded-2xl border border-stone-200 bg-white">
        <table className="w-full border-collapse text-left text-sm sm:text-base">
          <caption className="sr-only">The services {COMPANION_NAME} shows for each kind of danger</caption>
          <thead className="bg-stone-100 text-stone-900">
            <tr>
              <th scope="col" className="w-2/5 px-4 py-3 font-semibold">
                If it's about
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {COMPANION_NAME} shows, in this order
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {DANGER_CATEGORIES.map((category) => {
              const ids = resourceIdsFor(category).filter((id) => resourceById(id));
              if (ids.length === 0) return null;
              return (
                <tr key={category} data-category={category} className="align-top">
                  <th scope="row" className="px-4 py-3 font-medium text-stone-900">
                    {CATEGORY_LABELS[category]}
                  </th>
                  <td className="px-4 py-3">
                    <ol className="!mt-0 !pl-5 !space-y-1">
                      {ids.map((id) => (
                        <li key={id}>
                          <a href={`#service-${id}`}>{localize(resourceById(id)!).name}</a>
                        </li>
                      ))}
                    </ol>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <h3 id="services">The services</h3>
      <p>
        Each is run independently of {COMPANION_NAME} by real, trained people. {COMPANION_NAME} never contacts
        them for you: reaching out is your choice.
      </p>
      <ul className="!list-none !pl-0 !space-y-3">
        {services.map((resource) => (
          <ServiceItem key={resource.id} resource={resource} />
        ))}
      </ul>
    </>
  );
}

/** One service, once: its name, what it is for and its call / text / chat links. */
function ServiceItem({ resource }: { resource: CrisisResource }) {
  const item = localize(resource);
  return (
    <li id={`service-${item.id}`} className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white !p-4">
      <p className="!mt-0 font-semibold text-stone-900">{item.name}</p>
      <p className="!mt-1 text-sm">{item.description}</p>
      <ActionLinks resource={resource} />
    </li>
  );
}

/** /safety: what the companion does when someone may be in danger, and what it can't do. */
export default function SafetyPage() {
  const emergency = resourceById('emergency911');
  return (
    <ProsePage
      title={`How ${COMPANION_NAME} keeps you safe`}
      lead={`People often talk to ${COMPANION_NAME} late at night, when things feel heaviest. This page explains, in plain words, what happens if you tell ${COMPANION_NAME} you're not safe, what help it points you to, and what it can't do.`}
    >
      <Callout tone="crisis" labelledBy="safety-now">
        <h2 id="safety-now">If you need help right now</h2>
        <p>
          You don't have to wait, and you don't have to explain yourself. Real people are ready to listen:
        </p>
        <ul>
          {resourcesForCategory('suicide').map((resource) => (
            <ResourceLine key={resource.id} resource={resource} />
          ))}
        </ul>
        <p>
          Outside the US? Find a free helpline in your country at{' '}
          <a href="https://findahelpline.com" target="_blank" rel="noopener noreferrer">
            findahelpline.com
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </p>
      </Callout>

      <h2 id="what-happens">What happens when you send a message</h2>
      <p>
        Every message you send is checked for signs that you, or someone else, may be in danger. This check
        happens first, before {COMPANION_NAME} writes anything back.
      </p>
      <ul>
        <li>
          <strong>If there are no signs of danger,</strong> {COMPANION_NAME} replies as usual.
        </li>
        <li>
          <strong>If there are signs of danger,</strong> {COMPANION_NAME} does not make up a reply of its own.
          Instead you get a fixed reply that we wrote and reviewed in advance, with the services that fit what
          you shared, and a card under it with buttons to call, text or chat with them. The card stays in your
          conversation, so you can come back to it later.
        </li>
        <li>
          <strong>It stays careful for the next messages.</strong> Once there have been signs of danger, the
          conversation stays on that careful footing for the messages that follow, even if you say you were
          joking or that you're fine now. We would rather check in one time too many than miss a moment that
          mattered.
        </li>
        <li>
          <strong>A second check can only add care.</strong> When a second check by an AI model is set up, it
          reads the message too. It can make {COMPANION_NAME} more careful, never less: if either check sees
          danger, {COMPANION_NAME} treats it as danger.
        </li>
      </ul>
      <p>
        If you write in Spanish, the fixed reply and the card are in Spanish too, with the services' Spanish
        details.
      </p>

      <h2 id="which-help">Which help {COMPANION_NAME} offers, for which danger</h2>
      <p>
        Different situations call for different people. These are the services {COMPANION_NAME} shows, in the
        order it shows them. They are based in the US.
      </p>
      <ResourcesByDanger />

      <h2 id="cannot">What {COMPANION_NAME} can't do</h2>
      <ul>
        <li>
          <strong>It can't call anyone for you,</strong> and it can't send help to where you are. Only you, or
          someone with you, can make that call.
        </li>
        <li>
          <strong>It can't see where you are.</strong> It doesn't know your location, your name or your phone
          number.
        </li>
        <li>
          <strong>It can miss things, and it can be wrong.</strong> The checks look for signs in words, and
          words don't always say everything. If you're in danger and {COMPANION_NAME} didn't notice, please
          reach out to one of the services above anyway.
        </li>
        <li>
          <strong>It isn't therapy, and it isn't emergency care.</strong> It can listen and help you think
          things through, but it can't diagnose, treat or keep you safe in an emergency.
        </li>
      </ul>
      {emergency ? (
        <p>
          If you or someone near you is in immediate danger, contact emergency services now:{' '}
          {localize(emergency).actions.map((action, index) => (
            <span key={action.href}>
              {index > 0 ? ', ' : ''}
              <a href={action.href}>{action.label}</a>
            </span>
          ))}
          , or your local emergency number.
        </p>
      ) : null}

      <h2 id="ai">{COMPANION_NAME} is an AI, not a person</h2>
      <p>
        The replies you read come from a computer program. No one is typing them, and no one is watching the
        chat as you write. The people behind the phone numbers, texts and chats above are real, trained
        people, and they are there to talk with you.
      </p>

      <h2 id="privacy">Your privacy</h2>
      <ul>
        <li>
          Your messages are not shared with anyone because of what you say: not with a helpline, not with the
          police, not with your family, and not with advertisers.
        </li>
        <li>No one is watching your chat live. The safety checks are automatic and don't alert anyone.</li>
        <li>
          You decide whether and when to reach out to a service. {COMPANION_NAME} never does it for you.
        </li>
      </ul>
      <p>
        To write its replies, {COMPANION_NAME} sends your messages to an AI language-model provider. The{' '}
        <Link to="/privacy">privacy policy</Link> explains this and everything else we keep, and for how long.
      </p>

      <Callout labelledBy="safety-feedback">
        <h2 id="safety-feedback">Tell us if we got it wrong</h2>
        <p>
          If {COMPANION_NAME} missed something, or showed crisis resources when you didn't need them, we'd
          like to know. Write to us through the <Link to="/contact">contact form</Link>. The{' '}
          <Link to="/faq">FAQ</Link> answers other common questions.
        </p>
      </Callout>
    </ProsePage>
  );
}
