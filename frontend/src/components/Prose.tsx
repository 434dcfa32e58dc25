import { clsx } from 'clsx';
import { Fragment, type ReactNode } from 'react';
import { isWebLink, localize, resourcesForCategory } from '@/components/crisis/resources';

/**
 * Typography for long-form text (policies, FAQ answers, about page). Styles the plain elements inside it
 * so page code can stay semantic: h2/h3, p, ul/ol, a, strong.
 */
const proseClass = clsx(
  'text-base leading-relaxed text-stone-700',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-stone-900 sm:[&_h2]:text-2xl',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-stone-900',
  '[&_p]:mt-4',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li::marker]:text-teal-700',
  '[&_strong]:font-semibold [&_strong]:text-stone-900',
  '[&_a]:rounded-sm [&_a]:font-medium [&_a]:text-teal-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_a:hover]:text-teal-800 [&_a:focus-visible]:outline-none [&_a:focus-visible]:ring-2',
  '[&_a:focus-visible]:ring-teal-600 [&_a:focus-visible]:ring-offset-2',
);

export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx(proseClass, className)}>{children}</div>;
}

/** Page frame for text-heavy pages: a readable column with the page's single h1 and an optional lead. */
export function ProsePage({
  title,
  lead,
  meta,
  children,
}: {
  title: string;
  lead?: ReactNode;
  meta?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
        {meta ? <p className="mt-3 text-sm text-stone-600">{meta}</p> : null}
        {lead ? <p className="mt-5 text-lg leading-relaxed text-stone-700">{lead}</p> : null}
      </header>
      <Prose>{children}</Prose>
    </article>
  );
}

/** A soft, rounded callout inside prose. The crisis tone uses rose, everything else teal. */
export function Callout({
  tone = 'calm',
  children,
  labelledBy,
}: {
  tone?: 'calm' | 'crisis';
  children: ReactNode;
  labelledBy?: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={clsx(
        'mt-10 rounded-2xl border p-5 sm:p-6 [&>h2:first-child]:mt-0 [&>h3:first-child]:mt-0',
        tone === 'crisis' ? 'border-rose-200 bg-rose-50' : 'border-teal-100 bg-teal-50',
      )}
    >
      {children}
    </section>
  );
}

/**
 * The crisis lines (the general, suicide-and-crisis list of the shared crisis resources), each with its
 * tap-to-call / tap-to-text / chat links.
 */
export function CrisisLines() {
  return (
    <ul>
      {resourcesForCategory('suicide').map((resource) => {
        const item = localize(resource);
        return (
          <li key={item.id}>
            <strong>{item.name}:</strong>{' '}
            {item.actions.map((action, index) => (
              <Fragment key={action.href}>
                {index > 0 ? <span aria-hidden="true"> · </span> : null}
                {isWebLink(action.href) ? (
                  <a href={action.href} target="_blank" rel="noopener noreferrer">
                    {action.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <a href={action.href}>{action.label}</a>
                )}
              </Fragment>
            ))}
            {item.id === 'emergency911' ? ' in the US, or your local emergency number' : null}
          </li>
        );
      })}
    </ul>
  );
}
