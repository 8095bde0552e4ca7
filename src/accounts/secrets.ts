// Random secrets (API keys, client secrets, session tokens), their one-way hashes and the
// constant-time comparison used wherever a presented secret meets a stored hash.
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` base62 characters from the CSPRNG; rejection sampling keeps every character equally likely. */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 * 62: bytes at or above it would favour the first characters.
      if (byte < 248) out += BASE62[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

/**
 * SHA-256 in hex. Enough for the secrets this service makes (>= 190 bits of entropy each), where a
 * slow hash buys nothing; passwords, chosen by people, go through scrypt instead (passwords.ts).
 */
export function sha256Hex(value: string): string {
  // The one-shot form: the API key of every call is hashed, and a Hash object costs about three
  // times as much (issue 16). The same digest.
  return hash('sha256', value, 'hex');
}

/** Equality of two hex digests without an early exit, so timing says nothing about a prefix match. */
export function sameDigest(aHex: string, bHex: string): boolean {
  const a = Buffer.from(aHex, 'hex');
  const b = Buffer.from(bHex, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** Opaque identifiers (account, application, key ids): public, but unguessable so ids leak nothing. */
export function newId(kind: 'acc' | 'app' | 'key' | 'ses'): string {
  return `${kind}_${randomBase62(20)}`;
}
