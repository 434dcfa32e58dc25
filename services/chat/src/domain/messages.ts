import { badRequest } from '@sage/shared';

/** The longest message a visitor may send, in characters (code points, so an emoji counts once). */
export const MAX_MESSAGE_CHARS = 4_000;

/** The message as stored: trimmed, non-empty and within the limit; otherwise a 400 naming the field. */
export function cleanMessage(raw: string): string {
  const text = raw.trim();
  if (text.length === 0) throw badRequest('body.message must not be empty');
  const length = [...text].length;
  if (length > MAX_MESSAGE_CHARS) {
    throw badRequest(
      `body.message is too long: at most ${MAX_MESSAGE_CHARS.toLocaleString('en-US')} characters (this one has ${length.toLocaleString('en-US')})`,
    );
  }
  return text;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** `2026-11-22 14:05 UTC`: readable, and the same whoever downloads it. */
export function formatTimestamp(at: Date): string {
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC`;
}

export interface ExportMessage {
  isUser: boolean;
  content: string;
  createdAt: Date;
}

/** The conversation as a Markdown document, oldest first, each message with its time. */
export function conversationMarkdown(
  messages: ExportMessage[],
  { companionName, exportedAt }: { companionName: string; exportedAt: Date },
): string {
  const lines = [
    `# Conversation with ${companionName}`,
    '',
    `Exported ${formatTimestamp(exportedAt)}. Times are in UTC. ${companionName} is an AI companion, not a licensed mental health provider.`,
    '',
    '---',
    '',
  ];
  if (messages.length === 0) lines.push('_No messages yet._', '');
  for (const m of messages) {
    lines.push(`**${m.isUser ? 'You' : companionName}** · ${formatTimestamp(m.createdAt)}`, '');
    // Line breaks inside a message are kept as hard breaks, so the text reads as it was written.
    lines.push(m.content.replace(/\r\n?/g, '\n').replace(/\n/g, '  \n'), '');
  }
  lines.push(
    '---',
    '',
    'If you are struggling, you can call or text 988 (Suicide & Crisis Lifeline, 24/7), text HOME to 741741 (Crisis Text Line, 24/7), or call 911 or your local emergency number.',
    '',
  );
  return lines.join('\n');
}

/** `sage-conversation-2026-11-22.md` */
export function exportFileName(companionName: string, at: Date): string {
  const slug =
    companionName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'chat';
  return `${slug}-conversation-${at.toISOString().slice(0, 10)}.md`;
}
