// Storage: the migrations create the same tables on both back ends, and several instances
// starting at once against one PostgreSQL schema all come up (the advisory lock serialises them).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { openDatabase, isReachable } from '../../src/storage/database';
import { MIGRATIONS } from '../../src/storage/migrations';
import { openTestDatabase, TEST_BACKEND, TEST_DATABASE_URL, uniqueName } from '../helpers/backend';

describe(`storage migrations (${TEST_BACKEND})`, () => {
  test('every migration is applied once and the database answers', async () => {
    const database = await openTestDatabase();
    try {
      assert.equal(await isReachable(database.db), true);
      const applied = await database.db.selectFrom('kysely_migration' as never).select('name' as never).execute();
      assert.deepEqual((applied as { name: string }[]).map((r) => r.name).sort(), MIGRATIONS.map((m) => m.name).sort());
      const info = await database.db.selectFrom('service_info').selectAll().execute();
      assert.equal(info.filter((r) => r.key === 'created_at').length, 1);
    } finally {
      await database.close();
    }
  });

  test('five instances migrating one PostgreSQL schema at the same moment all start, and it is migrated once', { skip: TEST_BACKEND !== 'postgres' }, async () => {
    const schema = uniqueName('pas_test');
    const opened = await Promise.all(Array.from({ length: 5 }, () => openDatabase({ databaseUrl: TEST_DATABASE_URL, schema, poolSize: 2 })));
    try {
      const first = opened[0]!.db;
      const info = await first.selectFrom('service_info').selectAll().where('key', '=', 'created_at').execute();
      assert.equal(info.length, 1, 'the first migration ran once, not once per instance');
      const applied = await sql<{ n: string }>`select count(*) as n from ${sql.id(schema, 'kysely_migration')}`.execute(first);
      assert.equal(Number(applied.rows[0]!.n), MIGRATIONS.length);
    } finally {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(opened[0]!.db);
      await Promise.all(opened.map((o) => o.close()));
    }
  });
});
