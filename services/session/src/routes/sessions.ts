import {
  enqueueEvent,
  inTransaction,
  makeEvent,
  notFound,
  ownedSessionId,
  type ServiceApp,
  topicName,
} from '@sage/shared';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { closeSession, insertSession, touchSession, updateSaveHistory } from '../db/sessions.ts';
import type { DB } from '../db/types.ts';
import { newSessionFor } from '../domain/session.ts';

export interface SessionRouteDeps {
  db: Kysely<DB>;
  secret: string;
  topicPrefix: string;
}

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const SessionBody = Type.Object({ sessionId: Type.String(), saveHistory: Type.Boolean() });
const ErrorBody = Type.Object({ error: Type.Object({ code: Type.String(), message: Type.String() }) });

export function sessionRoutes(app: ServiceApp, { db, secret, topicPrefix }: SessionRouteDeps): void {
  const topic = topicName('sessionEvents', topicPrefix);

  app.post(
    '/api/session',
    {
      schema: {
        body: Type.Object({ saveHistory: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
        response: { 201: SessionBody },
      },
    },
    async (req, reply) => {
      const { sessionId, saveHistory } = newSessionFor(req, secret, req.body.saveHistory);
      await inTransaction(db, async (trx) => {
        await insertSession(trx, sessionId, saveHistory);
        await enqueueEvent(trx, topic, sessionId, makeEvent('session.created', { sessionId, saveHistory }));
      });
      return reply.status(201).send({ sessionId, saveHistory });
    },
  );

  app.get(
    '/api/session/:id',
    {
      schema: {
        params: Params,
        response: {
          200: Type.Object({ ...SessionBody.properties, createdAt: Type.String() }),
          404: ErrorBody,
        },
      },
    },
    async (req) => {
      const id = ownedSessionId(req, req.params.id, secret);
      const row = await touchSession(db, id);
      if (!row) throw notFoundSession();
      return { sessionId: row.id, saveHistory: row.save_history, createdAt: row.created_at.toISOString() };
    },
  );

  app.patch(
    '/api/session/:id',
    {
      schema: {
        params: Params,
        body: Type.Object({ saveHistory: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: SessionBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const id = ownedSessionId(req, req.params.id, secret);
      const { saveHistory } = req.body;
      const row = await inTransaction(db, async (trx) => {
        const before = await trx
          .selectFrom('sessions')
          .select('save_history')
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) return undefined;
        const updated = await updateSaveHistory(trx, id, saveHistory);
        // One event per state change: setting the same value again changes nothing downstream.
        if (before.save_history !== saveHistory) {
          await enqueueEvent(trx, topic, id, makeEvent('session.updated', { sessionId: id, saveHistory }));
        }
        return updated;
      });
      if (!row) throw notFoundSession();
      return { sessionId: row.id, saveHistory: row.save_history };
    },
  );

  app.post(
    '/api/session/:id/close',
    { schema: { params: Params, response: { 204: Type.Null(), 404: ErrorBody } } },
    async (req, reply) => {
      const id = ownedSessionId(req, req.params.id, secret);
      const known = await inTransaction(db, async (trx) => {
        const closed = await closeSession(trx, id);
        if (closed) {
          await enqueueEvent(trx, topic, id, makeEvent('session.closed', { sessionId: id }));
          return true;
        }
        const existing = await trx
          .selectFrom('sessions')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
        return Boolean(existing);
      });
      if (!known) throw notFoundSession();
      return reply.status(204).send(null);
    },
  );
}

const notFoundSession = () => notFound('Session not found');
