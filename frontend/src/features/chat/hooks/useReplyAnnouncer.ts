import { useEffect, useRef, useState } from 'react';
import { COMPANION_NAME } from '@/lib/brand';
import type { ChatMessage } from '../types';

/**
 * What a polite live region says about replies: once when one starts ("Sage is replying"), once when it
 * is complete (the whole reply), never token by token (the conversation log itself is not live).
 */
export function useReplyAnnouncer(messages: ChatMessage[], pending: boolean): string {
  const [text, setText] = useState('');
  const wasPending = useRef(pending);
  const seenReply = useRef<string | undefined>(undefined);
  const last = messages.at(-1);
  const finished = last && !last.isUser && last.status !== 'streaming' ? last : undefined;
  if (seenReply.current === undefined && !pending) seenReply.current = finished?.id ?? '';

  useEffect(() => {
    if (pending && !wasPending.current) setText(`${COMPANION_NAME} is replying…`);
    wasPending.current = pending;
  }, [pending]);

  useEffect(() => {
    if (!finished || finished.id === seenReply.current) return;
    seenReply.current = finished.id;
    setText(`${COMPANION_NAME} replied: ${finished.content}`);
  }, [finished]);

  return text;
}
