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
  subject: TokenSubject;
  expiresAtMs: number;
}

export interface AccessTokens {
  issue(subject: TokenSubject): Promise<{ accessToken: string; expiresIn: number }>;
  verify(token: string): Promise<TokenCheck>;
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

    async verify(token) {
      const nowMs = clock().getTime();
      const cached = verified.get(token);
      if (cached) {
        if (nowMs < cached.expiresAtMs) return { ok: true, subject: cached.subject };
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
        remember(token, { subject, expiresAtMs: payload.exp * 1000 });
        return { ok: true, subject };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
