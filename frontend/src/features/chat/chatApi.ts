import { apiFetch, apiRequest } from '@/lib/api';
import { COMPANION_NAME } from '@/lib/brand';
import { type ApiMessage, type ChatMessage, type SendBody, toChatMessage } from './types';

const enc = encodeURIComponent;

export async function createSession(saveHistory: boolean): Promise<string> {
  const res = await apiRequest<{ sessionId?: string }>('POST', '/api/session', { saveHistory });
  if (!res?.sessionId) throw new Error('The session answer had no sessionId');
  return res.sessionId;
}

export async function updateSession(sessionId: string, saveHistory: boolean): Promise<void> {
  await apiRequest('PATCH', `/api/session/${enc(sessionId)}`, { saveHistory });
}

/** Tells the server the tab is going away (history off: the conversation is deleted). */
export function sendCloseBeacon(sessionId: string): void {
  try {
    navigator.sendBeacon?.(
      `/api/session/${enc(sessionId)}/close`,
      new Blob(['{}'], { type: 'application/json' }),
    );
  } catch (error) {
    console.debug('close beacon failed', error);
  }
}

export async function fetchHistory(sessionId: string): Promise<ChatMessage[]> {
  const list = await apiRequest<ApiMessage[]>('GET', `/api/chat/${enc(sessionId)}`);
  return Array.isArray(list) ? list.map(toChatMessage) : [];
}

/** The non-streaming send; also the fallback when the stream route is unavailable. */
export async function postMessage(body: SendBody, signal?: AbortSignal): Promise<ChatMessage> {
  const res = await apiFetch('POST', '/api/chat', body, signal ? { signal } : undefined);
  return toChatMessage((await res.json()) as ApiMessage);
}

/** Where a page reattaches to the reply of `messageId`: events numbered above `after`, then the rest. */
export function resumeTarget(sessionId: string, messageId: string, after: number) {
  return {
    method: 'GET' as const,
    path: `/api/chat/${enc(sessionId)}/stream?after=${after}&message=${enc(messageId)}`,
  };
}

/** Where the last reply is written again (answered like the stream). */
export function regenerateTarget(sessionId: string) {
  return { method: 'POST' as const, path: `/api/chat/${enc(sessionId)}/regenerate` };
}

export async function stopReply(sessionId: string): Promise<void> {
  await apiRequest('POST', `/api/chat/${enc(sessionId)}/stop`);
}

export async function deleteHistory(sessionId: string): Promise<void> {
  await apiRequest('DELETE', `/api/chat/${enc(sessionId)}`);
}

function fileNameFrom(disposition: string | null): string {
  const fallback = `${COMPANION_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-conversation-${new Date()
    .toISOString()
    .slice(0, 10)}.md`;
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain filename
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/** Downloads the conversation as a Markdown file (fetch + blob, so a failure can be reported). */
export async function downloadConversation(sessionId: string): Promise<void> {
  const res = await apiFetch('GET', `/api/chat/${enc(sessionId)}/export`);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFrom(res.headers.get('Content-Disposition'));
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
