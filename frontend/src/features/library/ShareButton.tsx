import { Share2 } from 'lucide-react';
import { secondaryButton } from './ui';

/**
 * Shares the current page: the device share sheet (title, excerpt, address) when there is one, otherwise
 * the address is copied to the clipboard with no confirmation (spec: Blog article, Share).
 */
export async function shareArticle(title: string, excerpt: string): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text: excerpt, url });
    } catch {
      // The visitor closed the share sheet, or sharing failed: nothing to report.
    }
    return;
  }
  try {
    await navigator.clipboard?.writeText(url);
  } catch {
    // Clipboard refused (permissions, insecure context): silently ignored, as the spec asks.
  }
}

export function ShareButton({ title, excerpt }: { title: string; excerpt: string }) {
  return (
    <button type="button" className={secondaryButton} onClick={() => void shareArticle(title, excerpt)}>
      <Share2 aria-hidden="true" className="size-4" />
      Share
    </button>
  );
}
