import { clsx } from 'clsx';
import { Leaf, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { COMPANION_NAME } from '@/lib/brand';
import type { ChatMessage } from '../types';
import { MessageActions } from './MessageActions';
import { focusRing } from './styles';

export function CompanionAvatar() {
  return (
    <span
      aria-hidden="true"
      className="mt-0.5 hidden size-8 shrink-0 items-center justify-center rounded-full bg-teal-100 text-teal-800 sm:flex"
    >
      <Leaf className="size-4" />
    </span>
  );
}

/** A companion-side row: avatar and a white bubble. */
export function CompanionRow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="flex items-start gap-2.5">
      <CompanionAvatar />
      <div
        className={clsx(
          'min-w-0 max-w-[88%] rounded-2xl rounded-tl-md border border-stone-200 bg-white px-4 py-3 text-stone-800 shadow-sm sm:max-w-[80%]',
          className,
        )}
      >
        {children}
      </div>
    </div>
  );
}

/** Message text in any script: its direction from its first strong character; long words and emoji wrap. */
const textClass = 'whitespace-pre-wrap break-words [overflow-wrap:anywhere] leading-relaxed';

export function MessageBubble({
  message,
  onRetry,
  onRegenerate,
}: {
  message: ChatMessage;
  onRetry?: (id: string) => void;
  /** Set on the last companion reply when it can be written again. */
  onRegenerate?: () => void;
}) {
  if (!message.isUser) {
    const streaming = message.status === 'streaming';
    return (
      <div className="group">
        <CompanionRow>
          <p className={textClass}>
            <span className="sr-only">{COMPANION_NAME} said: </span>
            <span dir="auto" className="block">
              {message.content}
              {streaming ? (
                <span
                  aria-hidden="true"
                  className="ms-0.5 inline-block h-4 w-0.5 translate-y-0.5 bg-teal-700 motion-safe:animate-pulse"
                />
              ) : null}
            </span>
          </p>
        </CompanionRow>
        {streaming ? null : (
          <MessageActions
            message={message}
            {...(onRegenerate ? { onRegenerate } : {})}
            className="mt-1 sm:pl-[2.625rem]"
          />
        )}
      </div>
    );
  }
  const failed = message.status === 'failed';
  return (
    <div className="group flex flex-col items-end">
      <div
        className={clsx(
          'min-w-0 max-w-[88%] rounded-2xl rounded-tr-md bg-teal-700 px-4 py-3 text-white shadow-sm sm:max-w-[80%]',
          failed && 'opacity-80',
        )}
      >
        <p className={textClass}>
          <span className="sr-only">You said: </span>
          <span dir="auto" className="block">
            {message.content}
          </span>
        </p>
      </div>
      {failed ? null : <MessageActions message={message} className="mt-1 justify-end" />}
      {failed ? (
        <p className="mt-1.5 flex items-center gap-2 text-rose-700 text-sm">
          <span>Not sent.</span>
          {onRetry ? (
            <button
              type="button"
              onClick={() => onRetry(message.id)}
              className={clsx(
                'inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 font-medium underline underline-offset-2 hover:bg-rose-50',
                focusRing,
              )}
            >
              <RotateCcw aria-hidden="true" className="size-3.5" />
              Try again
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
