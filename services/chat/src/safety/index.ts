export { checkOutput, type OutputCheck } from './output.ts';
export {
  crisisReply,
  ELEVATED_HELP_NOTE,
  mentionsHelp,
  SAFE_OUTPUT_REPLY,
  STOPPED_BEFORE_START_REPLY,
} from './replies.ts';
export { assessRisk, normalize, type RiskAssessment } from './risk.ts';
