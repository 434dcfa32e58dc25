import { clsx } from 'clsx';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { type ThemeChoice, useThemeChoice } from '@/lib/theme';

const OPTIONS: { value: ThemeChoice; label: string; Icon: typeof Sun }[] = [
  { value: 'system', label: 'System', Icon: Monitor },
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
];

/**
 * Theme: System (follows the device), Light or Dark. Three native radio buttons drawn as a segmented
 * control, so arrow keys, Tab and screen readers work as they do everywhere; kept in this browser only.
 */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const [choice, setChoice] = useThemeChoice();
  const name = useId();
  return (
    <fieldset className={clsx('flex items-center gap-2', className)}>
      <legend className="sr-only">Theme</legend>
      <span aria-hidden="true" className="text-sm text-stone-700">
        Theme
      </span>
      <div className="inline-flex rounded-full border border-stone-300 bg-white p-0.5">
        {OPTIONS.map(({ value, label, Icon }) => (
          <label
            key={value}
            className={clsx(
              'relative inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm font-medium',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600',
              choice === value ? 'bg-teal-700 text-white' : 'text-stone-700 hover:bg-stone-100',
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
