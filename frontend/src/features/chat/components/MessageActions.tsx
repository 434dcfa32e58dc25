import { clsx } from 'clsx';
import { Copy, RefreshCw } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { ChatMessage } from '../types';
import { focusRing } from './styles';

/** The time of a message in the visitor's own locale and time zone (hour and minute; the date if not today). */
export function formatMessageTime(iso: string, now = new Date(), locale?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const sameDay = at.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(locale, {
    ...(sameDay ? {} : { dateStyle: 'medium' as const }),
    timeStyle: 'short',
  }).format(at);
}

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description: 'The message is on your clipboard.' });
  } catch (error) {
    console.debug('copy failed', error);
    toast({ title: 'Error', description: 'Copying is not available here.', variant: 'destructive' });
  }
}

const button = clsx(
  'inline-flex size-8 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 hover:text-stone-900',
  focusRing,
);

/**
 * Under a message: its time (shown on hover or when an action has focus; always read by screen
 * readers), "Copy", and on the last reply "Regenerate". Buttons stay in the tab order on every screen.
 */
export function MessageActions({
  message,
  onRegenerate,
  className,
}: {
  message: ChatMessage;
  onRegenerate?: () => void;
  className?: string;
}) {
  const time = message.createdAt ? formatMessageTime(message.createdAt) : '';
  const who = message.isUser ? 'your message' : 'this reply';
  return (
    <div className={clsx('flex items-center gap-0.5 text-stone-600 text-xs', className)}>
      {time ? (
        <time
          dateTime={message.createdAt}
          className="mr-1 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 motion-reduce:transition-none"
        >
          {time}
        </time>
      ) : null}
      <button
        type="button"
        aria-label={`Copy ${who}`}
        title="Copy"
        onClick={() => void copyText(message.content)}
        className={button}
      >
        <Copy aria-hidden="true" className="size-4" />
      </button>
      {onRegenerate ? (
        <button
          type="button"
          aria-label="Regenerate this reply"
          title="Regenerate"
          onClick={onRegenerate}
          className={button}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
