import { clsx } from 'clsx';
import { Square } from 'lucide-react';
import { useState } from 'react';
import { ChatHeader } from '@/features/chat/components/ChatHeader';
import { ChatInput } from '@/features/chat/components/ChatInput';
import { BreakReminder } from '@/features/chat/components/ChatNotices';
import { MessageList } from '@/features/chat/components/MessageList';
import { focusRing } from '@/features/chat/components/styles';
import { useBreakReminder } from '@/features/chat/hooks/useBreakReminder';
import { useChat } from '@/features/chat/hooks/useChat';
import { useChatSettings } from '@/features/chat/hooks/useChatSettings';
import { useReducedMotion } from '@/features/chat/hooks/useReducedMotion';
import { useSoundSetting } from '@/features/chat/hooks/useSoundSetting';
import { MoodCheckIn } from '@/features/mood/MoodCheckIn';

// The mood check-in is offered once per visit, at the start of a chat; closing it keeps it closed.
let moodPromptClosed = false;

export interface ChatPageProps {
  /** Replaces the page reload after a full clear (tests). */
  reload?: () => void;
}

/** /chat: the conversation with the companion. Fills the layout's height; only the message list scrolls. */
export default function ChatPage({ reload }: ChatPageProps = {}) {
  const reducedMotion = useReducedMotion();
  const sound = useSoundSetting();
  const settings = useChatSettings();
  const chat = useChat({
    mode: settings.mode,
    tone: settings.tone,
    saveHistory: settings.saveHistory,
    ...(reload ? { reload } : {}),
  });
  const breakReminder = useBreakReminder(chat.messages);
  const [moodOpen, setMoodOpen] = useState(() => !moodPromptClosed);

  return (
    <div className="flex min-h-0 flex-1 flex-col bg-stone-50">
      <ChatHeader
        settings={{
          mode: settings.mode,
          tone: settings.tone,
          saveHistory: settings.saveHistory,
          updatingHistory: settings.updatingHistory,
          onModeChange: settings.setMode,
          onToneChange: settings.setTone,
          onSaveHistoryChange: (save) => void settings.setSaveHistory(save, chat.sessionId),
        }}
        soundEnabled={sound.enabled}
        onToggleSound={sound.toggle}
        onClear={() => void chat.clear()}
        clearDisabled={chat.starting || chat.clearing}
        onDownload={() => void chat.download()}
        downloadDisabled={!chat.sessionId || chat.messages.length === 0 || chat.clearing}
      />
      <MessageList
        messages={chat.messages}
        starting={chat.starting}
        pending={chat.pending}
        reducedMotion={reducedMotion}
        onRetry={chat.retry}
        onRegenerate={chat.regenerate}
        intro={
          moodOpen ? (
            <MoodCheckIn
              compact
              onDismiss={() => {
                moodPromptClosed = true;
                setMoodOpen(false);
              }}
            />
          ) : null
        }
      />
      <div className="border-stone-200 border-t bg-stone-50 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <div className="mx-auto w-full max-w-3xl px-3 sm:px-6">
          {breakReminder.due ? <BreakReminder onDismiss={breakReminder.dismiss} /> : null}
          {chat.pending ? (
            <div className="mb-2 flex justify-center">
              <button
                type="button"
                onClick={() => void chat.stop()}
                disabled={chat.stopping}
                className={clsx(
                  'inline-flex items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-1.5 font-medium text-sm text-stone-700 shadow-sm hover:bg-stone-100 disabled:cursor-wait disabled:opacity-70',
                  focusRing,
                )}
              >
                <Square aria-hidden="true" className="size-3.5 fill-current" />
                {chat.stopping ? 'Stopping...' : 'Stop responding'}
              </button>
            </div>
          ) : null}
          <ChatInput onSend={chat.send} pending={chat.pending} disabled={chat.clearing} />
        </div>
      </div>
    </div>
  );
}
