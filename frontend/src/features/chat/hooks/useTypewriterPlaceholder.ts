import { useEffect, useRef, useState } from 'react';

export interface TypewriterTiming {
  /** Delay before the first example starts, ms. */
  startDelay: number;
  /** Time per typed character, ms. */
  charDelay: number;
  /** How long a finished example stays before the next one, ms. */
  hold: number;
}

/** Spec section 9: start after 0.5 s, 80 ms per character, hold 3 s. */
export const TYPEWRITER_TIMING: TypewriterTiming = { startDelay: 500, charDelay: 80, hold: 3000 };

/**
 * Types the examples out one character at a time, holds each finished one, then moves to the next (and
 * wraps around). Returns the text typed so far; returns '' and schedules nothing while disabled.
 */
export function useTypewriterPlaceholder(
  examples: readonly string[],
  enabled: boolean,
  timing: TypewriterTiming = TYPEWRITER_TIMING,
): string {
  const [text, setText] = useState('');
  const indexRef = useRef(0);
  const { startDelay, charDelay, hold } = timing;

  useEffect(() => {
    if (!enabled || examples.length === 0) {
      setText('');
      return;
    }
    let timer: ReturnType<typeof setTimeout>;
    let chars = 0;

    const typeNext = () => {
      const example = examples[indexRef.current % examples.length] ?? '';
      chars += 1;
      setText(example.slice(0, chars));
      if (chars < example.length) {
        timer = setTimeout(typeNext, charDelay);
      } else {
        timer = setTimeout(() => {
          indexRef.current = (indexRef.current + 1) % examples.length;
          chars = 0;
          setText('');
          timer = setTimeout(typeNext, charDelay);
        }, hold);
      }
    };

    setText('');
    timer = setTimeout(typeNext, startDelay);
    return () => clearTimeout(timer);
  }, [enabled, examples, startDelay, charDelay, hold]);

  return enabled ? text : '';
}
