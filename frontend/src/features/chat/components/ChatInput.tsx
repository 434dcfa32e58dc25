import { clsx } from 'clsx';
import { Lock, SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { COMPANION_NAME } from '@/lib/brand';
import { FEELING_EXAMPLES, STATIC_PLACEHOLDER } from '../feelings';
import { useReducedMotion } from '../hooks/useReducedMotion';
import { useTypewriterPlaceholder } from '../hooks/useTypewriterPlaceholder';
import { focusRing } from './styles';

/** Spec section 9: the box grows from 24 px to 120 px, then scrolls. */
export const INPUT_MIN_HEIGHT = 24;
export const INPUT_MAX_HEIGHT = 120;

interface ChatInputProps {
  /** Receives the trimmed text; returns false when nothing was sent (the text then stays). */
  onSend: (text: string) => boolean;
  /** A reply is pending: sending is blocked (typing is not). */
  pending: boolean;
  /** Everything is blocked (for example while the conversation is being cleared). */
  disabled?: boolean;
}

export function ChatInput({ onSend, pending, disabled = false }: ChatInputProps) {
  const [value, setValue] = useState('');
  const [hasTyped, setHasTyped] = useState(false);
  const reducedMotion = useReducedMotion();
  const animate = !reducedMotion && !hasTyped;
  const typed = useTypewriterPlaceholder(FEELING_EXAMPLES, animate);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const privacyId = useId();

  const canSend = value.trim() !== '' && !pending && !disabled;

  useLayoutEffect(() => {
    const el = textareaRef.current;
    if (!el) return;
    if (value === '') {
      el.style.height = `${INPUT_MIN_HEIGHT}px`;
      el.style.overflowY = 'hidden';
      return;
    }
    el.style.height = 'auto';
    const full = el.scrollHeight;
    el.style.height = `${Math.min(Math.max(full, INPUT_MIN_HEIGHT), INPUT_MAX_HEIGHT)}px`;
    el.style.overflowY = full > INPUT_MAX_HEIGHT ? 'auto' : 'hidden';
  }, [value]);

  const submit = () => {
    if (!canSend) return;
    if (onSend(value.trim())) setValue('');
    // Focus stays in the box after sending, whether by Enter or by the button.
    textareaRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    // Enter that confirms an IME composition (Japanese, Chinese, Korean...) must never send.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    submit();
  };

  return (
    <div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="flex items-end gap-2 rounded-2xl border border-stone-300 bg-white py-2 pr-2 pl-4 shadow-sm transition-shadow focus-within:border-teal-600 focus-within:ring-2 focus-within:ring-teal-600/30"
      >
        <label htmlFor={inputId} className="sr-only">
          Message {COMPANION_NAME}
        </label>
        <textarea
          ref={textareaRef}
          id={inputId}
          rows={1}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            setValue(event.target.value);
            if (!hasTyped && event.target.value !== '') setHasTyped(true);
          }}
          onKeyDown={onKeyDown}
          placeholder={animate ? typed : STATIC_PLACEHOLDER}
          aria-describedby={privacyId}
          enterKeyHint="send"
          className="my-2 block min-h-6 flex-1 resize-none bg-transparent text-base text-stone-900 leading-6 outline-none placeholder:text-stone-500 placeholder:whitespace-nowrap placeholder:overflow-hidden placeholder:text-ellipsis disabled:cursor-not-allowed"
          style={{ height: INPUT_MIN_HEIGHT, maxHeight: INPUT_MAX_HEIGHT }}
        />
        <button
          type="submit"
          aria-label="Send message"
          disabled={!canSend}
          className={clsx(
            'flex size-10 shrink-0 items-center justify-center rounded-xl bg-teal-700 text-white transition-colors hover:bg-teal-800 disabled:cursor-not-allowed disabled:bg-stone-200 disabled:text-stone-500',
            focusRing,
          )}
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </form>
      <p id={privacyId} className="mt-2 flex items-center justify-center gap-1.5 text-stone-600 text-xs">
        <Lock aria-hidden="true" className="size-3.5" />
        Your conversations are private and secure
      </p>
    </div>
  );
}
