// Channel profiles in the service database (table channel_profiles, migration 030), through Kysely
// so the same code runs on SQLite and PostgreSQL. The profile itself is kept as JSON text.
import type { Database } from '../storage/database';
import type { ChannelProfile } from '../model/schemas';
import type { ChannelProfileStore, ProfileScope, StoredChannelProfile } from './store';

interface Row {
  name: string;
  profile_json: string;
  created_at: string;
  updated_at: string;
}

function fromRow(row: Row): StoredChannelProfile {
  return { channelName: row.name, profile: JSON.parse(row.profile_json) as ChannelProfile, createdAt: row.created_at, updatedAt: row.updated_at };
}

export function sqlChannelProfileStore(db: Database): ChannelProfileStore {
  const inScope = (scope: ProfileScope) =>
    db.selectFrom('channel_profiles').select(['name', 'profile_json', 'created_at', 'updated_at']).where('account_id', '=', scope.accountId).where('environment', '=', scope.environment);

  return {
    async get(scope, channelName) {
      const row = await inScope(scope).where('name', '=', channelName).executeTakeFirst();
      return row ? fromRow(row) : undefined;
    },

    async list(scope) {
      const rows = await inScope(scope).orderBy('name').execute();
      return rows.map(fromRow);
    },

    async put(scope, channelName, profile, now) {
      const at = now.toISOString();
      const json = JSON.stringify(profile);
      // Insert first and fall back to update: the unique key decides "created" atomically, so two
      // concurrent PUTs of a new name cannot both answer 201. A delete in between is retried.
      for (;;) {
        const inserted = await db
          .insertInto('channel_profiles')
          .values({ account_id: scope.accountId, environment: scope.environment, name: channelName, profile_json: json, created_at: at, updated_at: at })
          .onConflict((oc) => oc.columns(['account_id', 'environment', 'name']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) {
          return { created: true, stored: { channelName, profile, createdAt: at, updatedAt: at } };
        }
        const updated = await db
          .updateTable('channel_profiles')
          .set({ profile_json: json, updated_at: at })
          .where('account_id', '=', scope.accountId)
          .where('environment', '=', scope.environment)
          .where('name', '=', channelName)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 1) {
          const stored = await this.get(scope, channelName);
          if (stored) return { created: false, stored };
        }
      }
    },

    async delete(scope, channelName) {
      const result = await db
        .deleteFrom('channel_profiles')
        .where('account_id', '=', scope.accountId)
        .where('environment', '=', scope.environment)
        .where('name', '=', channelName)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
