import type { PromptMessage } from '../domain/prompt.ts';

export interface StreamOptions {
  /** Aborted when the visitor stops the reply: the call ends and keeps what was written so far. */
  signal: AbortSignal;
  onDelta: (text: string) => void;
}

export interface StreamResult {
  text: string;
  /** True when the visitor's stop ended the call early. */
  stopped: boolean;
  /** Tokens of the call as the provider reported them (OpenAI's stream usage), when it did. */
  usage?: { inputTokens: number; outputTokens: number } | undefined;
}

/** A chat model that streams its reply. */
export interface ChatModel {
  /** For the start-up log line: which endpoint and model answer. */
  describe(): string;
  stream(messages: PromptMessage[], options: StreamOptions): Promise<StreamResult>;
}

export class LlmError extends Error {
  constructor(
    readonly kind: 'timeout' | 'provider' | 'empty',
    message: string,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}
