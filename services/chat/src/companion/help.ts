import { elevatedNote } from '@sage/safety';
import type { SafetyCategory, SafetyLanguage } from '@sage/shared';

/**
 * The safety engine's pointer to help for an elevated message, by category and language. The wording
 * and the numbers belong to the safety engine; the companion only places the note.
 */
export function helpNote(category: SafetyCategory, language: SafetyLanguage): string {
  return elevatedNote(category, language);
}
