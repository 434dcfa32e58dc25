import { COMPANION_NAME } from '@/lib/brand';
import { CompanionAvatar } from './MessageBubble';

export function TypingIndicator() {
  return (
    <div className="flex items-center gap-2.5">
      <CompanionAvatar />
      <div className="flex items-center gap-2 rounded-2xl rounded-tl-md border border-stone-200 bg-white px-4 py-3 text-sm text-stone-600 shadow-sm">
        <span aria-hidden="true" className="flex gap-1">
          <span className="size-1.5 rounded-full bg-teal-600 motion-safe:animate-bounce [animation-delay:-0.3s]" />
          <span className="size-1.5 rounded-full bg-teal-600 motion-safe:animate-bounce [animation-delay:-0.15s]" />
          <span className="size-1.5 rounded-full bg-teal-600 motion-safe:animate-bounce" />
        </span>
        <span>{COMPANION_NAME} is typing...</span>
      </div>
    </div>
  );
}
