import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * Radix tooltip provider with the spec's timing: 700 ms before a tooltip opens, 300 ms in which moving to a
 * neighbouring trigger opens its tooltip at once. Wrap the screen (or part of it) that uses Radix tooltips.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </Tooltip.Provider>
  );
}
