import { randomUUID } from 'node:crypto';
import {
  badRequest,
  type Counter,
  enqueueEvent,
  inTransaction,
  makeEvent,
  type ServiceApp,
  topicName,
  unavailable,
} from '@sage/shared';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { insertMessage } from '../db/messages.ts';
import type { DB } from '../db/types.ts';
import { isTrapFilled, LIMITS, validateContact } from '../domain/contact.ts';

export interface ContactRouteDeps {
  db: Kysely<DB>;
  topicPrefix: string;
  /** Queues the delivery job; may fail (Redis down): the message is stored and recovered later. */
  enqueueMail: (contactId: string) => Promise<void>;
  received: Counter<'outcome'>;
}

const text = (limit: number, what: string) =>
  Type.String({ description: `${what}; trimmed, required, at most ${limit} characters` });

const ContactBody = Type.Object(
  {
    name: text(LIMITS.name, "The sender's name"),
    email: text(LIMITS.email, 'Where the answer goes (a plausible email address)'),
    subject: text(LIMITS.subject, 'Subject line'),
    message: text(LIMITS.message, 'The message'),
    website: Type.Optional(
      Type.String({ description: 'Hidden trap field: leave empty. When filled, nothing is stored or sent.' }),
    ),
  },
  { additionalProperties: false },
);

const ErrorBody = Type.Object({ error: Type.Object({ code: Type.String(), message: Type.String() }) });

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** Schema errors in the same words as the field checks: `name is required`, `email must be a string`. */
function describeBodyError(err: { validation?: SchemaError[] }): string {
  const first = err.validation?.[0];
  if (!first) return 'body is invalid';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (first.keyword === 'required') return `${String(first.params.missingProperty)} is required`;
  if (first.keyword === 'additionalProperties')
    return `${String(first.params.additionalProperty)} is not allowed`;
  if (!field) return 'body must be a JSON object';
  if (first.keyword === 'type') return `${field} must be a string`;
  return `${field} ${first.message ?? 'is invalid'}`;
}

export function contactRoutes(
  app: ServiceApp,
  { db, topicPrefix, enqueueMail, received }: ContactRouteDeps,
): void {
  const topic = topicName('contactEvents', topicPrefix);

  app.post(
    '/api/contact',
    {
      attachValidation: true,
      schema: {
        body: ContactBody,
        response: {
          202: Type.Object({ id: Type.String({ format: 'uuid' }) }),
          400: ErrorBody,
          413: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      if (req.validationError) throw badRequest(describeBodyError(req.validationError));

      // A filled trap field means a bot: answer exactly like a success so it learns nothing.
      if (isTrapFilled(req.body.website)) {
        received.inc({ outcome: 'trapped' });
        req.log.info('contact form trap field filled; message dropped');
        return reply.status(202).send({ id: randomUUID() });
      }

      const checked = validateContact(req.body);
      if (!checked.ok) throw badRequest(checked.message);

      const id = randomUUID();
      const now = new Date();
      try {
        await inTransaction(db, async (trx) => {
          await insertMessage(trx, id, checked.form, now);
          await enqueueEvent(trx, topic, id, makeEvent('contact.received', { id }, now));
        });
      } catch (err) {
        // Code and message only: a Postgres error's detail can quote the row, and content never reaches logs.
        const { code, message } = err as { code?: string; message?: string };
        req.log.error({ code, reason: message }, 'could not store contact message');
        throw unavailable('Your message could not be saved right now. Please try again in a moment.');
      }

      // The message is safe in Postgres now. If the queue is unreachable, the worker's recovery loop
      // enqueues it later (same job id), so the visitor still gets a success.
      try {
        await enqueueMail(id);
      } catch (err) {
        req.log.warn({ err, contactId: id }, 'mail job not queued yet; recovery will enqueue it');
      }
      received.inc({ outcome: 'accepted' });
      req.log.info({ contactId: id }, 'contact message received');
      return reply.status(202).send({ id });
    },
  );
}
