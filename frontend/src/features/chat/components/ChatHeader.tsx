import { Download, Leaf, Volume2, VolumeX, Wind } from 'lucide-react';
import { Link } from 'react-router-dom';
import { COMPANION_NAME } from '@/lib/brand';
import { playSound } from '@/lib/sounds';
import { ClearChatDialog } from './ClearChatDialog';
import { SettingsPopover, type SettingsPopoverProps } from './SettingsPopover';
import { iconButtonClass } from './styles';

interface ChatHeaderProps {
  settings: SettingsPopoverProps;
  soundEnabled: boolean;
  onToggleSound: () => void;
  onClear: () => void;
  clearDisabled: boolean;
  onDownload: () => void;
  downloadDisabled: boolean;
}

/** The bar above the conversation: who you're talking to, and the conversation's controls. */
export function ChatHeader({
  settings,
  soundEnabled,
  onToggleSound,
  onClear,
  clearDisabled,
  onDownload,
  downloadDisabled,
}: ChatHeaderProps) {
  return (
    <div className="border-stone-200 border-b bg-white/90">
      <div className="mx-auto flex w-full max-w-3xl items-center gap-2 px-3 py-2 sm:px-6">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-teal-100 text-teal-800"
        >
          <Leaf className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="truncate font-semibold text-base text-stone-900">Chat with {COMPANION_NAME}</h1>
          <p className="truncate text-stone-600 text-xs">Here to listen</p>
        </div>
        <div className="flex items-center">
          <Link
            to="/grounding"
            aria-label="Grounding and breathing exercises"
            title="Grounding and breathing"
            className={iconButtonClass}
          >
            <Wind aria-hidden="true" className="size-5" />
          </Link>
          <ClearChatDialog onConfirm={onClear} disabled={clearDisabled} />
          <button
            type="button"
            aria-label="Download conversation"
            title="Download conversation"
            onClick={() => {
              playSound('click');
              onDownload();
            }}
            disabled={downloadDisabled}
            className={iconButtonClass}
          >
            <Download aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            aria-label="Sound effects"
            aria-pressed={soundEnabled}
            title={soundEnabled ? 'Sound effects on' : 'Sound effects off'}
            onClick={onToggleSound}
            className={iconButtonClass}
          >
            {soundEnabled ? (
              <Volume2 aria-hidden="true" className="size-5" />
            ) : (
              <VolumeX aria-hidden="true" className="size-5" />
            )}
          </button>
          <SettingsPopover {...settings} />
        </div>
      </div>
    </div>
  );
}
