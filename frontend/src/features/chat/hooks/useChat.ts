import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api';
import { playSound } from '@/lib/sounds';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storageKeys';
import { toast } from '@/lib/toast';
import {
  createSession,
  deleteHistory,
  downloadConversation,
  fetchHistory,
  postMessage,
  regenerateTarget,
  resumeTarget,
  sendCloseBeacon,
  stopReply,
} from '../chatApi';
import { readReply } from '../replyReader';
import { type StreamHandlers, StreamUnavailableError, streamReply } from '../streamClient';
import type { ChatMessage, ConversationTone, ResponseMode, SendBody } from '../types';
import { readSaveHistory } from './useChatSettings';

export const NO_SESSION_ERROR = 'No session ID available';
const SEND_FAILED = 'Failed to send message. Please try again.';

export interface UseChatOptions {
  mode: ResponseMode;
  tone: ConversationTone;
  saveHistory: boolean;
  /** Called after a full clear (the spec reloads the page). */
  reload?: () => void;
  /** Pause before the reload so the confirmation can be seen, ms. */
  reloadDelay?: number;
}

export interface ChatState {
  sessionId: string | null;
  messages: ChatMessage[];
  /** True until the session exists and its history (if any) has been loaded. */
  starting: boolean;
  isFirstLoad: boolean;
  /** A reply is in flight. */
  pending: boolean;
  stopping: boolean;
  clearing: boolean;
  /** Starts sending; false when nothing was sent (blank, reply pending or no session). */
  send: (text: string) => boolean;
  retry: (messageId: string) => void;
  /** Writes the last reply again (it is replaced); nothing while a reply is pending. */
  regenerate: () => void;
  stop: () => Promise<void>;
  clear: () => Promise<void>;
  download: () => Promise<void>;
}

/** The server's own words for a refused message (429: Sage is very busy, and when to try again). */
function busyMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  try {
    const message = (JSON.parse(error.body) as { error?: { message?: unknown } }).error?.message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // not JSON: the general wording below
  }
  return 'Sage is very busy right now, so your message was not sent. Please try again in a minute.';
}

function sendFailedToast(error: unknown): void {
  const busy = busyMessageOf(error);
  toast(
    busy
      ? { title: 'Very busy right now', description: busy }
      : { title: 'Error', description: SEND_FAILED, variant: 'destructive' },
  );
}

/**
 * Session lifecycle, history, sending (streamed, with a plain POST fallback), reattaching, regenerating,
 * stop, clear and export. Over 300 lines because it is one state machine (a reply in flight, the session,
 * the list) that these actions share; reading a reply's stream is in ../replyReader.ts.
 */
