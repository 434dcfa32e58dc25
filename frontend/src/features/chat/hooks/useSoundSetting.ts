import { useCallback, useEffect, useState } from 'react';
import { isSoundEnabled, playSound, primeSoundsOnFirstGesture, setSoundEnabled } from '@/lib/sounds';

/** The sound on/off setting, stored in the browser; turning it on plays the success tone. */
export function useSoundSetting(): { enabled: boolean; toggle: () => void } {
  const [enabled, setEnabled] = useState(isSoundEnabled);

  useEffect(() => {
    primeSoundsOnFirstGesture();
  }, []);

  const toggle = useCallback(() => {
    const next = !isSoundEnabled();
    setSoundEnabled(next);
    setEnabled(next);
    if (next) playSound('success');
  }, []);

  return { enabled, toggle };
}
