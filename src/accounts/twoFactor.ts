// The two-factor check of spec section 5 and contract section 2: bearer token and API key, each
// failure with a message naming the factor, never revealing whether a key exists elsewhere.
import type { Environment, Principal } from '../http/principal';
import type { AccessTokens } from './accessTokens';
import type { KeyDirectory } from './keyDirectory';
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
}

export function createTwoFactorCheck(tokens: AccessTokens, keys: KeyDirectory, clock: () => Date): TwoFactorCheck {
  return {
    async check(authorization, apiKey, environment) {
      const token = bearerToken(authorization);
      if (!token && !apiKey) return fail('both', AUTH_MESSAGES.bothMissing);
      if (!token) return fail('token', AUTH_MESSAGES.tokenMissing);
      if (!apiKey) return fail('apiKey', AUTH_MESSAGES.keyMissing);

      const tokenCheck = await tokens.verify(token);
      if (!tokenCheck.ok) return fail('token', tokenCheck.reason === 'expired' ? AUTH_MESSAGES.tokenExpired : AUTH_MESSAGES.tokenInvalid);

      // The environment shows in the key's own prefix, so this check tells nothing about stored keys.
      const parsed = parseApiKey(apiKey);
      if (!parsed) return fail('apiKey', AUTH_MESSAGES.keyNotRecognised);
      if (parsed.environment !== environment) {
        return fail('apiKey', environment === 'live' ? AUTH_MESSAGES.sandboxKeyOnProduction : AUTH_MESSAGES.liveKeyOnSandbox);
      }

      const key = await keys.find(apiKey);
      // Another account's key gets the very message of an unknown key, before any status is told.
      // The key must belong to the token's own application, not just its account (issue 11, finding 9).
      if (!key || key.accountId !== tokenCheck.subject.accountId || key.applicationId !== tokenCheck.subject.applicationId) return fail('apiKey', AUTH_MESSAGES.keyNotRecognised);
      if (key.status === 'revoked') return fail('apiKey', AUTH_MESSAGES.keyRevoked);
      if (key.status === 'rotated' && (key.expiresAtMs === null || clock().getTime() >= key.expiresAtMs)) {
        return fail('apiKey', AUTH_MESSAGES.keyRotated);
      }
      return {
        ok: true,
        principal: { accountId: key.accountId, applicationId: tokenCheck.subject.applicationId, keyId: key.keyId, environment },
      };
    },
  };
}
