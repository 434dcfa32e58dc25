/**
 * Operators and reviewers: `npm run --silent -w services/safety assess-risk` reads one message per line on
 * standard input. A line that is a JSON object `{"messages": [...]}` (oldest first; the last is the one
 * judged) is read as a conversation. One JSON line comes out per line in, in the same order:
 * `{"level", "category", "reasons", "context", "writtenIn"}` (`context`: how many messages were read;
 * `writtenIn`: the language it is written in, when the engine can tell).
 */
import { createInterface } from 'node:readline';
import { assessConversation } from './assess.ts';

function messagesOf(line: string): string[] {
  if (!line.trimStart().startsWith('{')) return [line];
  try {
    const parsed: unknown = JSON.parse(line);
    const messages = (parsed as { messages?: unknown }).messages;
    if (Array.isArray(messages) && messages.length > 0 && messages.every((m) => typeof m === 'string')) {
      return messages;
    }
  } catch {
    // Not JSON after all: the line is a message that starts with a brace.
  }
  return [line];
}

const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
for await (const line of lines) {
  const { level, category, reasons, context, writtenIn } = assessConversation(messagesOf(line));
  if (!process.stdout.write(`${JSON.stringify({ level, category, reasons, context, writtenIn })}\n`)) {
    await new Promise((resolve) => process.stdout.once('drain', resolve));
  }
}
