import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Spec section 9: the scroll-to-bottom button shows beyond 200 px from the bottom. */
export const SCROLL_BUTTON_THRESHOLD = 200;
/** Within this distance the reader still counts as "at the bottom" and keeps following new text. */
const FOLLOW_THRESHOLD = 80;

function distanceFromBottom(el: HTMLElement): number {
  return el.scrollHeight - el.scrollTop - el.clientHeight;
}

/**
 * Keeps a scroll container pinned to the bottom as content grows, unless the reader scrolled up.
 * `contentKey` should change whenever content is added (new message, new delta).
 */
export function useAutoScroll(
  containerRef: RefObject<HTMLElement | null>,
  contentKey: unknown,
  reducedMotion: boolean,
): { showScrollButton: boolean; scrollToBottom: () => void } {
  const followRef = useRef(true);
  const [showScrollButton, setShowScrollButton] = useState(false);

  const update = useCallback(() => {
    const el = containerRef.current;
    if (!el) return;
    const distance = distanceFromBottom(el);
    followRef.current = distance <= FOLLOW_THRESHOLD;
    setShowScrollButton(distance > SCROLL_BUTTON_THRESHOLD);
  }, [containerRef]);

  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [containerRef, update]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: contentKey is the trigger on purpose
  useLayoutEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    if (followRef.current) el.scrollTop = el.scrollHeight;
    else setShowScrollButton(distanceFromBottom(el) > SCROLL_BUTTON_THRESHOLD);
  }, [contentKey, containerRef]);

  const scrollToBottom = useCallback(() => {
    const el = containerRef.current;
    if (!el) return;
    followRef.current = true;
    if (typeof el.scrollTo === 'function') {
      el.scrollTo({ top: el.scrollHeight, behavior: reducedMotion ? 'auto' : 'smooth' });
    } else {
      el.scrollTop = el.scrollHeight;
    }
  }, [containerRef, reducedMotion]);

  return { showScrollButton, scrollToBottom };
}
