// The access-token signing keys: an ES256 key pair made on the first start and kept in the
// database, so restarts (and other instances on the same database) keep issued tokens valid.
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import type { Database } from '../storage/database';
import { randomBase62 } from './secrets';
import { decryptSecret, encryptSecret, isEncrypted } from './keyEncryption';

export const TOKEN_ALGORITHM = 'ES256';

export interface SigningKeys {
  /** The key new tokens are signed with. */
  current: { kid: string; privateKey: CryptoKey };
  /** Verification keys by kid: every key in the table, so a key added by another instance verifies too. */
  publicKeys: ReadonlyMap<string, CryptoKey>;
  /** The public keys as a JWK Set for GET /.well-known/jwks.json. */
  jwks: { keys: JWK[] };
}

async function createKey(db: Database, now: Date, encryptionKey: Buffer): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair(TOKEN_ALGORITHM, { extractable: true });
  const kid = randomBase62(16);
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: TOKEN_ALGORITHM, use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: TOKEN_ALGORITHM };
  await db
    .insertInto('token_signing_keys')
    .values({ kid, algorithm: TOKEN_ALGORITHM, private_jwk: encryptSecret(JSON.stringify(privateJwk), encryptionKey, kid), public_jwk: JSON.stringify(publicJwk), created_at: now.toISOString() })
    .execute();
}

/** Loads (or makes) the keys; the private key is encrypted at rest with `encryptionKey` (keyEncryption.ts). */
export async function loadSigningKeys(db: Database, now: Date, encryptionKey: Buffer): Promise<SigningKeys> {
  const read = () => db.selectFrom('token_signing_keys').selectAll().orderBy('created_at').orderBy('kid').execute();
  let rows = await read();
  if (rows.length === 0) {
    await createKey(db, now, encryptionKey);
    // Two instances starting at once may each add a key; both then pick the same first row.
    rows = await read();
  }
  const publicKeys = new Map<string, CryptoKey>();
  const jwks: JWK[] = [];
  for (const row of rows) {
    const publicJwk = JSON.parse(row.public_jwk) as JWK;
    publicKeys.set(row.kid, (await importJWK(publicJwk, row.algorithm)) as CryptoKey);
    jwks.push(publicJwk);
  }
  // Rows written before encryption at rest are encrypted now, once.
  for (const row of rows) {
    if (isEncrypted(row.private_jwk)) continue;
    row.private_jwk = encryptSecret(row.private_jwk, encryptionKey, row.kid);
    await db.updateTable('token_signing_keys').set({ private_jwk: row.private_jwk }).where('kid', '=', row.kid).execute();
  }
  const first = rows[0]!;
  const privateJwk = JSON.parse(decryptSecret(first.private_jwk, encryptionKey, first.kid)) as JWK;
  const privateKey = (await importJWK(privateJwk, first.algorithm)) as CryptoKey;
  return { current: { kid: first.kid, privateKey }, publicKeys, jwks: { keys: jwks } };
}
