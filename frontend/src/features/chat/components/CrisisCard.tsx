import { FIND_A_HELPLINE_URL, helplinesFor } from '@sage/shared/helplines';
import { Globe, HeartHandshake, Phone, Siren } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import {
  CrisisResourcesList,
  SafetyLink,
  SelfHelpLinks,
  textLinkClass,
} from '@/components/crisis/CrisisResourcesList';
import { cardCopy } from '@/components/crisis/crisisCopy';
import { resourcesForCategory } from '@/components/crisis/resources';
import type { OtherLanguageCard, SafetyCategory, SafetyLanguage } from '../types';

/**
 * A labelled section (role "region"), shown inline under a reply the safety check marked as crisis, also
 * when that reply comes back with the history. It lists the resources for that kind of danger, in the
 * reply's language. Calm, always visible, never a popup.
 */
export function CrisisCard({
  category = 'suicide',
  language = 'en',
  card,
}: {
  category?: SafetyCategory;
  language?: SafetyLanguage;
  /** A reply in another language than English and Spanish: the card in that language, as the server words it. */
  card?: OtherLanguageCard;
}) {
  const titleId = useId();
  if (card) return <CardInLanguage card={card} category={category} titleId={titleId} />;
  const copy = cardCopy(category, language);
  return (
    <CardFrame titleId={titleId} lang={language} category={category} heading={copy.heading} body={copy.body}>
      <CrisisResourcesList className="mt-4" resources={resourcesForCategory(category)} language={language} />
      <SafetyLink className="mt-3" language={language} />
      <SelfHelpLinks className="mt-2" language={language} />
    </CardFrame>
  );
}

/** The card's section, its icon, heading and calm sentence; the resources go below. */
function CardFrame({
  titleId,
  lang,
  dir,
  category,
  heading,
  body,
  children,
}: {
  titleId: string;
  lang: string;
  dir?: 'ltr' | 'rtl';
  category: SafetyCategory;
  heading: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      lang={lang}
      {...(dir ? { dir } : {})}
      data-category={category === 'none' ? 'suicide' : category}
      className="rounded-2xl border border-rose-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-rose-50 text-rose-700"
        >
          <HeartHandshake className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold text-stone-900">
            {heading}
          </h2>
          <p className="mt-1 text-sm text-stone-700">{body}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

const MAX_COUNTRIES = 3;
const callLink =
  'inline-flex min-h-11 items-center gap-2 rounded-xl border border-rose-200 bg-white px-3 py-2 font-semibold text-rose-800 hover:bg-rose-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-600/50';

/** The number a directory action dials ("116 123" from "Call 116 123"), for a call link in any language. */
const numberOf = (label: string) => label.replace(/^(?:call|phone|ring)\s+/i, '');

/**
 * The crisis card in the visitor's language (right to left where it is written so): its words from the
 * server, the emergency number and helplines of the countries where the language is spoken from the kit's
 * sourced directory (numbers only: they read the same in every language), and the worldwide directory.
 */
function CardInLanguage({
  card,
  category,
  titleId,
}: {
  card: OtherLanguageCard;
  category: SafetyCategory;
  titleId: string;
}) {
  let regionName: Intl.DisplayNames | undefined;
  try {
    regionName = new Intl.DisplayNames([card.lang, 'en'], { type: 'region' });
  } catch {
    regionName = undefined;
  }
  const countries = card.countries
    .map((code) => helplinesFor(code))
    .filter((c) => c !== undefined)
    .slice(0, MAX_COUNTRIES);
  return (
    <CardFrame
      titleId={titleId}
      lang={card.lang}
      dir={card.dir}
      category={category}
      heading={card.heading}
      body={card.body}
    >
      {countries.length > 0 ? (
        <>
          <p className="mt-4 font-semibold text-sm text-stone-900">{card.helplines}</p>
          <ul className="mt-2 space-y-3">
            {countries.map((country) => (
              <li key={country.code} className="rounded-xl border border-rose-100 bg-rose-50/60 p-3.5">
                <p className="font-semibold text-stone-900">{regionName?.of(country.code) ?? country.name}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <a href={`tel:${country.emergency.number}`} className={callLink} dir="ltr">
                    <Siren aria-hidden="true" className="size-4 shrink-0" />
                    {country.emergency.number}
                  </a>
                  {country.helplines.slice(0, 2).flatMap((line) =>
                    line.actions
                      .filter((a) => a.kind === 'call')
                      .slice(0, 1)
                      .map((a) => (
                        <a key={`${line.name}${a.href}`} href={a.href} className={callLink}>
                          <Phone aria-hidden="true" className="size-4 shrink-0" />
                          <span>
                            {line.name} <bdi dir="ltr">{numberOf(a.label)}</bdi>
                          </span>
                        </a>
                      )),
                  )}
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-4 flex items-start gap-2 text-sm text-stone-700">
        <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
        <a href={FIND_A_HELPLINE_URL} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
          {card.directory}
        </a>
      </p>
    </CardFrame>
  );
}
