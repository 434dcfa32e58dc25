import {
  type CountryHelplines,
  FIND_A_HELPLINE_URL,
  guessCountry,
  HELPLINES,
  helplinesFor,
  US_SPECIFIC_LINES,
} from '@sage/shared/helplines';
import { Globe, Siren } from 'lucide-react';
import { useId, useState } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storageKeys';
import {
  ActionLink,
  CrisisDialogResources,
  primaryActionClass,
  SafetyLink,
  SelfHelpLinks,
  secondaryActionClass,
  textLinkClass,
} from './CrisisResourcesList';
import { SHARED_COPY } from './crisisCopy';
import { resourceById, SPECIFIC_SITUATIONS } from './resources';

/**
 * The Crisis Resources dialog's body with a country picker: the visitor's country is guessed from the
 * browser's languages and time zone (or read from their earlier choice, kept only in this browser), and the
 * dialog shows that country's emergency number and helplines from `@sage/shared/helplines`. The United
 * States keeps the full list it always had, plus US lines for specific needs; a country not listed points
 * to findahelpline.com. No number is typed here: every one comes from the shared data.
 */

const OTHER = '';

function guessedCode(): string {
  const stored = readStorage(STORAGE_KEYS.helplineCountry);
  if (stored !== null && (stored === OTHER || helplinesFor(stored))) return stored;
  if (typeof navigator === 'undefined') return 'US';
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zone = undefined;
  }
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return guessCountry(languages, zone)?.code ?? OTHER;
}

const selectClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 focus-visible:border-teal-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600/40';

