import type { AttachmentType, KitTables, Risk, SafetyCategory, SafetyLanguage } from '@sage/shared';
import type { ColumnType, Generated } from 'kysely';

export type Mode = 'supportive' | 'problem-solving';
export type Tone = 'casual' | 'gen-z';
/** Where a companion message came from. */
export type ReplySource = 'llm' | 'offline' | 'crisis' | 'safety' | 'stopped';

/** jsonb columns are written as JSON text (node-postgres would turn a JS array into a Postgres array). */
export interface MessagesTable {
  id: string;
  seq: Generated<number>;
  session_id: string;
  is_user: boolean;
  content: string;
  risk: Risk;
  /** The kind of danger the assessment found (on a user message) or the reply answered (on a reply). */
  category: Generated<SafetyCategory>;
  language: Generated<SafetyLanguage>;
  /** ISO 639-1 code of the language a visitor's message is written in, when known. */
  written_in: string | null;
  /** Library suggestions a companion reply carries, at most two. */
  suggestions: ColumnType<Suggestion[] | null, string | null, string | null>;
  mode: Mode | null;
  tone: Tone | null;
  reply_to: string | null;
  awaiting_reply: Generated<boolean>;
  source: ReplySource | null;
  created_at: Generated<Date>;
}

export interface SessionFlagsTable {
  session_id: string;
  crisis_at: Date;
  category: Generated<SafetyCategory>;
}

/** A card under a companion message that points to the library. */
export interface Suggestion {
  title: string;
  href: string;
  kind: 'article' | 'lesson' | 'exercise';
}

export interface AttachmentStylesTable {
  session_id: string;
  primary_type: AttachmentType;
  completed_at: Date;
  updated_at: Generated<Date>;
}

export interface DB extends KitTables {
  messages: MessagesTable;
  session_flags: SessionFlagsTable;
  attachment_styles: AttachmentStylesTable;
}
