import type { ServiceApp } from '@sage/shared';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { recentPurges } from '../db/purges.ts';
import type { DB } from '../db/types.ts';

const Purge = Type.Object({
  commandId: Type.String(),
  target: Type.String(),
  reason: Type.String(),
  sessionCount: Type.Union([Type.Integer(), Type.Null()]),
  before: Type.Union([Type.String(), Type.Null()]),
  issuedAt: Type.String(),
  completedAt: Type.Union([Type.String(), Type.Null()]),
  deleted: Type.Union([Type.Integer(), Type.Null()]),
});

/**
 * `GET /purges`: the purge ledger for operators, newest first, with the number of commands still
 * waiting for their owning service's receipt. Counts and times only, never a session id. Not routed by
 * the gateway: retention has no public API.
 */
export function purgeRoutes(app: ServiceApp, { db }: { db: Kysely<DB> }): void {
  app.get(
    '/purges',
    {
      schema: {
        querystring: Type.Object(
          {
            // Query strings are not coerced: a number from 1 to 500, as text (default 50).
            limit: Type.Optional(Type.String({ pattern: '^(?:[1-9][0-9]?|[1-4][0-9]{2}|500)$' })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ waiting: Type.Integer(), purges: Type.Array(Purge) }) },
      },
    },
    async (req) => {
      const { rows, waiting } = await recentPurges(db, Number(req.query.limit ?? 50));
      return {
        waiting,
        purges: rows.map((r) => ({
          commandId: r.command_id,
          target: r.target,
          reason: r.reason,
          sessionCount: r.session_count,
          before: r.before?.toISOString() ?? null,
          issuedAt: r.issued_at.toISOString(),
          completedAt: r.completed_at?.toISOString() ?? null,
          deleted: r.deleted === null ? null : Number(r.deleted),
        })),
      };
    },
  );
}
