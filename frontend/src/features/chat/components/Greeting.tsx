import { COMPANION_NAME } from '@/lib/brand';
import { CompanionRow } from './MessageBubble';

/** The empty chat: the companion says hello first. */
export function Greeting() {
  return (
    <CompanionRow>
      <h2 className="font-semibold text-lg text-stone-900">Hi, I'm {COMPANION_NAME}</h2>
      <p className="mt-1 leading-relaxed">I'm here to listen and support you. What's on your mind today?</p>
    </CompanionRow>
  );
}
