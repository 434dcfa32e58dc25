import type { KitTables } from '@sage/shared';
import type { ColumnType, Generated } from 'kysely';

export type MailStatus = 'queued' | 'delivered' | 'failed';

/**
 * A message sent through the contact form. Only what the privacy policy lists is kept: name, email, subject,
 * message and the time of consent (the moment the form was received), plus the delivery state.
 */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  received_at: ColumnType<Date, Date | undefined, never>;
  consented_at: ColumnType<Date, Date, never>;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  delivered_at: Date | null;
  /** The last delivery error (SMTP reply or network error), never message content. */
  last_error: string | null;
  updated_at: Generated<Date>;
}

export interface DB extends KitTables {
  contact_messages: ContactMessagesTable;
}
