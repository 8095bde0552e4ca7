// Encryption at rest of the token signing key (issue 11, finding 9): AES-256-GCM under a key the
// operator gives (TOKEN_KEY_ENCRYPTION_KEY, or a file named by TOKEN_KEY_ENCRYPTION_KEY_FILE), so
// a copy of the database alone cannot mint tokens. Without either, a laptop start generates a key
// file next to the database (owner-only) and warns; see docs/credentials.md for rotation.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const PREFIX = 'enc:v1:';
const KEY_BYTES = 32;
export const DEFAULT_KEY_FILE_NAME = 'token-key-encryption.key';

/** True when a stored value is one this module wrote (older rows hold the plain JWK). */
export function isEncrypted(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

/** `enc:v1:<iv>:<tag>:<ciphertext>` (base64url); `context` (the key id) is bound as associated data. */
export function encryptSecret(plain: string, key: Buffer, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url')).join(':');
}

export function decryptSecret(stored: string, key: Buffer, context: string): string {
  const [iv, tag, ciphertext] = stored.slice(PREFIX.length).split(':').map((part) => Buffer.from(part, 'base64url'));
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv!);
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(ciphertext!), decipher.final()]).toString('utf8');
  } catch {
    throw new Error('The token signing key cannot be decrypted: TOKEN_KEY_ENCRYPTION_KEY (or the file of TOKEN_KEY_ENCRYPTION_KEY_FILE) is not the key it was encrypted with');
  }
}

/** 32 bytes as base64 (44 characters) or hex (64 characters). */
export function parseEncryptionKey(text: string, source: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${source} must hold 32 random bytes as base64 or hex (e.g. openssl rand -base64 32)`);
  return key;
}

export interface KeyEncryptionSettings {
  key?: string;
  file?: string;
}

/**
 * The key that encrypts the signing key: from the environment, else the operator's file, else a
 * generated file in `dataDir` (warned about: it sits beside the database it protects). Undefined
 * when there is nowhere to keep one (an in-memory database): a per-process key is used then.
 */
export function resolveEncryptionKey(settings: KeyEncryptionSettings, dataDir: string | undefined, warn: (message: string) => void): Buffer | undefined {
  if (settings.key) return parseEncryptionKey(settings.key, 'TOKEN_KEY_ENCRYPTION_KEY');
  if (settings.file) return parseEncryptionKey(readFileSync(settings.file, 'utf8'), `TOKEN_KEY_ENCRYPTION_KEY_FILE (${settings.file})`);
  if (dataDir === undefined) return undefined;
  const file = join(dataDir, DEFAULT_KEY_FILE_NAME);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!existsSync(file)) writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  warn(`The token signing key is encrypted with a generated key in ${file}: fine on a laptop; in production set TOKEN_KEY_ENCRYPTION_KEY or TOKEN_KEY_ENCRYPTION_KEY_FILE and keep it apart from the database`);
  return parseEncryptionKey(readFileSync(file, 'utf8'), file);
}

let processKey: Buffer | undefined;
/** The key of databases that live only as long as this process (in-memory SQLite in tests). */
/**
 * The key for the database a process opened: a SQLite file keeps a generated key beside it;
 * PostgreSQL instances share DATA_DIR's or, in production, the operator's key; an in-memory
 * database needs none that outlives the process (undefined).
 */
export function encryptionKeyForDatabase(settings: KeyEncryptionSettings, database: { kind: string; file?: string }, dataDir: string, warn: (message: string) => void): Buffer | undefined {
  const keyDir = database.file ? dirname(database.file) : database.kind === 'postgres' ? dataDir : undefined;
  return resolveEncryptionKey(settings, keyDir, warn);
}

export function processEncryptionKey(): Buffer {
  processKey ??= randomBytes(KEY_BYTES);
  return processKey;
}