export function useChat({
  mode,
  tone,
  saveHistory,
  reload = () => window.location.reload(),
  reloadDelay = 1200,
}: UseChatOptions): ChatState {
  const [sessionId, setSessionIdState] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [starting, setStarting] = useState(true);
  const [isFirstLoad, setIsFirstLoad] = useState(true);
  const [pending, setPending] = useState(false);
  const [stopping, setStopping] = useState(false);
  const [clearing, setClearing] = useState(false);

  const sessionRef = useRef<string | null>(null);
  const pendingRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);
  const startedRef = useRef(false);
  const settingsRef = useRef({ mode, tone });
  settingsRef.current = { mode, tone };
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  const setSessionId = useCallback((id: string | null) => {
    sessionRef.current = id;
    setSessionIdState(id);
    writeStorage(STORAGE_KEYS.chatSessionId, id);
  }, []);

  const startNewSession = useCallback(async (): Promise<string | null> => {
    try {
      const id = await createSession(readSaveHistory());
      setSessionId(id);
      return id;
    } catch (error) {
      console.debug('creating a session failed', error);
      toast({
        title: 'Error',
        description: 'Failed to create a new session. Please try again.',
        variant: 'destructive',
      });
      return null;
    }
  }, [setSessionId]);

  // With history off, the conversation is deleted when the tab goes away.
  useEffect(() => {
    if (saveHistory || !sessionId) return;
    const onPageHide = () => sendCloseBeacon(sessionId);
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [saveHistory, sessionId]);

  // Leaving the page abandons the local reading of a reply (the server still finishes and stores it).
  useEffect(() => () => abortRef.current?.abort(), []);

  /** Appends a delta to the streaming draft `draftId` (created by the first delta). */
  const appendDelta = useCallback((draftId: string, sessionId: string, text: string) => {
    setMessages((list) => {
      const index = list.findIndex((m) => m.id === draftId);
      if (index === -1) {
        return [...list, { id: draftId, content: text, isUser: false, sessionId, status: 'streaming' }];
      }
      const next = list.slice();
      const draft = next[index]!;
      next[index] = { ...draft, content: draft.content + text };
      return next;
    });
  }, []);

  const finishPending = useCallback((controller: AbortController) => {
    if (abortRef.current === controller) abortRef.current = null;
    pendingRef.current = false;
    setPending(false);
    setStopping(false);
  }, []);

  const deliver = useCallback(
    async (userMessage: ChatMessage, body: SendBody) => {
      const controller = new AbortController();
      abortRef.current = controller;
      const draftId = `draft-${userMessage.id}`;
      let acknowledged = false;

      try {
        let reply: ChatMessage;
        try {
          reply = await readReply(
            (handlers, signal) => streamReply(body, handlers, signal),
            {
              onUser: () => {
                acknowledged = true;
              },
              onDelta: (text) => appendDelta(draftId, body.sessionId, text),
            },
            body.sessionId,
            controller.signal,
          );
        } catch (error) {
          if (!(error instanceof StreamUnavailableError)) throw error;
          console.debug('streaming unavailable, sending without it', error);
          reply = await postMessage(body, controller.signal);
        }
        acknowledged = true;
        setMessages((list) => [
          ...list.filter((m) => m.id !== draftId && m.id !== reply.id),
          { ...reply, isUser: false },
        ]);
        playSound('receive');
      } catch (error) {
        if (controller.signal.aborted) return;
        console.debug('sending failed', error);
        // 503/504: the server took the message and the reply will still land in the history later.
        const accepted =
          acknowledged || (error instanceof ApiError && (error.status === 503 || error.status === 504));
        setMessages((list) =>
          list
            .filter((m) => m.id !== draftId)
            .map((m) => (m.id === userMessage.id && !accepted ? { ...m, status: 'failed' } : m)),
        );
        playSound('error');
        sendFailedToast(error);
      } finally {
        finishPending(controller);
      }
    },
    [appendDelta, finishPending],
  );

  /**
   * Follows a reply that is already being written: after a reload (history marks its message) or to
   * write the last reply again. `replaced` comes back when regenerating fails.
   */
  const follow = useCallback(
    async (
      sessionId: string,
      start: (handlers: StreamHandlers, signal: AbortSignal) => Promise<ChatMessage>,
      draftId: string,
      options: { messageId?: string; replaced?: ChatMessage } = {},
    ) => {
      const controller = new AbortController();
      abortRef.current = controller;
      pendingRef.current = true;
      setPending(true);
      try {
        const reply = await readReply(
          start,
          { onDelta: (text) => appendDelta(draftId, sessionId, text) },
          sessionId,
          controller.signal,
          options.messageId,
        );
        setMessages((list) => [
          ...list
            .filter((m) => m.id !== draftId && m.id !== reply.id)
            .map((m) => (m.awaitingReply ? { ...m, awaitingReply: false } : m)),
          { ...reply, isUser: false },
        ]);
        playSound('receive');
      } catch (error) {
        if (controller.signal.aborted) return;
        console.debug('following the reply failed', error);
        const { replaced } = options;
        setMessages((list) => {
          const rest = list.filter((m) => m.id !== draftId);
          return replaced ? [...rest, replaced] : rest;
        });
        if (replaced) {
          playSound('error');
          toast({
            title: 'Error',
            description:
              error instanceof ApiError && error.status === 409
                ? error.message
                : 'Failed to write the reply again. Please try again.',
            variant: 'destructive',
          });
        } else {
          // The reply may have landed meanwhile: the history has it.
          fetchHistory(sessionId)
            .then((history) => {
              if (sessionRef.current === sessionId) setMessages(history);
            })
            .catch(() => undefined);
        }
      } finally {
        finishPending(controller);
      }
    },
    [appendDelta, finishPending],
  );

  // Chat start: reuse the stored session (and load its messages), otherwise create one.
  useEffect(() => {
    if (startedRef.current) return;
    startedRef.current = true;
    const stored = readStorage(STORAGE_KEYS.chatSessionId);
    void (async () => {
      if (stored) {
        try {
          const history = await fetchHistory(stored);
          setSessionId(stored);
          setMessages(history);
          setIsFirstLoad(false);
          // A reply was being written when the page went away: pick it up where it is.
          const last = history.at(-1);
          if (last?.isUser && last.awaitingReply) {
            void follow(
              stored,
              (handlers, signal) =>
                streamReply(undefined, handlers, signal, resumeTarget(stored, last.id, 0)),
              `draft-${last.id}`,
              { messageId: last.id },
            );
          }
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) {
            // Unknown here (expired, or from another browser): start over.
            setSessionId(null);
            await startNewSession();
          } else {
            console.debug('loading the conversation failed', error);
            setSessionId(stored);
          }
        }
      } else {
        await startNewSession();
      }
      setStarting(false);
    })();
  }, [setSessionId, startNewSession, follow]);

  const send = useCallback(
    (text: string): boolean => {
      const content = text.trim();
      if (!content || pendingRef.current) return false;
      const id = sessionRef.current;
      if (!id) {
        console.debug('sending failed', new Error(NO_SESSION_ERROR));
        sendFailedToast(undefined);
        return false;
      }
      pendingRef.current = true;
      setPending(true);
      const userMessage: ChatMessage = {
        id: String(Date.now()),
        content,
        isUser: true,
        sessionId: id,
        createdAt: new Date().toISOString(),
      };
      setMessages((list) => [...list, userMessage]);
      setIsFirstLoad(false);
      playSound('send');
      const { mode: currentMode, tone: currentTone } = settingsRef.current;
      void deliver(userMessage, { message: content, sessionId: id, mode: currentMode, tone: currentTone });
      return true;
    },
    [deliver],
  );

  const retry = useCallback(
    (messageId: string) => {
      if (pendingRef.current) return;
      const content = messagesRef.current.find((m) => m.id === messageId)?.content;
      if (!content) return;
      setMessages((list) => list.filter((m) => m.id !== messageId));
      send(content);
    },
    [send],
  );

  const regenerate = useCallback(() => {
    const id = sessionRef.current;
    const last = messagesRef.current.at(-1);
    if (!id || pendingRef.current || !last || last.isUser || last.status) return;
    setMessages((list) => list.filter((m) => m.id !== last.id));
    playSound('send');
    const { mode: currentMode, tone: currentTone } = settingsRef.current;
    void follow(
      id,
      (handlers, signal) =>
        streamReply({ mode: currentMode, tone: currentTone }, handlers, signal, regenerateTarget(id)),
      `draft-again-${last.id}`,
      { replaced: last },
    );
  }, [follow]);

  const stop = useCallback(async () => {
    const id = sessionRef.current;
    if (!id || !pendingRef.current) return;
    setStopping(true);
    try {
      await stopReply(id);
    } catch (error) {
      console.debug('stopping the reply failed', error);
      setStopping(false);
      if (pendingRef.current) {
        toast({
          title: 'Error',
          description: 'Failed to stop the reply. Please try again.',
          variant: 'destructive',
        });
      }
    }
  }, []);

  const clear = useCallback(async () => {
    const id = sessionRef.current;
    if (!id) {
      await startNewSession();
      return;
    }
    const previous = messagesRef.current;
    abortRef.current?.abort();
    setClearing(true);
    setMessages([]);
    try {
      await deleteHistory(id);
      setSessionId(null);
      const fresh = await createSession(readSaveHistory());
      setSessionId(fresh);
      setIsFirstLoad(true);
      toast({ title: 'Conversation cleared', description: 'Your chat history has been deleted.' });
      playSound('success');
      setTimeout(() => reloadRef.current(), reloadDelay);
    } catch (error) {
      console.debug('clearing failed', error);
      // If the history was already deleted, the list stays empty; otherwise it comes back.
      if (sessionRef.current === id) setMessages(previous);
      setClearing(false);
      playSound('error');
      toast({
        title: 'Error',
        description: 'Failed to clear chat history. Please try again.',
        variant: 'destructive',
      });
    }
  }, [reloadDelay, setSessionId, startNewSession]);

  const download = useCallback(async () => {
    const id = sessionRef.current;
    if (!id) return;
    try {
      await downloadConversation(id);
    } catch (error) {
      console.debug('export failed', error);
      toast({
        title: 'Error',
        description: 'Failed to download the conversation. Please try again.',
        variant: 'destructive',
      });
    }
  }, []);

  return {
    sessionId,
    messages,
    starting,
    isFirstLoad,
    pending,
    stopping,
    clearing,
    send,
    retry,
    regenerate,
    stop,
    clear,
    download,
  };
}
