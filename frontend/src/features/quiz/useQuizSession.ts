import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '@/lib/api';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storageKeys';
import { toast } from '@/lib/toast';

export const SESSION_ERROR = 'Failed to create a new session. Please try again.';

/**
 * The quiz page's own session (kept apart from the chat page's): the stored id is reused, otherwise a
 * session is created with history on. Concurrent callers share one request.
 */
export function useQuizSession() {
  const [sessionId, setSessionId] = useState<string | null>(() => readStorage(STORAGE_KEYS.quizSessionId));
  const pending = useRef<Promise<string | null> | null>(null);

  const ensureSession = useCallback((): Promise<string | null> => {
    const stored = readStorage(STORAGE_KEYS.quizSessionId);
    if (stored) return Promise.resolve(stored);
    if (!pending.current) {
      pending.current = apiRequest<{ sessionId?: unknown }>('POST', '/api/session', { saveHistory: true })
        .then((res) => {
          if (typeof res?.sessionId !== 'string' || res.sessionId === '') throw new Error('No session id');
          writeStorage(STORAGE_KEYS.quizSessionId, res.sessionId);
          setSessionId(res.sessionId);
          return res.sessionId;
        })
        .catch(() => {
          toast({ title: 'Error', description: SESSION_ERROR, variant: 'destructive' });
          return null;
        })
        .finally(() => {
          pending.current = null;
        });
    }
    return pending.current;
  }, []);

  useEffect(() => {
    void ensureSession();
  }, [ensureSession]);

  return { sessionId, ensureSession };
}
