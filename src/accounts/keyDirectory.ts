// Finds the stored row of a presented API key: by its non-secret lookup id, then a constant-time
// hash comparison. Results are cached for one second; revoke and rotate clear the cache at once.
import type { Database } from '../storage/database';
import type { Environment } from '../http/principal';
import { parseApiKey } from './apiKeys';
import { sameDigest, sha256Hex } from './secrets';

// Short so that a revoke on another instance (which cannot clear this cache) takes effect here
// within a second; in this process revoke and rotate clear the cache immediately.
export const KEY_CACHE_TTL_MS = 1000;
const CACHE_LIMIT = 10_000;

export interface StoredApiKey {
  keyId: string;
  accountId: string;
  applicationId: string;
  environment: Environment;
  status: 'active' | 'rotated' | 'revoked';
  /** When a rotated key's grace ends (epoch ms); null while active. */
  expiresAtMs: number | null;
}

export interface KeyDirectory {
  /** The key's row, or undefined when no key matches (malformed, unknown or wrong secret). */
  find(apiKey: string): Promise<StoredApiKey | undefined>;
  /** find's answer when the cache holds it (looked up less than KEY_CACHE_TTL_MS ago), else undefined. */
  findNow(apiKey: string): { readonly key: StoredApiKey | undefined } | undefined;
  /**
   * Forget every cached lookup: after a revoke or rotate, the next call reads the database. With a
   * broadcast to other instances, resolves once the change is published (a revoke answers after it).
   */
  invalidate(): void | Promise<void>;
}

export function createKeyDirectory(db: Database): KeyDirectory {
  // Keyed by the SHA-256 of the presented key, so the cache holds no usable secret.
  const cache = new Map<string, { key: StoredApiKey | undefined; loadedAt: number }>();
  let generation = 0;

  async function load(apiKey: string, hash: string): Promise<StoredApiKey | undefined> {
    const parsed = parseApiKey(apiKey);
    if (!parsed) return undefined;
    const row = await db
      .selectFrom('api_keys')
      .select(['id', 'account_id', 'application_id', 'environment', 'status', 'expires_at', 'secret_hash'])
      .where('lookup', '=', parsed.lookup)
      .executeTakeFirst();
    if (!row || !sameDigest(hash, row.secret_hash)) return undefined;
    return {
      keyId: row.id,
      accountId: row.account_id,
      applicationId: row.application_id,
      environment: row.environment as Environment,
      status: row.status as StoredApiKey['status'],
      expiresAtMs: row.expires_at === null ? null : Date.parse(row.expires_at),
    };
  }

  return {
    findNow(apiKey) {
      const hit = cache.get(sha256Hex(apiKey));
      return hit && performance.now() - hit.loadedAt < KEY_CACHE_TTL_MS ? hit : undefined;
    },
    async find(apiKey) {
      const hash = sha256Hex(apiKey);
      const now = performance.now();
      const hit = cache.get(hash);
      if (hit && now - hit.loadedAt < KEY_CACHE_TTL_MS) return hit.key;
      const startedIn = generation;
      const key = await load(apiKey, hash);
      // A revoke that ran while this read was in flight must not be undone by caching the old row.
      if (startedIn === generation) {
        if (cache.size >= CACHE_LIMIT) cache.clear();
        cache.set(hash, { key, loadedAt: now });
      }
      return key;
    },
    invalidate() {
      generation += 1;
      cache.clear();
    },
  };
}
