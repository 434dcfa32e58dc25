import { clsx } from 'clsx';
import { Download, Lock, Printer, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CrisisLines, Prose } from '@/components/Prose';
import {
  deletePlan,
  emptyPlan,
  hasContent,
  items,
  loadPlan,
  PLAN_SECTIONS,
  planToText,
  type SafetyPlan,
  type SectionId,
  savePlan,
  serviceLine,
  suggestedServices,
} from './plan';

const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';
const button = `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold text-sm transition-colors ${focusRing}`;
const primary = `${button} bg-teal-700 text-white hover:bg-teal-800`;
const secondary = `${button} border border-teal-200 bg-white text-teal-800 hover:bg-teal-50`;
const danger = `${button} border border-rose-300 bg-white text-rose-800 hover:bg-rose-50`;

/** Saves a text file in the browser (a blob: link; nothing goes over the network). */
function downloadText(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /safety-plan: the private plan builder, its print view, download and delete. */
export function SafetyPlanView({ print = () => window.print() }: { print?: () => void }) {
  const [plan, setPlan] = useState<SafetyPlan>(() => loadPlan() ?? emptyPlan());
  const [stored, setStored] = useState(() => loadPlan() !== null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');
  const confirmRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const update = (next: SafetyPlan) => {
    const withTime = { ...next, updatedAt: new Date().toISOString() };
    setPlan(withTime);
    // Nothing is stored until the visitor writes something or changes a choice.
    savePlan(withTime);
    setStored(true);
    setNotice('');
  };

  const setSection = (id: SectionId, value: string) =>
    update({ ...plan, sections: { ...plan.sections, [id]: value } });

  const toggleService = (id: SafetyPlan['services'][number], on: boolean) =>
    update({
      ...plan,
      services: on
        ? suggestedServices()
            .map((r) => r.id)
            .filter((x) => x === id || plan.services.includes(x))
        : plan.services.filter((x) => x !== id),
    });

  const remove = () => {
    deletePlan();
    setPlan(emptyPlan());
    setStored(false);
    setConfirming(false);
    setNotice('Your safety plan was deleted from this browser.');
    deleteRef.current?.focus();
  };

  return (
    <article aria-labelledby={titleId} className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <header>
        <h1 id={titleId} className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
          My safety plan
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-stone-700 print:hidden">
          A safety plan is a short list you write for yourself on a calmer day, so that on a hard one you
          don't have to think about what to do next: you just follow the steps, one at a time, until you feel
          safer. It follows the steps of the Stanley–Brown Safety Planning Intervention, which many counselors
          use. Write as much or as little as you like, and come back to it whenever you want.
        </p>
        <p className="mt-4 flex items-start gap-2 rounded-2xl border border-teal-100 bg-teal-50 p-4 text-sm text-teal-900 print:hidden">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">Private to this device.</strong> Your plan saves as you type,
            only in this browser. It is never sent to us or to anyone else. Anyone who uses this browser could
            open it, so delete it when you're done if that's a worry; you can download or print it first.
          </span>
        </p>
      </header>

      <section
        aria-label="If you are in danger now"
        className="mt-8 rounded-2xl border border-rose-200 bg-rose-50 p-5 print:hidden"
      >
        <Prose className="[&>p:first-child]:mt-0">
          <p>
            <strong>If you might act on thoughts of hurting yourself right now,</strong> please reach out to a
            person now, before anything else:
          </p>
          <CrisisLines />
        </Prose>
      </section>

      <form className="mt-10 space-y-8 print:hidden" onSubmit={(event) => event.preventDefault()}>
        {PLAN_SECTIONS.map((section, index) => {
          const fieldId = `plan-${section.id}`;
          return (
            <section
              key={section.id}
              aria-labelledby={`${fieldId}-title`}
              className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
            >
              <h2
                id={`${fieldId}-title`}
                className="flex items-baseline gap-3 text-lg font-semibold text-stone-900"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-teal-100 text-sm font-bold text-teal-800"
                >
                  {index + 1}
                </span>
                <label htmlFor={fieldId}>
                  <span className="sr-only">Step {index + 1}: </span>
                  {section.title}
                </label>
              </h2>
              <p id={`${fieldId}-hint`} className="mt-2 text-sm leading-relaxed text-stone-700">
                {section.prompt} One item per line.
              </p>
              <textarea
                id={fieldId}
                value={plan.sections[section.id]}
                onChange={(event) => setSection(section.id, event.target.value)}
                aria-describedby={`${fieldId}-hint`}
                placeholder={section.placeholder}
                rows={4}
                className={clsx(
                  'mt-3 block w-full resize-y rounded-xl border border-stone-300 bg-white px-4 py-3 text-base leading-relaxed text-stone-900 placeholder:text-stone-500',
                  'focus-visible:border-teal-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600/40',
                )}
              />
              {section.id === 'professionals' ? (
                <ServiceChoices plan={plan} onToggle={toggleService} />
              ) : null}
            </section>
          );
        })}
      </form>

      <PrintView plan={plan} />

      <section aria-label="Keep or delete your plan" className="mt-10 print:hidden">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <button type="button" className={primary} onClick={print}>
            <Printer aria-hidden="true" className="size-4" />
            Print my plan
          </button>
          <button
            type="button"
            className={secondary}
            onClick={() => downloadText('my-safety-plan.txt', planToText(plan))}
          >
            <Download aria-hidden="true" className="size-4" />
            Download as a text file
          </button>
          <button
            ref={deleteRef}
            type="button"
            className={danger}
            aria-expanded={confirming}
            aria-controls="plan-delete-confirm"
            onClick={() => setConfirming(true)}
            disabled={!stored && !hasContent(plan)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete my plan
          </button>
        </div>
        {confirming ? (
          <section
            id="plan-delete-confirm"
            aria-labelledby="plan-delete-question"
            className="mt-4 rounded-2xl border border-rose-200 bg-rose-50 p-5"
          >
            <p id="plan-delete-question" className="font-semibold text-stone-900">
              Delete your safety plan from this browser?
            </p>
            <p className="mt-1 text-sm text-stone-700">
              This can't be undone. If you'd like a copy, download or print it first.
            </p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <button
                ref={confirmRef}
                type="button"
                className={`${button} bg-rose-700 text-white hover:bg-rose-800`}
                onClick={remove}
              >
                Yes, delete my plan
              </button>
              <button
                type="button"
                className={secondary}
                onClick={() => {
                  setConfirming(false);
                  deleteRef.current?.focus();
                }}
              >
                Keep my plan
              </button>
            </div>
          </section>
        ) : null}
        <p role="status" className="mt-4 text-sm text-stone-700">
          {notice}
        </p>
        <p className="mt-6 text-sm text-stone-700">
          Want something to do right now?{' '}
          <Link
            to="/grounding"
            className={`rounded-sm font-medium text-teal-800 underline underline-offset-2 ${focusRing}`}
          >
            Try a grounding or breathing exercise
          </Link>
          .
        </p>
      </section>
    </article>
  );
}

function ServiceChoices({
  plan,
  onToggle,
}: {
  plan: SafetyPlan;
  onToggle: (id: SafetyPlan['services'][number], on: boolean) => void;
}) {
  const services = suggestedServices();
  if (services.length === 0) return null;
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold text-stone-900">
        Free crisis services to keep in my plan
      </legend>
      <ul className="mt-2 space-y-2">
        {services.map((resource) => {
          const line = serviceLine(resource.id);
          if (!line) return null;
          const id = `plan-service-${resource.id}`;
          return (
            <li
              key={resource.id}
              className="flex items-start gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3"
            >
              <input
                id={id}
                type="checkbox"
                checked={plan.services.includes(resource.id)}
                onChange={(event) => onToggle(resource.id, event.target.checked)}
                className="mt-1 size-5 shrink-0 accent-teal-700"
              />
              <label htmlFor={id} className="text-sm text-stone-800">
                <span className="font-semibold text-stone-900">{line.name}</span>
                <span className="block text-stone-700">{line.how}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** Shown only on paper: the plan as a clean numbered list. */
function PrintView({ plan }: { plan: SafetyPlan }) {
  return (
    <div className="hidden print:mt-6 print:block" data-testid="plan-print">
      {PLAN_SECTIONS.map((section, index) => {
        const list = items(plan.sections[section.id]);
        const services =
          section.id === 'professionals'
            ? plan.services.flatMap((id) => {
                const line = serviceLine(id);
                return line ? [`${line.name}: ${line.how}`] : [];
              })
            : [];
        const all = [...list, ...services];
        return (
          <section key={section.id} className="mt-5 break-inside-avoid">
            <h2 className="text-lg font-semibold">
              {index + 1}. {section.title}
            </h2>
            {all.length > 0 ? (
              <ul className="mt-1 list-disc pl-6">
                {all.map((item, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines can repeat; order is the identity
                  <li key={i}>{item}</li>
                ))}
              </ul>
            ) : (
              <div aria-hidden="true" className="mt-2 h-16 border-stone-400 border-b" />
            )}
          </section>
        );
      })}
      <p className="mt-8 text-sm">If you are in danger right now, call your local emergency number.</p>
    </div>
  );
}
