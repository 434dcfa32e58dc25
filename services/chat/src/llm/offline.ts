/**
 * The offline companion now lives in `src/companion/`; this module keeps the old import path working.
 */
export {
  type CompanionReply,
  type CompanionTurn,
  type OfflineInput,
  offlineReply,
  type Suggestion,
  suggestionsFor,
} from '../companion/index.ts';
