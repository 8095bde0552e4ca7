// The two-factor check of spec section 5 and contract section 2: bearer token and API key, each
// failure with a message naming the factor, never revealing whether a key exists elsewhere.
import type { Environment, Principal } from '../http/principal';
import type { AccessTokens, TokenCheck, TokenSubject } from './accessTokens';
import type { KeyDirectory, StoredApiKey } from './keyDirectory';
import { parseApiKey } from './apiKeys';

export type Factor = 'token' | 'apiKey' | 'both';
export type TwoFactorResult = { ok: true; principal: Principal } | { ok: false; factor: Factor; message: string };

export const AUTH_MESSAGES = {
  bothMissing: 'Credentials missing: send Authorization: Bearer <access token> and X-API-Key: <API key>',
  tokenMissing: 'Bearer token missing: send Authorization: Bearer <access token> from POST /oauth/token',
  tokenInvalid: 'Bearer token is invalid',
  tokenExpired: 'Bearer token has expired: get a new one from POST /oauth/token',
  keyMissing: 'API key missing: send the X-API-Key header',
  keyNotRecognised: 'API key is not recognised for the caller of this bearer token',
  keyRevoked: 'API key has been revoked',
  keyRotated: 'API key was rotated and its grace period has ended: use its replacement',
  sandboxKeyOnProduction: 'API key is a sandbox key (pas_test_): the production base accepts only live keys (pas_live_)',
  liveKeyOnSandbox: 'API key is a live key (pas_live_): the sandbox base accepts only sandbox keys (pas_test_)',
} as const;

const fail = (factor: Factor, message: string): TwoFactorResult => ({ ok: false, factor, message });

function bearerToken(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const match = /^Bearer +(\S+) *$/i.exec(authorization);
  return match?.[1];
}

export interface TwoFactorCheck {
  check(authorization: string | undefined, apiKey: string | undefined, environment: Environment): Promise<TwoFactorResult>;
  /**
   * check's answer when it needs no lookup that is not already in memory (a verified token and a
   * key looked up within the last second: nearly every call), else undefined. The same rules in
   * the same order as check; it only spares the hot path three promises (issue 16).
   */
  checkNow(authorization: string | undefined, apiKey: string | undefined, environment: Environment): TwoFactorResult | undefined;
}

export function createTwoFactorCheck(tokens: AccessTokens, keys: KeyDirectory, clock: () => Date): TwoFactorCheck {
  /** Both factors present: the token to verify; else the refusal. */
  function presence(token: string | undefined, apiKey: string | undefined): TwoFactorResult | undefined {
    if (!token && !apiKey) return fail('both', AUTH_MESSAGES.bothMissing);
    if (!token) return fail('token', AUTH_MESSAGES.tokenMissing);
    if (!apiKey) return fail('apiKey', AUTH_MESSAGES.keyMissing);
    return undefined;
  }

  function tokenRefusal(tokenCheck: TokenCheck & { ok: false }): TwoFactorResult {
    return fail('token', tokenCheck.reason === 'expired' ? AUTH_MESSAGES.tokenExpired : AUTH_MESSAGES.tokenInvalid);
  }

  /** What the key's own text tells: its form and its environment. */
  function keyTextRefusal(apiKey: string, environment: Environment): TwoFactorResult | undefined {
    // The environment shows in the key's own prefix, so this check tells nothing about stored keys.
    const parsed = parseApiKey(apiKey);
    if (!parsed) return fail('apiKey', AUTH_MESSAGES.keyNotRecognised);
    if (parsed.environment !== environment) {
      return fail('apiKey', environment === 'live' ? AUTH_MESSAGES.sandboxKeyOnProduction : AUTH_MESSAGES.liveKeyOnSandbox);
    }
    return undefined;
  }

  function keyVerdict(subject: TokenSubject, key: StoredApiKey | undefined, environment: Environment): TwoFactorResult {
    // Another account's key gets the very message of an unknown key, before any status is told.
    // The key must belong to the token's own application, not just its account (issue 11, finding 9).
    if (!key || key.accountId !== subject.accountId || key.applicationId !== subject.applicationId) return fail('apiKey', AUTH_MESSAGES.keyNotRecognised);
    if (key.status === 'revoked') return fail('apiKey', AUTH_MESSAGES.keyRevoked);
    if (key.status === 'rotated' && (key.expiresAtMs === null || clock().getTime() >= key.expiresAtMs)) {
      return fail('apiKey', AUTH_MESSAGES.keyRotated);
    }
    return {
      ok: true,
      principal: { accountId: key.accountId, applicationId: subject.applicationId, keyId: key.keyId, environment },
    };
  }

  return {
    async check(authorization, apiKey, environment) {
      const token = bearerToken(authorization);
      const missing = presence(token, apiKey);
      if (missing) return missing;
      const tokenCheck = await tokens.verify(token!);
      if (!tokenCheck.ok) return tokenRefusal(tokenCheck);
      const refused = keyTextRefusal(apiKey!, environment);
      if (refused) return refused;
      return keyVerdict(tokenCheck.subject, await keys.find(apiKey!), environment);
    },

    checkNow(authorization, apiKey, environment) {
      const token = bearerToken(authorization);
      const missing = presence(token, apiKey);
      if (missing) return missing;
      const tokenCheck = tokens.verifyNow(token!);
      if (!tokenCheck) return undefined;
      if (!tokenCheck.ok) return tokenRefusal(tokenCheck);
      const refused = keyTextRefusal(apiKey!, environment);
      if (refused) return refused;
      const found = keys.findNow(apiKey!);
      return found && keyVerdict(tokenCheck.subject, found.key, environment);
    },
  };
}
