import type { AttachmentType, KitTables, Risk } from '@sage/shared';
import type { Generated } from 'kysely';

export type Mode = 'supportive' | 'problem-solving';
export type Tone = 'casual' | 'gen-z';
/** Where a companion message came from. */
export type ReplySource = 'llm' | 'offline' | 'crisis' | 'safety' | 'stopped';

export interface MessagesTable {
  id: string;
  seq: Generated<number>;
  session_id: string;
  is_user: boolean;
  content: string;
  risk: Risk;
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
