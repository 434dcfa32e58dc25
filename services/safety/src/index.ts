export {
  assessConversation,
  assessMessage,
  CONTEXT_WINDOW,
  type ConversationAssessment,
  type ConversationOptions,
  CRISIS_STAYS_FOR,
  type RiskAssessment,
  raisesFlag,
  trainedModel,
} from './assess.ts';
export { LANGUAGES, languageData } from './languages/catalog.ts';
export { type CrisisCardCopy, crisisCardIn } from './languages/replies.ts';
export type { LanguageData } from './languages/types.ts';
export { normalize } from './normalize.ts';
export { checkOutput, type OutputCheck } from './output.ts';
export {
  type DangerCategory,
  ELEVATED_HELP_NOTE,
  elevatedNote,
  mentionsHelp,
  SAFE_OUTPUT_REPLY,
  STOPPED_BEFORE_START_REPLY,
  safetyReply,
} from './replies.ts';
export { assessTurns } from './turns.ts';
