import { useCallback, useState } from 'react';
import { playSound } from '@/lib/sounds';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storageKeys';
import { toast } from '@/lib/toast';
import { updateSession } from '../chatApi';
import type { ConversationTone, ResponseMode } from '../types';

export function readMode(): ResponseMode {
  return readStorage(STORAGE_KEYS.responseMode) === 'problem-solving' ? 'problem-solving' : 'supportive';
}

export function readTone(): ConversationTone {
  return readStorage(STORAGE_KEYS.conversationTone) === 'gen-z' ? 'gen-z' : 'casual';
}

/** 'false' means off; anything else (or nothing) means on. */
export function readSaveHistory(): boolean {
  return readStorage(STORAGE_KEYS.saveChatHistory) !== 'false';
}

export interface ChatSettings {
  mode: ResponseMode;
  tone: ConversationTone;
  saveHistory: boolean;
  updatingHistory: boolean;
  setMode: (mode: ResponseMode) => void;
  setTone: (tone: ConversationTone) => void;
  /** Stores the choice, then patches the given session (if any); reverts on failure. */
  setSaveHistory: (save: boolean, sessionId: string | null) => Promise<void>;
}

/**
 * Response mode, tone and the save-history switch. The switch updates storage at once, then patches the
 * session; when the patch fails, both the switch and storage go back and an error toast explains.
 */
export function useChatSettings(): ChatSettings {
  const [mode, setModeState] = useState<ResponseMode>(readMode);
  const [tone, setToneState] = useState<ConversationTone>(readTone);
  const [saveHistory, setSaveHistoryState] = useState<boolean>(readSaveHistory);
  const [updatingHistory, setUpdatingHistory] = useState(false);

  const setMode = useCallback((next: ResponseMode) => {
    writeStorage(STORAGE_KEYS.responseMode, next);
    setModeState(next);
    playSound('toggle');
  }, []);

  const setTone = useCallback((next: ConversationTone) => {
    writeStorage(STORAGE_KEYS.conversationTone, next);
    setToneState(next);
    playSound('toggle');
  }, []);

  const setSaveHistory = useCallback(async (next: boolean, id: string | null) => {
    const previous = readSaveHistory();
    writeStorage(STORAGE_KEYS.saveChatHistory, String(next));
    setSaveHistoryState(next);
    playSound('toggle');
    try {
      if (id) {
        setUpdatingHistory(true);
        await updateSession(id, next);
      }
      toast(
        next
          ? { title: 'Chat history enabled', description: 'Your conversations will be saved for continuity.' }
          : {
              title: 'Privacy mode enabled',
              description: "Your conversations won't be saved after this session.",
            },
      );
    } catch (error) {
      console.debug('updating the session failed', error);
      writeStorage(STORAGE_KEYS.saveChatHistory, String(previous));
      setSaveHistoryState(previous);
      playSound('error');
      toast({
        title: 'Error',
        description: 'Failed to update privacy setting. Please try again.',
        variant: 'destructive',
        duration: 5000,
      });
    } finally {
      setUpdatingHistory(false);
    }
  }, []);

  return { mode, tone, saveHistory, updatingHistory, setMode, setTone, setSaveHistory };
}
