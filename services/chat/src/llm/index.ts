import type { LlmSettings } from '../config.ts';
import type { ChatModel } from './model.ts';
import { createOpenAiModel } from './openai.ts';

export type { ChatModel, StreamResult } from './model.ts';
export { LlmError } from './model.ts';
export { offlineReply, suggestionsFor } from './offline.ts';

/** The configured model, or null when the offline companion answers everything. */
export function createModel(settings: LlmSettings): ChatModel | null {
  return settings.mode === 'openai' ? createOpenAiModel(settings) : null;
}

export function describeLlm(model: ChatModel | null): string {
  return model ? `llm: ${model.describe()}` : 'llm: offline companion';
}
