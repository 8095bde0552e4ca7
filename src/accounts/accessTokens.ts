// OAuth access tokens: ES256 JWTs of 900 s bound to one application and its account. Verified
// results are cached until the token's own expiry, so the hot path pays the signature check once.
import { SignJWT, errors, jwtVerify, type JWTHeaderParameters } from 'jose';
import { TOKEN_ALGORITHM, type SigningKeys } from './signingKeys';
import { randomBase62 } from './secrets';

export const ACCESS_TOKEN_LIFETIME_SECONDS = 900;
const ISSUER = 'party-address-service';
const AUDIENCE = 'party-address/v4';
const TOKEN_TYPE = 'at+jwt';
// A JWT of this service is about 500 characters; anything far longer is refused before parsing.
const MAX_TOKEN_LENGTH = 2048;
const CACHE_LIMIT = 10_000;
/** How far in the future an `iat` may lie: clocks of instances sharing one database differ a little. */
const MAX_CLOCK_SKEW_MS = 60_000;

export interface TokenSubject {
  accountId: string;
  applicationId: string;
  clientId: string;
}

export type TokenCheck = { ok: true; subject: TokenSubject } | { ok: false; reason: 'invalid' | 'expired' };

interface CachedToken {
  /** The answer of verify while the token lasts: made once, not per call. */
  check: TokenCheck & { ok: true };
  expiresAtMs: number;
}

export interface AccessTokens {
  issue(subject: TokenSubject): Promise<{ accessToken: string; expiresIn: number }>;
  verify(token: string): Promise<TokenCheck>;
  /** verify's answer when it is already known (a verified token, not yet expired), else undefined. */
  verifyNow(token: string): TokenCheck | undefined;
}

export function createAccessTokens(keys: SigningKeys, clock: () => Date): AccessTokens {
  // Keyed by the token text itself: a token is immutable, so a verified result stays true until exp.
  const verified = new Map<string, CachedToken>();

  function remember(token: string, entry: CachedToken): void {
    if (verified.size >= CACHE_LIMIT) {
      // Map keeps insertion order: drop the oldest entry.
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, entry);
  }

  return {
    async issue(subject) {
      const now = Math.floor(clock().getTime() / 1000);
      const accessToken = await new SignJWT({ acc: subject.accountId, client_id: subject.clientId })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: keys.current.kid, typ: TOKEN_TYPE })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(subject.applicationId)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_LIFETIME_SECONDS)
        .setJti(randomBase62(16))
        .sign(keys.current.privateKey);
      return { accessToken, expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS };
    },

    verifyNow(token) {
      const cached = verified.get(token);
      return cached && clock().getTime() < cached.expiresAtMs ? cached.check : undefined;
    },

    async verify(token) {
      const nowMs = clock().getTime();
      const cached = verified.get(token);
      if (cached) {
        if (nowMs < cached.expiresAtMs) return cached.check;
        verified.delete(token);
        return { ok: false, reason: 'expired' };
      }
      if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
      try {
        const { payload } = await jwtVerify(
          token,
          (header: JWTHeaderParameters) => {
            const key = header.kid === undefined ? undefined : keys.publicKeys.get(header.kid);
            if (!key) throw new errors.JWKSNoMatchingKey();
            return key;
          },
          { issuer: ISSUER, audience: AUDIENCE, algorithms: [TOKEN_ALGORITHM], typ: TOKEN_TYPE, currentDate: new Date(nowMs), requiredClaims: ['exp', 'iat', 'sub', 'acc'] },
        );
        if (typeof payload.acc !== 'string' || typeof payload.sub !== 'string' || typeof payload.client_id !== 'string' || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') {
          return { ok: false, reason: 'invalid' };
        }
        // A token signed with a leaked or misused key could claim any lifetime: this service never
        // issues one longer than its own, nor one dated in the future (issue 11, finding 9).
        if (payload.exp - payload.iat > ACCESS_TOKEN_LIFETIME_SECONDS || payload.iat * 1000 > nowMs + MAX_CLOCK_SKEW_MS) {
          return { ok: false, reason: 'invalid' };
        }
        const subject: TokenSubject = { accountId: payload.acc, applicationId: payload.sub, clientId: payload.client_id };
        const check = { ok: true as const, subject };
        remember(token, { check, expiresAtMs: payload.exp * 1000 });
        return check;
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
