// Applications (OAuth clients) and their API keys: create with a sandbox key, promote to live,
// new client secret, rotate with grace, revoke. Every call is scoped to the caller's account.
import { ApiError } from '../http/apiError';
import type { Environment } from '../http/principal';
import type { Database } from '../storage/database';
import { generateApiKey } from './apiKeys';
import type { KeyDirectory } from './keyDirectory';
import type { TokenSubject } from './accessTokens';
import { newId, randomBase62, sameDigest, sha256Hex } from './secrets';

export type KeyStatus = 'active' | 'rotating' | 'rotated' | 'revoked';

export interface IssuedKey {
  keyId: string;
  apiKey: string;
  environment: Environment;
}

export interface KeySummary {
  keyId: string;
  prefix: string;
  environment: Environment;
  /** `rotating`: replaced but still inside its grace period; `rotated`: replaced and past it. */
  status: KeyStatus;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
}

export interface ApplicationSummary {
  applicationId: string;
  name: string;
  clientId: string;
  createdAt: string;
  keys: KeySummary[];
}

export interface CreatedApplication {
  applicationId: string;
  name: string;
  clientId: string;
  clientSecret: string;
  sandboxKey: IssuedKey;
}

export interface ApplicationService {
  create(accountId: string, name: string): Promise<CreatedApplication>;
  list(accountId: string): Promise<ApplicationSummary[]>;
  createLiveKey(accountId: string, applicationId: string): Promise<IssuedKey>;
  newClientSecret(accountId: string, applicationId: string): Promise<{ clientId: string; clientSecret: string }>;
  rotateKey(accountId: string, keyId: string, graceSeconds: number): Promise<IssuedKey>;
  revokeKey(accountId: string, keyId: string): Promise<void>;
  /** The client of a client-credentials grant, or undefined when id or secret is wrong. */
  authenticateClient(clientId: string, clientSecret: string): Promise<TokenSubject | undefined>;
}

const NOT_FOUND_APPLICATION = 'No such application';
const NOT_FOUND_KEY = 'No such key';

function newClientCredentials(): { clientId: string; clientSecret: string } {
  return { clientId: `cli_${randomBase62(24)}`, clientSecret: `pcs_${randomBase62(48)}` };
}

export function keyStatusAt(status: string, expiresAt: string | null, nowMs: number): KeyStatus {
  if (status === 'revoked') return 'revoked';
  if (status === 'rotated') return expiresAt !== null && Date.parse(expiresAt) > nowMs ? 'rotating' : 'rotated';
  return 'active';
}

export interface CredentialQuotas {
  applicationsPerAccount: number;
  liveKeysPerApplication: number;
}

/** Contract section 11's defaults: creating keys must not be a way around the per-key rate limit. */
export const DEFAULT_QUOTAS: CredentialQuotas = { applicationsPerAccount: 20, liveKeysPerApplication: 10 };

