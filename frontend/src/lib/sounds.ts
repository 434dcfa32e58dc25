import { readStorage, STORAGE_KEYS, writeStorage } from './storageKeys';

/**
 * Small interface sounds synthesized with the Web Audio API (oscillators shaped by gain envelopes; no
 * audio files). On unless the visitor turned them off. Browsers only allow audio after a user gesture,
 * so the AudioContext is created lazily on the first pointer or key press. Any audio failure is logged
 * at debug level and otherwise ignored: sound is a nicety, never a reason for an error.
 */
export type SoundName =
  | 'click'
  | 'hover'
  | 'send'
  | 'receive'
  | 'toggle'
  | 'success'
  | 'error'
  | 'typewriter';

interface Tone {
  /** Start frequency in Hz. */
  freq: number;
  /** Optional frequency to glide to over the note. */
  to?: number;
  type: OscillatorType;
  /** Seconds after the sound starts. */
  at: number;
  /** Seconds. */
  duration: number;
  /** Peak gain (kept low: these are meant to be felt more than heard). */
  gain: number;
}

const SOUNDS: Record<SoundName, Tone[]> = {
  click: [{ freq: 1100, type: 'sine', at: 0, duration: 0.05, gain: 0.05 }],
  hover: [{ freq: 880, type: 'sine', at: 0, duration: 0.03, gain: 0.015 }],
  send: [{ freq: 420, to: 720, type: 'triangle', at: 0, duration: 0.14, gain: 0.06 }],
  receive: [
    { freq: 660, type: 'sine', at: 0, duration: 0.14, gain: 0.05 },
    { freq: 880, type: 'sine', at: 0.09, duration: 0.2, gain: 0.045 },
  ],
  toggle: [{ freq: 620, type: 'triangle', at: 0, duration: 0.06, gain: 0.045 }],
  success: [
    { freq: 523.25, type: 'sine', at: 0, duration: 0.14, gain: 0.05 },
    { freq: 659.25, type: 'sine', at: 0.08, duration: 0.14, gain: 0.05 },
    { freq: 783.99, type: 'sine', at: 0.16, duration: 0.24, gain: 0.05 },
  ],
  error: [
    { freq: 330, to: 260, type: 'triangle', at: 0, duration: 0.16, gain: 0.06 },
    { freq: 262, to: 200, type: 'triangle', at: 0.12, duration: 0.22, gain: 0.05 },
  ],
  typewriter: [{ freq: 1800, type: 'square', at: 0, duration: 0.015, gain: 0.012 }],
};

type AudioContextCtor = typeof AudioContext;

let context: AudioContext | null = null;
let gestureSeen = false;
let listening = false;

function audioContextCtor(): AudioContextCtor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor };
  return w.AudioContext ?? w.webkitAudioContext;
}

function onFirstGesture(): void {
  gestureSeen = true;
  removeGestureListeners();
  try {
    getContext();
  } catch (error) {
    console.debug('audio unavailable', error);
  }
}

const gestureEvents = ['pointerdown', 'keydown', 'touchstart'] as const;

function removeGestureListeners(): void {
  if (!listening) return;
  listening = false;
  for (const name of gestureEvents) window.removeEventListener(name, onFirstGesture, true);
}

/**
 * Waits for the first user gesture before creating the AudioContext. Safe to call many times; the
 * listeners run in the capture phase, so a click that plays a sound already counts as the gesture.
 */
export function primeSoundsOnFirstGesture(): void {
  if (gestureSeen || listening || typeof window === 'undefined') return;
  listening = true;
  for (const name of gestureEvents)
    window.addEventListener(name, onFirstGesture, { capture: true, passive: true });
}

function getContext(): AudioContext | null {
  if (!gestureSeen) return null;
  if (!context) {
    const Ctor = audioContextCtor();
    if (!Ctor) return null;
    context = new Ctor();
  }
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

export function isSoundEnabled(): boolean {
  return readStorage(STORAGE_KEYS.soundEffectsEnabled) !== 'false';
}

export function setSoundEnabled(enabled: boolean): void {
  writeStorage(STORAGE_KEYS.soundEffectsEnabled, enabled ? 'true' : 'false');
}

/** Plays a sound if sounds are on and the browser allows audio; never throws. */
export function playSound(name: SoundName, options: { force?: boolean } = {}): void {
  try {
    if (!options.force && !isSoundEnabled()) return;
    const ctx = getContext();
    if (!ctx) return;
    const start = ctx.currentTime + 0.01;
    for (const tone of SOUNDS[name]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      const t0 = start + tone.at;
      const t1 = t0 + tone.duration;
      osc.type = tone.type;
      osc.frequency.setValueAtTime(tone.freq, t0);
      if (tone.to) osc.frequency.exponentialRampToValueAtTime(tone.to, t1);
      // Attack quickly, then decay exponentially (an exponential ramp cannot reach 0, hence 0.0001).
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.linearRampToValueAtTime(tone.gain, t0 + Math.min(0.012, tone.duration / 3));
      gain.gain.exponentialRampToValueAtTime(0.0001, t1);
      osc.connect(gain);
      gain.connect(ctx.destination);
      osc.start(t0);
      osc.stop(t1 + 0.02);
      osc.onended = () => {
        osc.disconnect();
        gain.disconnect();
      };
    }
  } catch (error) {
    console.debug(`sound "${name}" failed`, error);
  }
}

/** For tests: forget the context and gesture state. */
export function resetSoundsForTests(): void {
  removeGestureListeners();
  context = null;
  gestureSeen = false;
}
