import { clsx } from 'clsx';
import { ArrowDown } from 'lucide-react';
import { Fragment, type ReactNode, useRef } from 'react';
import { useAutoScroll } from '../hooks/useAutoScroll';
import { useReplyAnnouncer } from '../hooks/useReplyAnnouncer';
import type { ChatMessage } from '../types';
import { AiNotice } from './ChatNotices';
import { CrisisCard } from './CrisisCard';
import { Greeting } from './Greeting';
import { CompanionAvatar, MessageBubble } from './MessageBubble';
import { SuggestionCards } from './SuggestionCards';
import { focusRing } from './styles';
import { TypingIndicator } from './TypingIndicator';

interface MessageListProps {
  messages: ChatMessage[];
  /** The session and its history are still loading. */
  starting: boolean;
  /** A reply is in flight. */
  pending: boolean;
  reducedMotion: boolean;
  onRetry: (id: string) => void;
  /** Writes the last reply again (offered under the last reply while nothing is pending). */
  onRegenerate?: () => void;
  /** Shown under the greeting of an empty chat (the optional mood check-in). */
  intro?: ReactNode;
}

export function MessageList({
  messages,
  starting,
  pending,
  reducedMotion,
  onRetry,
  onRegenerate,
  intro,
}: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const streaming = messages.some((m) => m.status === 'streaming');
  const showTyping = pending && !streaming;
  // Also changes when a streamed reply is done (its crisis card or suggestions appear under it).
  const contentKey = `${messages.length}:${last?.content.length ?? 0}:${last?.status ?? ''}:${last?.id ?? ''}:${showTyping}`;
  const { showScrollButton, scrollToBottom } = useAutoScroll(scrollRef, contentKey, reducedMotion);
  const announcement = useReplyAnnouncer(messages, pending);
  const lastReplyId = !pending && last && !last.isUser && last.status !== 'streaming' ? last.id : undefined;

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      {/* `relative`: screen-reader-only text inside the list stays within this scroller's overflow, so it
          never makes the (overflow-hidden) page itself scrollable. */}
      <div ref={scrollRef} className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {/* The log is not live: a streamed reply would be read token by token. The status below says
            once that a reply started and, once complete, reads it. */}
        <div
          role="log"
          aria-live="off"
          aria-label="Conversation"
          aria-busy={streaming}
          className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 pt-6 pb-20 sm:px-6 sm:pb-8"
        >
          <AiNotice />
          {starting && messages.length === 0 ? (
            <div className="flex items-start gap-2.5" aria-hidden="true">
              <CompanionAvatar />
              <div className="h-20 w-64 max-w-[80%] rounded-2xl rounded-tl-md bg-stone-200/60 motion-safe:animate-pulse" />
            </div>
          ) : null}
          {!starting && messages.length === 0 ? <Greeting /> : null}
          {!starting && messages.length === 0 && intro ? <div className="sm:pl-12">{intro}</div> : null}
          {messages.map((message) => (
            <Fragment key={message.id}>
              <MessageBubble
                message={message}
                {...(pending ? {} : { onRetry })}
                {...(message.id === lastReplyId && onRegenerate ? { onRegenerate } : {})}
              />
              {!message.isUser && message.risk === 'crisis' ? (
                <CrisisCard
                  {...(message.category ? { category: message.category } : {})}
                  {...(message.language ? { language: message.language } : {})}
                  {...(message.card ? { card: message.card } : {})}
                />
              ) : null}
              {!message.isUser && message.status !== 'streaming' && message.suggestions?.length ? (
                <SuggestionCards
                  suggestions={message.suggestions}
                  {...(message.language ? { language: message.language } : {})}
                />
              ) : null}
            </Fragment>
          ))}
          {showTyping ? <TypingIndicator /> : null}
        </div>
      </div>
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
      {showScrollButton ? (
        <button
          type="button"
          aria-label="Scroll to bottom"
          onClick={scrollToBottom}
          className={clsx(
            'absolute bottom-3 left-1/2 flex size-10 -translate-x-1/2 items-center justify-center rounded-full border border-stone-200 bg-white text-stone-700 shadow-md hover:bg-stone-50',
            focusRing,
          )}
        >
          <ArrowDown aria-hidden="true" className="size-5" />
        </button>
      ) : null}
    </div>
  );
}
