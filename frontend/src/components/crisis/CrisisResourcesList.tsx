import { clsx } from 'clsx';
import {
  ClipboardList,
  Globe,
  MessageSquareText,
  MessagesSquare,
  Phone,
  ShieldCheck,
  Siren,
  Wind,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { SHARED_COPY } from './crisisCopy';
import {
  type CrisisResource,
  isWebLink,
  type LocalizedAction,
  localize,
  resourceById,
  resourcesForCategory,
  type SafetyLanguage,
  SPECIFIC_SITUATIONS,
} from './resources';

const actionBase =
  'inline-flex min-h-10 items-center gap-1.5 rounded-lg border px-3 py-2 text-left text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-600 focus-visible:ring-offset-2';
/** A service's first (main) way to reach it: solid. */
export const primaryActionClass = `${actionBase} border-rose-700 bg-rose-700 text-white hover:bg-rose-800`;
/** Its other ways: outlined, so each card leads with one clear step. */
export const secondaryActionClass = `${actionBase} border-rose-300 bg-white text-rose-800 hover:border-rose-400 hover:bg-rose-50`;

const compactActionClass =
  'inline-flex min-h-8 items-center gap-1 rounded-lg border border-rose-200 bg-white px-2.5 py-1 text-left text-sm font-medium text-rose-800 hover:border-rose-300 hover:bg-rose-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-600 focus-visible:ring-offset-2';

export const textLinkClass =
  'rounded-sm font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';

function ActionIcon({ kind, className }: { kind: LocalizedAction['kind']; className: string }) {
  if (kind === 'call') return <Phone aria-hidden="true" className={className} />;
  if (kind === 'text') return <MessageSquareText aria-hidden="true" className={className} />;
  return <MessagesSquare aria-hidden="true" className={className} />;
}

/** A tel:, sms: or https: link shaped as a button. Web links open in a new tab and say so. */
export function ActionLink({
  action,
  language,
  className,
  iconClassName,
}: {
  action: LocalizedAction;
  language: SafetyLanguage;
  className: string;
  iconClassName: string;
}) {
  const web = isWebLink(action.href);
  return (
    <a
      href={action.href}
      className={className}
      {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <ActionIcon kind={action.kind} className={iconClassName} />
      {action.label}
      {web ? <span className="sr-only"> {SHARED_COPY[language].newTab}</span> : null}
    </a>
  );
}

function ResourceItem({ resource, language }: { resource: CrisisResource; language: SafetyLanguage }) {
  const item = localize(resource, language);
  const first = item.actions[0]?.kind;
  return (
    <li className="rounded-xl border border-rose-100 bg-rose-50/60 p-3.5 sm:p-4">
      <div className="flex items-start gap-3">
        {/* Decorative; left out on phones so the text and buttons get the width. */}
        <span aria-hidden="true" className="mt-0.5 hidden text-rose-700 sm:block">
          {item.id === 'emergency911' ? (
            <Siren className="size-5" />
          ) : first ? (
            <ActionIcon kind={first} className="size-5" />
          ) : (
            <Globe className="size-5" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-stone-900">{item.name}</p>
          <p className="mt-0.5 text-sm text-stone-700">{item.description}</p>
          {item.actions.length > 0 ? (
            <div className="mt-3 flex flex-wrap gap-2">
              {item.actions.map((action, index) => (
                <ActionLink
                  key={action.href}
                  action={action}
                  language={language}
                  className={index === 0 ? primaryActionClass : secondaryActionClass}
                  iconClassName="size-4 shrink-0"
                />
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/**
 * Crisis resources in order, each with its call / text / chat buttons, then `children` (if any), a
 * reassurance and the international directory. Shared by the chat's crisis card and the Crisis Resources
 * dialog. Defaults to the general crisis lines (the `suicide` category's list).
 */
export function CrisisResourcesList({
  resources = resourcesForCategory('suicide'),
  language = 'en',
  className = '',
  children,
}: {
  resources?: readonly CrisisResource[];
  language?: SafetyLanguage;
  className?: string;
  children?: ReactNode;
}) {
  const copy = SHARED_COPY[language];
  return (
    <div className={clsx('space-y-4', className)}>
      <ul className="space-y-3" aria-label={copy.listLabel}>
        {resources.map((resource) => (
          <ResourceItem key={resource.id} resource={resource} language={language} />
        ))}
      </ul>
      {children}
      <div className="rounded-xl bg-teal-50 p-4 text-sm text-teal-900">
        <p className="font-semibold">{copy.reassuranceTitle}</p>
        <p className="mt-1">{copy.reassurance}</p>
      </div>
      <p className="flex items-start gap-2 text-sm text-stone-700">
        <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
        <span>
          {copy.outsideUs}{' '}
          <a
            href="https://findahelpline.com"
            target="_blank"
            rel="noopener noreferrer"
            className={textLinkClass}
          >
            findahelpline.com
            <span className="sr-only"> {copy.newTab}</span>
          </a>
          .
        </span>
      </p>
    </div>
  );
}

/**
 * The dialog's compact "For specific situations" list: one line per situation with its service's
 * buttons, from the same data. Situations whose service is missing from the data are left out.
 */
export function SpecificSituations({ className = '' }: { className?: string }) {
  const titleId = useId();
  const rows = SPECIFIC_SITUATIONS.flatMap(({ label, id }) => {
    const resource = resourceById(id);
    return resource ? [{ label, resource: localize(resource) }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={className}>
      <h3 id={titleId} className="font-semibold text-stone-900">
        For specific situations
      </h3>
      <ul className="mt-2 divide-y divide-stone-200 rounded-xl border border-stone-200">
        {rows.map(({ label, resource }) => (
          <li key={resource.id} className="px-4 py-3">
            <p className="text-sm">
              <span className="font-semibold text-stone-900">{label}</span>
              <span className="text-stone-600">
                <span aria-hidden="true"> · </span>
                <span className="sr-only">: </span>
                {resource.name}
              </span>
            </p>
            {resource.actions.length > 0 ? (
              <div className="mt-2 flex flex-wrap gap-2">
                {resource.actions.map((action) => (
                  <ActionLink
                    key={action.href}
                    action={action}
                    language="en"
                    className={compactActionClass}
                    iconClassName="size-3.5 shrink-0"
                  />
                ))}
              </div>
            ) : (
              // No button to offer: say how to reach the service instead.
              <p className="mt-1 text-sm text-stone-600">{resource.description}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The link to /safety under the crisis resources. `onNavigate` lets a dialog close itself first. */
export function SafetyLink({
  language = 'en',
  onNavigate,
  className = '',
}: {
  language?: SafetyLanguage;
  onNavigate?: () => void;
  className?: string;
}) {
  return (
    <p className={clsx('flex items-start gap-2 text-sm text-stone-700', className)}>
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
      <Link
        to="/safety"
        onClick={onNavigate}
        {...(language === 'en' ? {} : { hrefLang: 'en' })}
        className={textLinkClass}
      >
        {SHARED_COPY[language].safetyLink}
      </Link>
    </p>
  );
}

/** Links to the visitor's own safety plan and the grounding exercises, under the crisis resources. */
export function SelfHelpLinks({
  language = 'en',
  onNavigate,
  className = '',
}: {
  language?: SafetyLanguage;
  onNavigate?: () => void;
  className?: string;
}) {
  const copy = SHARED_COPY[language];
  const links = [
    { to: '/safety-plan', label: copy.safetyPlanLink, Icon: ClipboardList },
    { to: '/grounding', label: copy.groundingLink, Icon: Wind },
  ];
  return (
    <ul className={clsx('space-y-2 text-sm text-stone-700', className)}>
      {links.map(({ to, label, Icon }) => (
        <li key={to} className="flex items-start gap-2">
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
          <Link
            to={to}
            onClick={onNavigate}
            {...(language === 'en' ? {} : { hrefLang: 'en' })}
            className={textLinkClass}
          >
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * What the Crisis Resources dialog lists (also its offline fallback): the general crisis lines first, then
 * the specific situations, the reassurance, the international directory and the safety page.
 */
export function CrisisDialogResources({
  onNavigate,
  more,
}: {
  onNavigate?: () => void;
  /** Shown after the specific situations (the dialog adds the US lines for other specific needs). */
  more?: ReactNode;
}) {
  return (
    <>
      <CrisisResourcesList className="mt-5">
        <SpecificSituations className="pt-2" />
        {more}
      </CrisisResourcesList>
      <SafetyLink className="mt-4" {...(onNavigate ? { onNavigate } : {})} />
      <SelfHelpLinks className="mt-2" {...(onNavigate ? { onNavigate } : {})} />
    </>
  );
}