export function createApplicationService(db: Database, clock: () => Date, keys: KeyDirectory, quotas: CredentialQuotas = DEFAULT_QUOTAS): ApplicationService {
  async function ownApplication(accountId: string, applicationId: string): Promise<{ id: string; client_id: string }> {
    const row = await db.selectFrom('applications').select(['id', 'client_id']).where('id', '=', applicationId).where('account_id', '=', accountId).executeTakeFirst();
    // Another account's application is reported exactly like a missing one.
    if (!row) throw new ApiError(404, NOT_FOUND_APPLICATION);
    return row;
  }

  function keyRow(accountId: string, applicationId: string, environment: Environment, now: string) {
    const generated = generateApiKey(environment);
    const keyId = newId('key');
    return {
      issued: { keyId, apiKey: generated.apiKey, environment } satisfies IssuedKey,
      row: {
        id: keyId,
        application_id: applicationId,
        account_id: accountId,
        environment,
        lookup: generated.lookup,
        prefix: generated.prefix,
        secret_hash: generated.secretHash,
        status: 'active',
        created_at: now,
        expires_at: null,
        replaced_by: null,
        last_used_at: null,
      },
    };
  }

  return {
    async create(accountId, name) {
      const now = clock().toISOString();
      const applicationId = newId('app');
      const { clientId, clientSecret } = newClientCredentials();
      const sandbox = keyRow(accountId, applicationId, 'sandbox', now);
      await db.transaction().execute(async (trx) => {
        const { count } = await trx.selectFrom('applications').select((eb) => eb.fn.countAll<number | string>().as('count')).where('account_id', '=', accountId).executeTakeFirstOrThrow();
        if (Number(count) >= quotas.applicationsPerAccount) {
          throw new ApiError(409, `Quota reached: at most ${quotas.applicationsPerAccount} applications per account`);
        }
        await trx
          .insertInto('applications')
          .values({ id: applicationId, account_id: accountId, name, client_id: clientId, client_secret_hash: sha256Hex(clientSecret), created_at: now, client_secret_created_at: now })
          .execute();
        await trx.insertInto('api_keys').values(sandbox.row).execute();
      });
      return { applicationId, name, clientId, clientSecret, sandboxKey: sandbox.issued };
    },

    async list(accountId) {
      const applications = await db.selectFrom('applications').select(['id', 'name', 'client_id', 'created_at']).where('account_id', '=', accountId).orderBy('created_at').orderBy('id').execute();
      const keyRows = await db
        .selectFrom('api_keys')
        .select(['id', 'application_id', 'prefix', 'environment', 'status', 'created_at', 'last_used_at', 'expires_at'])
        .where('account_id', '=', accountId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const nowMs = clock().getTime();
      return applications.map((application) => ({
        applicationId: application.id,
        name: application.name,
        clientId: application.client_id,
        createdAt: application.created_at,
        keys: keyRows
          .filter((key) => key.application_id === application.id)
          .map((key) => ({
            keyId: key.id,
            prefix: key.prefix,
            environment: key.environment as Environment,
            status: keyStatusAt(key.status, key.expires_at, nowMs),
            createdAt: key.created_at,
            lastUsedAt: key.last_used_at,
            expiresAt: key.expires_at,
          })),
      }));
    },

    async createLiveKey(accountId, applicationId) {
      await ownApplication(accountId, applicationId);
      const live = keyRow(accountId, applicationId, 'live', clock().toISOString());
      await db.transaction().execute(async (trx) => {
        const { count } = await trx
          .selectFrom('api_keys')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('application_id', '=', applicationId)
          .where('environment', '=', 'live')
          .where('status', '=', 'active')
          .executeTakeFirstOrThrow();
        if (Number(count) >= quotas.liveKeysPerApplication) {
          throw new ApiError(409, `Quota reached: at most ${quotas.liveKeysPerApplication} active live keys per application; revoke one first`);
        }
        await trx.insertInto('api_keys').values(live.row).execute();
      });
      return live.issued;
    },

    async newClientSecret(accountId, applicationId) {
      const application = await ownApplication(accountId, applicationId);
      const clientSecret = `pcs_${randomBase62(48)}`;
      await db
        .updateTable('applications')
        .set({ client_secret_hash: sha256Hex(clientSecret), client_secret_created_at: clock().toISOString() })
        .where('id', '=', application.id)
        .execute();
      return { clientId: application.client_id, clientSecret };
    },

    async rotateKey(accountId, keyId, graceSeconds) {
      const old = await db.selectFrom('api_keys').select(['id', 'application_id', 'environment', 'status', 'expires_at']).where('id', '=', keyId).where('account_id', '=', accountId).executeTakeFirst();
      if (!old) throw new ApiError(404, NOT_FOUND_KEY);
      if (old.status !== 'active') throw new ApiError(409, `Key is already ${old.status}: rotate its replacement or create a new key`);
      const now = clock();
      const replacement = keyRow(accountId, old.application_id, old.environment as Environment, now.toISOString());
      const graceEnds = new Date(now.getTime() + graceSeconds * 1000).toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('api_keys').values(replacement.row).execute();
        await trx.updateTable('api_keys').set({ status: 'rotated', expires_at: graceEnds, replaced_by: replacement.row.id }).where('id', '=', old.id).execute();
      });
      await keys.invalidate();
      return replacement.issued;
    },

    async revokeKey(accountId, keyId) {
      const key = await db.selectFrom('api_keys').select(['id', 'status']).where('id', '=', keyId).where('account_id', '=', accountId).executeTakeFirst();
      if (!key) throw new ApiError(404, NOT_FOUND_KEY);
      if (key.status !== 'revoked') {
        await db.updateTable('api_keys').set({ status: 'revoked', expires_at: clock().toISOString() }).where('id', '=', key.id).execute();
      }
      await keys.invalidate();
    },

    async authenticateClient(clientId, clientSecret) {
      const application = await db.selectFrom('applications').select(['id', 'account_id', 'client_secret_hash']).where('client_id', '=', clientId).executeTakeFirst();
      // Hash even when the client is unknown, so both failures take the same time.
      const presented = sha256Hex(clientSecret);
      const stored = application?.client_secret_hash ?? sha256Hex('no client');
      if (!sameDigest(presented, stored) || !application) return undefined;
      return { accountId: application.account_id, applicationId: application.id, clientId };
    },
  };
}
