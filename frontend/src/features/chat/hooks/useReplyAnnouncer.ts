import { useEffect, useRef, useState } from 'react';
import { COMPANION_NAME } from '@/lib/brand';
import type { ChatMessage } from '../types';

/**
 * What a polite live region says about replies: once when one starts ("Sage is replying…"), once when it
 * is complete (the whole reply), never token by token (the conversation log itself is not live). Replies
 * already there when the history loads are not announced.
 */
export function useReplyAnnouncer(messages: ChatMessage[], pending: boolean): string {
  const [text, setText] = useState('');
  /** A reply was on its way: the next complete reply is announced. */
  const awaited = useRef(false);
  const last = messages.at(-1);
  const finished = last && !last.isUser && last.status !== 'streaming' ? last : undefined;

  useEffect(() => {
    if (pending && !awaited.current) {
      awaited.current = true;
      setText(`${COMPANION_NAME} is replying…`);
    }
  }, [pending]);

  useEffect(() => {
    if (!finished || !awaited.current) return;
    awaited.current = false;
    setText(`${COMPANION_NAME} replied: ${finished.content}`);
  }, [finished]);

  return text;
}
