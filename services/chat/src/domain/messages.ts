import { badRequest, resourcesFor } from '@sage/shared';

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

interface MarkdownOptions {
  companionName: string;
  exportedAt: Date;
}

function markdownHeader({ companionName, exportedAt }: MarkdownOptions): string {
  return [
    `# Conversation with ${companionName}`,
    '',
    `Exported ${formatTimestamp(exportedAt)}. Times are in UTC. ${companionName} is an AI companion, not a licensed mental health provider.`,
    '',
    '---',
    '',
    '',
  ].join('\n');
}

function markdownMessage(m: ExportMessage, companionName: string): string {
  // Line breaks inside a message are kept as hard breaks, so the text reads as it was written.
  const text = m.content.replace(/\r\n?/g, '\n').replace(/\n/g, '  \n');
  return `**${m.isUser ? 'You' : companionName}** · ${formatTimestamp(m.createdAt)}\n\n${text}\n\n`;
}

function markdownFooter(): string {
  const help = resourcesFor('suicide')
    .map((r) => r.line)
    .join('; ');
  return `---\n\nIf you are struggling: ${help}.\n`;
}

/**
 * The conversation as a Markdown document, oldest first, each message with its time, written page by
 * page so a long conversation never sits in memory whole.
 */
export async function* conversationMarkdownChunks(
  pages: AsyncIterable<ExportMessage[]>,
  options: MarkdownOptions,
): AsyncGenerator<string> {
  yield markdownHeader(options);
  let any = false;
  for await (const page of pages) {
    if (page.length === 0) continue;
    any = true;
    yield page.map((m) => markdownMessage(m, options.companionName)).join('');
  }
  if (!any) yield '_No messages yet._\n\n';
  yield markdownFooter();
}

/** The whole document at once, for a conversation already in memory. */
export function conversationMarkdown(messages: ExportMessage[], options: MarkdownOptions): string {
  const body = messages.length
    ? messages.map((m) => markdownMessage(m, options.companionName)).join('')
    : '_No messages yet._\n\n';
  return markdownHeader(options) + body + markdownFooter();
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
