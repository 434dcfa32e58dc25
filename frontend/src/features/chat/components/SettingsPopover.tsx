import { clsx } from 'clsx';
import { Settings2, X } from 'lucide-react';
import { Popover, RadioGroup, Switch } from 'radix-ui';
import { useId } from 'react';
import { playSound } from '@/lib/sounds';
import type { ConversationTone, ResponseMode } from '../types';
import { focusRing, iconButtonClass } from './styles';

interface Option<T extends string> {
  value: T;
  label: string;
  description?: string;
}

const MODES: Option<ResponseMode>[] = [
  {
    value: 'supportive',
    label: 'Supportive Mode',
    description: 'Listening, validation, and emotional support',
  },
  { value: 'problem-solving', label: 'Problem-Solving Mode', description: 'Solutions and actionable steps' },
];

const TONES: Option<ConversationTone>[] = [
  { value: 'casual', label: 'Casual & Friendly' },
  { value: 'gen-z', label: 'Gen Z Vibes' },
];

function OptionGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: Option<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const legendId = useId();
  const baseId = useId();
  return (
    <div>
      <h3 id={legendId} className="font-semibold text-sm text-stone-900">
        {legend}
      </h3>
      <RadioGroup.Root
        aria-labelledby={legendId}
        name={name}
        value={value}
        onValueChange={(next) => onChange(next as T)}
        className="mt-2 grid gap-2"
      >
        {options.map((option) => {
          const id = `${baseId}-${option.value}`;
          const selected = option.value === value;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={clsx(
                'flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-2.5 transition-colors',
                selected ? 'border-teal-600 bg-teal-50' : 'border-stone-200 hover:bg-stone-50',
              )}
            >
              <RadioGroup.Item
                id={id}
                value={option.value}
                aria-describedby={option.description ? `${id}-desc` : undefined}
                className={clsx(
                  'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-stone-400 bg-white data-[state=checked]:border-teal-700',
                  focusRing,
                )}
              >
                <RadioGroup.Indicator className="size-2 rounded-full bg-teal-700" />
              </RadioGroup.Item>
              <span className="min-w-0">
                <span className="block font-medium text-sm text-stone-900">{option.label}</span>
                {option.description ? (
                  <span id={`${id}-desc`} className="mt-0.5 block text-stone-600 text-xs">
                    {option.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}

/** Response mode, tone and the save-history switch, behind the Settings button. */
export interface SettingsPopoverProps {
  mode: ResponseMode;
  tone: ConversationTone;
  saveHistory: boolean;
  /** The switch is busy while the session is being updated. */
  updatingHistory: boolean;
  onModeChange: (mode: ResponseMode) => void;
  onToneChange: (tone: ConversationTone) => void;
  onSaveHistoryChange: (save: boolean) => void;
}

export function SettingsPopover({
  mode,
  tone,
  saveHistory,
  updatingHistory,
  onModeChange,
  onToneChange,
  onSaveHistoryChange,
}: SettingsPopoverProps) {
  const switchId = useId();
  const captionId = useId();
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label="Settings"
        title="Settings"
        onClick={() => playSound('click')}
        className={iconButtonClass}
      >
        <Settings2 aria-hidden="true" className="size-5" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label="Chat settings"
          className="z-[60] max-h-[var(--radix-popover-content-available-height)] w-80 max-w-[calc(100vw-1.5rem)] overflow-y-auto rounded-2xl border border-stone-200 bg-white p-4 shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between">
            <h2 className="font-semibold text-base text-stone-900">Chat settings</h2>
            <Popover.Close
              aria-label="Close settings"
              className={clsx(
                '-mr-1 rounded-full p-1.5 text-stone-500 hover:bg-stone-100 hover:text-stone-800',
                focusRing,
              )}
            >
              <X aria-hidden="true" className="size-4" />
            </Popover.Close>
          </div>
          <div className="mt-3 space-y-5">
            <OptionGroup
              legend="Response Mode"
              name="responseMode"
              options={MODES}
              value={mode}
              onChange={onModeChange}
            />
            <OptionGroup
              legend="Conversation Tone"
              name="conversationTone"
              options={TONES}
              value={tone}
              onChange={onToneChange}
            />
            <div>
              <h3 className="font-semibold text-sm text-stone-900">Chat History</h3>
              <div className="mt-2 flex items-center justify-between gap-3 rounded-xl border border-stone-200 px-3 py-2.5">
                <div className="min-w-0">
                  <label
                    htmlFor={switchId}
                    className="block cursor-pointer font-medium text-sm text-stone-900"
                  >
                    Save conversations
                  </label>
                  <p id={captionId} className="mt-0.5 text-stone-600 text-xs">
                    {saveHistory ? 'Chats saved for continuity' : 'Chats deleted on close'}
                  </p>
                </div>
                <Switch.Root
                  id={switchId}
                  checked={saveHistory}
                  disabled={updatingHistory}
                  aria-describedby={captionId}
                  onCheckedChange={onSaveHistoryChange}
                  className={clsx(
                    'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-stone-300 transition-colors data-[state=checked]:bg-teal-700 disabled:cursor-wait disabled:opacity-70',
                    focusRing,
                  )}
                >
                  <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
                </Switch.Root>
              </div>
            </div>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
