// Idempotency records in the service database (table idempotency_records, migration 031). The
// primary key (account, environment, route, key) makes the claim atomic on SQLite and PostgreSQL.
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../storage/database';
import type { DatabaseSchema } from '../storage/schema';
import type { ClaimResult, IdempotencyScope, IdempotencyStore } from './store';

export function sqlIdempotencyStore(db: Database): IdempotencyStore {
  const sameScope = (scope: IdempotencyScope) => (eb: ExpressionBuilder<DatabaseSchema, 'idempotency_records'>) =>
    eb.and({ account_id: scope.accountId, environment: scope.environment, route: scope.route, idempotency_key: scope.key });

  async function tryInsert(scope: IdempotencyScope, requestHash: string, now: Date, inFlightUntil: Date): Promise<boolean> {
    const result = await db
      .insertInto('idempotency_records')
      .values({
        account_id: scope.accountId,
        environment: scope.environment,
        route: scope.route,
        idempotency_key: scope.key,
        request_hash: requestHash,
        state: 'in_flight',
        status_code: null,
        content_type: null,
        response_body: null,
        created_at: now.toISOString(),
        expires_at: inFlightUntil.toISOString(),
      })
      .onConflict((oc) => oc.columns(['account_id', 'environment', 'route', 'idempotency_key']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  return {
    async claim(scope, requestHash, now, inFlightUntil): Promise<ClaimResult> {
      // Two rounds at most: an expired record is deleted (only if still expired) and the insert
      // retried; whoever loses that second insert sees the winner's record like any other loser.
      for (let round = 0; round < 2; round++) {
        if (await tryInsert(scope, requestHash, now, inFlightUntil)) return { outcome: 'claimed' };
        const existing = await db
          .selectFrom('idempotency_records')
          .select(['request_hash', 'state', 'status_code', 'content_type', 'response_body', 'expires_at'])
          .where(sameScope(scope))
          .executeTakeFirst();
        if (!existing) continue;
        if (existing.expires_at <= now.toISOString()) {
          await db.deleteFrom('idempotency_records').where(sameScope(scope)).where('expires_at', '<=', now.toISOString()).execute();
          continue;
        }
        if (existing.request_hash !== requestHash) return { outcome: 'mismatch' };
        if (existing.state !== 'completed' || existing.status_code === null || existing.response_body === null) return { outcome: 'in-flight' };
        return { outcome: 'replay', answer: { statusCode: existing.status_code, contentType: existing.content_type ?? undefined, body: existing.response_body } };
      }
      return { outcome: 'in-flight' };
    },

    async complete(scope, answer, expiresAt) {
      await db
        .updateTable('idempotency_records')
        .set({
          state: 'completed',
          status_code: answer.statusCode,
          content_type: answer.contentType ?? null,
          response_body: answer.body,
          expires_at: expiresAt.toISOString(),
        })
        .where(sameScope(scope))
        .where('state', '=', 'in_flight')
        .execute();
    },

    async release(scope) {
      await db.deleteFrom('idempotency_records').where(sameScope(scope)).where('state', '=', 'in_flight').execute();
    },

    async purgeExpired(now) {
      const result = await db.deleteFrom('idempotency_records').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