export function CountryCrisisResources({ onNavigate }: { onNavigate?: () => void }) {
  const [code, setCode] = useState(guessedCode);
  const selectId = useId();
  const country = code === OTHER ? undefined : helplinesFor(code);

  return (
    <>
      <div className="mt-5">
        <label htmlFor={selectId} className="block text-sm font-semibold text-stone-900">
          Your country
        </label>
        <select
          id={selectId}
          value={country ? country.code : OTHER}
          onChange={(event) => {
            setCode(event.target.value);
            writeStorage(STORAGE_KEYS.helplineCountry, event.target.value);
          }}
          aria-describedby={`${selectId}-note`}
          className={selectClass}
        >
          {HELPLINES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
          <option value={OTHER}>Another country</option>
        </select>
        <p id={`${selectId}-note`} className="mt-1 text-xs text-stone-600">
          Guessed from your browser's settings; your choice stays on this device.
        </p>
      </div>
      {country?.code === 'US' ? (
        <CrisisDialogResources {...(onNavigate ? { onNavigate } : {})} more={<UsSpecificNeeds />} />
      ) : (
        <div aria-live="polite">
          {country ? <CountryLines country={country} /> : <OtherCountry />}
          <SafetyLink className="mt-4" {...(onNavigate ? { onNavigate } : {})} />
          <SelfHelpLinks className="mt-2" {...(onNavigate ? { onNavigate } : {})} />
        </div>
      )}
    </>
  );
}

function FindAHelpline({ lead }: { lead: string }) {
  return (
    <p className="flex items-start gap-2 text-sm text-stone-700">
      <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
      <span>
        {lead}{' '}
        <a href={FIND_A_HELPLINE_URL} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
          findahelpline.com
          <span className="sr-only"> {SHARED_COPY.en.newTab}</span>
        </a>
        .
      </span>
    </p>
  );
}

function Reassurance() {
  return (
    <div className="rounded-xl bg-teal-50 p-4 text-sm text-teal-900">
      <p className="font-semibold">{SHARED_COPY.en.reassuranceTitle}</p>
      <p className="mt-1">{SHARED_COPY.en.reassurance}</p>
    </div>
  );
}

function CountryLines({ country }: { country: CountryHelplines }) {
  return (
    <div className="mt-5 space-y-4">
      <ul className="space-y-3" aria-label={`Crisis lines in ${country.name}`}>
        <li className="rounded-xl border border-rose-100 bg-rose-50/60 p-3.5 sm:p-4">
          <p className="flex items-center gap-2 font-semibold text-stone-900">
            <Siren aria-hidden="true" className="size-5 text-rose-700" />
            Emergency services
          </p>
          <p className="mt-0.5 text-sm text-stone-700">
            If you or someone else is in immediate danger in {country.name}.
          </p>
          <div className="mt-3">
            <ActionLink
              action={{
                kind: 'call',
                label: `Call ${country.emergency.number}`,
                href: `tel:${country.emergency.number}`,
              }}
              language="en"
              className={primaryActionClass}
              iconClassName="size-4 shrink-0"
            />
          </div>
        </li>
        {country.helplines.map((line) => (
          <li key={line.name} className="rounded-xl border border-rose-100 bg-rose-50/60 p-3.5 sm:p-4">
            <p className="font-semibold text-stone-900">{line.name}</p>
            <p className="mt-0.5 text-sm text-stone-700">{line.description}</p>
            {line.languages?.length ? (
              <p className="mt-0.5 text-xs text-stone-600">Languages: {line.languages.join(', ')}</p>
            ) : null}
            {line.actions.length > 0 ? (
              <div className="mt-3 flex flex-wrap gap-2">
                {line.actions.map((action, index) => (
                  <ActionLink
                    key={action.href}
                    action={action}
                    language="en"
                    className={index === 0 ? primaryActionClass : secondaryActionClass}
                    iconClassName="size-4 shrink-0"
                  />
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <Reassurance />
      <FindAHelpline lead="Somewhere else? Find a free helpline in any country at" />
    </div>
  );
}

function OtherCountry() {
  return (
    <div className="mt-5 space-y-4">
      <div className="rounded-xl border border-rose-100 bg-rose-50/60 p-4">
        <p className="font-semibold text-stone-900">Find a helpline where you are</p>
        <p className="mt-1 text-sm text-stone-700">
          If you are in immediate danger, call your local emergency number now. For someone to talk to,
          findahelpline.com lists free, confidential helplines in many countries.
        </p>
        <a
          href={FIND_A_HELPLINE_URL}
          target="_blank"
          rel="noopener noreferrer"
          className={`${primaryActionClass} mt-3`}
        >
          <Globe aria-hidden="true" className="size-4 shrink-0" />
          Open findahelpline.com
          <span className="sr-only"> {SHARED_COPY.en.newTab}</span>
        </a>
      </div>
      <Reassurance />
    </div>
  );
}

/** US lines for specific needs that the "For specific situations" list above doesn't already show. */
function UsSpecificNeeds() {
  const titleId = useId();
  const shown = new Set(
    SPECIFIC_SITUATIONS.flatMap(({ id }) => {
      const r = resourceById(id);
      return r ? [r.name] : [];
    }),
  );
  const rows = US_SPECIFIC_LINES.filter((line) => !shown.has(line.name));
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="font-semibold text-stone-900">
        More lines for specific needs
      </h3>
      <ul className="mt-2 divide-y divide-stone-200 rounded-xl border border-stone-200">
        {rows.map((line) => (
          <li key={line.name} className="px-4 py-3">
            <p className="text-sm">
              <span className="font-semibold text-stone-900">{line.forWhat}</span>
              <span className="text-stone-600">
                <span aria-hidden="true"> · </span>
                <span className="sr-only">: </span>
                {line.name}
              </span>
            </p>
            <p className="mt-1 text-sm text-stone-700">{line.description}</p>
            {line.actions.length > 0 ? (
              <div className="mt-2 flex flex-wrap gap-2">
                {line.actions.map((action) => (
                  <ActionLink
                    key={action.href}
                    action={action}
                    language="en"
                    className={secondaryActionClass}
                    iconClassName="size-3.5 shrink-0"
                  />
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
