import { clsx } from 'clsx';
import { Pause, Play, Square } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useReducedMotion } from '@/features/chat/hooks/useReducedMotion';
import {
  announcement,
  BREATH_PATTERNS,
  type BreathPattern,
  type PacerState,
  startState,
  tick,
} from './exercises';
import { primaryButton, secondaryButton } from './ui';

const SMALL = 0.55;

/**
 * A breathing pacer: choose a pattern, press Start. A circle grows as you breathe in and shrinks as you
 * breathe out (only a number countdown when the device asks for reduced motion), and a polite live region
 * says each phase once as it starts ("Breathe in, 4"), never every second.
 */
export function BreathingPacer({ initialPattern = 'box' }: { initialPattern?: BreathPattern['id'] }) {
  const reducedMotion = useReducedMotion();
  const [patternId, setPatternId] = useState<BreathPattern['id']>(initialPattern);
  const pattern = BREATH_PATTERNS.find((p) => p.id === patternId) ?? BREATH_PATTERNS[0]!;
  const [state, setState] = useState<PacerState>(() => startState(pattern));
  const [running, setRunning] = useState(false);
  const [started, setStarted] = useState(false);
  const [spoken, setSpoken] = useState('');
  const name = useId();

  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => {
      setState((prev) => tick(pattern, prev));
    }, 1000);
    return () => clearInterval(id);
  }, [running, pattern]);

  // A new phase is said once, as it starts.
  const lastPhase = useRef(state.phase);
  useEffect(() => {
    if (lastPhase.current === state.phase) return;
    lastPhase.current = state.phase;
    if (running) setSpoken(announcement(pattern.phases[state.phase]!));
  }, [state.phase, running, pattern]);

  const choose = (id: BreathPattern['id']) => {
    const next = BREATH_PATTERNS.find((p) => p.id === id)!;
    setPatternId(id);
    setState(startState(next));
    setRunning(false);
    setStarted(false);
    setSpoken('');
  };

  const start = () => {
    if (!started) {
      setState(startState(pattern));
      setSpoken(announcement(pattern.phases[0]!));
    } else {
      setSpoken(`Resumed. ${announcement(pattern.phases[state.phase]!)}`);
    }
    setStarted(true);
    setRunning(true);
  };

  const stop = () => {
    setRunning(false);
    setStarted(false);
    setState(startState(pattern));
    setSpoken('Stopped.');
  };

  const phase = pattern.phases[state.phase]!;
  const grown = started && (phase.kind === 'in' || phase.kind === 'hold');
  const scale = grown ? 1 : SMALL;

  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <fieldset>
        <legend className="font-semibold text-stone-900">Choose a pattern</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-3">
          {BREATH_PATTERNS.map((p) => (
            <label
              key={p.id}
              className={clsx(
                'flex cursor-pointer flex-col rounded-xl border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600',
                p.id === patternId
                  ? 'border-teal-600 bg-teal-50'
                  : 'border-stone-200 bg-white hover:bg-stone-50',
              )}
            >
              <span className="flex items-start gap-2 font-semibold text-stone-900">
                <input
                  type="radio"
                  name={name}
                  value={p.id}
                  checked={p.id === patternId}
                  onChange={() => choose(p.id)}
                  className="mt-0.5 size-4 shrink-0 accent-teal-700"
                />
                <span>
                  {p.name} <span className="whitespace-nowrap font-normal text-stone-700">({p.figures})</span>
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mt-3 text-sm leading-relaxed text-stone-700">{pattern.description}</p>

      <div className="mt-6 flex flex-col items-center">
        {reducedMotion ? (
          <div
            data-testid="pacer-countdown"
            className="flex h-44 w-full max-w-xs flex-col items-center justify-center rounded-2xl border border-teal-100 bg-teal-50"
          >
            <PhaseText started={started} label={phase.label} remaining={state.remaining} />
          </div>
        ) : (
          <div className="relative flex size-64 items-center justify-center sm:size-72">
            <div
              aria-hidden="true"
              data-testid="pacer-circle"
              className="absolute inset-0 rounded-full bg-teal-200 transition-transform ease-in-out"
              style={{
                transform: `scale(${scale})`,
                transitionDuration: `${started ? phase.seconds : 0.3}s`,
              }}
            />
            <div className="relative flex flex-col items-center">
              <PhaseText started={started} label={phase.label} remaining={state.remaining} />
            </div>
          </div>
        )}
        <p className="mt-3 text-sm text-stone-700" aria-hidden={!started}>
          {started ? `Breaths completed: ${state.rounds}` : '\u00a0'}
        </p>
      </div>

      {/* Said once per phase, not every second. */}
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="pacer-announcer">
        {spoken}
      </p>

      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {running ? (
          <button type="button" className={primaryButton} onClick={() => setRunning(false)}>
            <Pause aria-hidden="true" className="size-4" />
            Pause
          </button>
        ) : (
          <button type="button" className={primaryButton} onClick={start}>
            <Play aria-hidden="true" className="size-4" />
            {started ? 'Resume' : 'Start breathing'}
          </button>
        )}
        {started ? (
          <button type="button" className={secondaryButton} onClick={stop}>
            <Square aria-hidden="true" className="size-4" />
            Stop
          </button>
        ) : null}
      </div>
    </div>
  );
}

function PhaseText({ started, label, remaining }: { started: boolean; label: string; remaining: number }) {
  if (!started) return <span className="text-lg font-semibold text-teal-900">Ready when you are</span>;
  return (
    <>
      <span className="text-xl font-semibold text-teal-900">{label}</span>
      <span className="mt-1 text-5xl font-bold tabular-nums text-teal-900">{remaining}</span>
    </>
  );
}
