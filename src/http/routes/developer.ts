// The developer self-service routes of contract section 2: accounts, sessions (bearer token or
// the portal's HttpOnly cookie), applications, live keys, client secrets, key rotation and revoke.
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type, { type Static } from 'typebox';
import { ErrorResponseSchema } from '../../model/schemas';
import type { CredentialServices } from '../../accounts/credentialServices';
import { SESSION_LIFETIME_SECONDS, normaliseEmail } from '../../accounts/accountService';
import { sendBody } from '../reply';
import type { Config } from '../../config';
import { refuseAuthentication, type AuthFailureGuard } from '../plugins/auth';
import { growingPolicies, sendThrottled } from '../plugins/abuseThrottle';
import { sendError } from '../errorHandling';

export const SESSION_COOKIE = 'pas_session';
const COOKIE_PATH = '/developer/v1';

const Credentials = Type.Object(
  {
    email: Type.String({ format: 'email', minLength: 3, maxLength: 254, description: 'Email address of the developer account; compared without case or surrounding spaces.' }),
    // The upper bound keeps a sign-in from feeding megabytes to scrypt.
    password: Type.String({ minLength: 12, maxLength: 256, description: 'Password of the account, 12 to 256 characters; stored only as a hash.' }),
  },
  { additionalProperties: false },
);
const NewApplication = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', description: 'Name of the application, up to 100 characters, not blank; surrounding spaces are removed.' }) },
  { additionalProperties: false },
);
const Rotation = Type.Object(
  { graceSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 86400, description: 'Seconds the old key keeps working after the rotation, 0 to 86400; default 0 (it stops at once).' })) },
  { additionalProperties: false },
);

const IssuedKey = Type.Object({
  keyId: Type.String({ description: 'Id of the key (key_ and 20 base62 characters), to rotate or revoke it; not secret.' }),
  apiKey: Type.String({ description: 'The API key for the X-API-Key header: pas_test_ (sandbox) or pas_live_ (live) and 40 base62 characters. Shown only in this response, stored as a hash.' }),
  environment: Type.Union([Type.Literal('sandbox'), Type.Literal('live')], { description: 'sandbox: accepted on the sandbox base only; live: on the production base only.' }),
});
const KeySummary = Type.Object({
  keyId: Type.String({ description: 'Id of the key (key_ and 20 base62 characters), to rotate or revoke it.' }),
  prefix: Type.String({ description: 'Start of the key (pas_test_ or pas_live_ and its first 8 random characters), to recognise it; the key itself is never shown again.' }),
  environment: Type.String({ description: 'sandbox or live: the base the key is accepted on.' }),
  status: Type.String({ description: 'active, rotating (replaced, inside its grace period), rotated or revoked' }),
  createdAt: Type.String({ description: 'When the key was issued, ISO 8601 in UTC.' }),
  lastUsedAt: Type.Union([Type.String(), Type.Null()], { description: 'When the key was last used, ISO 8601 in UTC, recorded at most once a minute; null if it was never used.' }),
  expiresAt: Type.Union([Type.String(), Type.Null()], { description: 'ISO 8601 in UTC: end of the grace period of a rotated key, or when a revoked key was revoked; null for an active key.' }),
});
const ApplicationSummary = Type.Object({
  applicationId: Type.String({ description: 'Id of the application (app_ and 20 base62 characters).' }),
  name: Type.String({ description: 'Name of the application.' }),
  clientId: Type.String({ description: 'OAuth client id of the application, for POST /oauth/token.' }),
  createdAt: Type.String({ description: 'When the application was registered, ISO 8601 in UTC.' }),
  keys: Type.Array(KeySummary, { description: 'Every API key of the application, oldest first, with its status; never the key itself.' }),
});

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, 415: ErrorResponseSchema, 429: ErrorResponseSchema };
// The session token is a bearer token too (or the portal cookie, which OpenAPI need not name).
const sessionSecurity = [{ bearerAuth: [] }];
const tags = ['Developer self-service'];

function sessionTokenOf(request: FastifyRequest): string | undefined {
  const bearer = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
  return bearer ?? request.cookies?.[SESSION_COOKIE];
}

/** The portal's session cookie: HttpOnly, SameSite=Strict, sent to the developer routes only. */
const SESSION_COOKIE_OPTIONS = { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict' } as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in developer's account on /developer/v1 routes that need a session. */
    developerAccountId?: string;
  }
}

export interface DeveloperRouteOptions {
  credentials: CredentialServices;
  authGuard: AuthFailureGuard;
  limits: Config['abuseLimits'];
}

export async function developerRoutes(app: FastifyInstance, options: DeveloperRouteOptions): Promise<void> {
  const { accounts, applications } = options.credentials;
  const { authGuard, limits } = options;
  const signInPolicies = { address: growingPolicies(limits.signInAddress), account: growingPolicies(limits.signInAccount) };
  const signUpPolicies = growingPolicies(limits.signUp);
  // Cookies are parsed in this scope only: the API routes never pay for it.
  await app.register(fastifyCookie);

  // Contract section 2: these routes speak JSON. An XML body is refused before it is read.
  app.addHook('onRequest', async (request, reply) => {
    if (request.requestFormat === 'xml' && request.headers['content-type'] !== undefined) {
      request.responseFormat = 'json';
      return sendError(request, reply, 415, 'The developer routes accept application/json only');
    }
    return undefined;
  });

  // Runs as the route's onRequest hook: no session, no schema check and no body parsing either.
  async function requireSession(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const token = sessionTokenOf(request);
    const accountId = token ? await accounts.sessionAccount(token) : undefined;
    if (!accountId) {
      return refuseAuthentication(authGuard, 'developer', request, reply, () =>
        sendError(request, reply, 401, 'Sign in first: send Authorization: Bearer <sessionToken> from POST /developer/v1/sessions'),
      );
    }
    request.developerAccountId = accountId;
    return undefined;
  }
  const accountOf = (request: FastifyRequest): string => request.developerAccountId!;

  app.post(
    '/developer/v1/accounts',
    { schema: { operationId: 'createAccount', tags, summary: 'Register a developer account', body: Credentials, response: { 201: Type.Object({ accountId: Type.String({ description: 'Id of the new account (acc_ and 20 base62 characters).' }), email: Type.String({ description: 'Email address as stored: trimmed and lowercased.' }) }), ...errors } } },
    async (request, reply) => {
      const { email, password } = request.body as Static<typeof Credentials>;
      const wait = await authGuard.throttle.take([`signup:${request.ip}`], signUpPolicies);
      if (wait !== undefined) return sendThrottled(request, reply, wait, 'sign-ups');
      return sendBody(request, reply.code(201), 'Account', await accounts.signUp(email, password));
    },
  );

  app.post(
    '/developer/v1/sessions',
    { schema: { operationId: 'createSession', tags, summary: 'Sign in: a session token and the portal cookie', body: Credentials, response: { 201: Type.Object({ sessionToken: Type.String({ description: 'Session token for Authorization: Bearer on the /developer/v1 routes; the same value is set as the HttpOnly portal cookie.' }), expiresAt: Type.String({ description: 'When the session ends, ISO 8601 in UTC (12 hours after sign-in).' }) }), ...errors } } },
    async (request, reply) => {
      const { email, password } = request.body as Static<typeof Credentials>;
      // Every attempt counts, before the password is checked: a throttled guess learns nothing.
      const wait = Math.max(
        (await authGuard.throttle.take([`signin:${request.ip}`], signInPolicies.address)) ?? 0,
        (await authGuard.throttle.take([`signin-account:${normaliseEmail(email)}`], signInPolicies.account)) ?? 0,
      );
      if (wait > 0) {
        authGuard.metrics.authFailures.inc({ surface: 'developer', outcome: 'throttled' });
        return sendThrottled(request, reply, wait, 'sign-in attempts');
      }
      const session = await accounts.signIn(email, password);
      reply.setCookie(SESSION_COOKIE, session.sessionToken, { ...SESSION_COOKIE_OPTIONS, maxAge: SESSION_LIFETIME_SECONDS });
      reply.header('Cache-Control', 'no-store');
      return sendBody(request, reply.code(201), 'Session', session);
    },
  );

  app.delete(
    '/developer/v1/sessions/current',
    { schema: { operationId: 'deleteSession', tags, summary: 'Sign out: end the session and clear the cookie', security: sessionSecurity } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const token = sessionTokenOf(request);
      if (token) await accounts.signOut(token);
      reply.setCookie(SESSION_COOKIE, '', { ...SESSION_COOKIE_OPTIONS, maxAge: 0 });
      return reply.code(204).send();
    },
  );

  app.post(
    '/developer/v1/applications',
    {
      schema: {
        operationId: 'createApplication',
        tags,
        summary: 'Register an application: client credentials and a sandbox key, shown this once',
        body: NewApplication,
        security: sessionSecurity,
        response: {
          201: Type.Object({
            applicationId: Type.String({ description: 'Id of the new application (app_ and 20 base62 characters).' }),
            name: Type.String({ description: 'Name of the application as stored (surrounding spaces removed).' }),
            clientId: Type.String({ description: 'OAuth client id (cli_ and 24 base62 characters), for POST /oauth/token.' }),
            clientSecret: Type.String({ description: 'OAuth client secret (pcs_ and 48 base62 characters). Shown only in this response, stored as a hash.' }),
            sandboxKey: Type.Object(IssuedKey.properties, { description: 'The first API key of the application, for the sandbox base.' }),
          }),
          ...errors,
        },
      },
      onRequest: requireSession,
    },
    async (request, reply) => {
      const accountId = accountOf(request);
      const { name } = request.body as Static<typeof NewApplication>;
      reply.header('Cache-Control', 'no-store');
      return sendBody(request, reply.code(201), 'Application', await applications.create(accountId, name.trim()));
    },
  );

  app.get(
    '/developer/v1/applications',
    { schema: { operationId: 'listApplications', tags, summary: 'The account’s applications and their keys (never secrets)', security: sessionSecurity, response: { 200: Type.Array(ApplicationSummary), ...errors } }, onRequest: requireSession },
    async (request, reply) => sendBody(request, reply, 'Applications', await applications.list(accountOf(request))),
  );

  app.post(
    '/developer/v1/applications/:applicationId/live-keys',
    { schema: { operationId: 'createLiveKey', tags, summary: 'Promote to live: a new live key, shown this once', params: Type.Object({ applicationId: Type.String({ maxLength: 64 }) }), security: sessionSecurity, response: { 201: IssuedKey, ...errors } }, onRequest: requireSession },
    async (request, reply) => {
      const accountId = accountOf(request);
      const { applicationId } = request.params as { applicationId: string };
      reply.header('Cache-Control', 'no-store');
      return sendBody(request, reply.code(201), 'ApiKey', await applications.createLiveKey(accountId, applicationId));
    },
  );

  app.post(
    '/developer/v1/applications/:applicationId/client-secret',
    {
      schema: {
        operationId: 'createClientSecret',
        tags,
        summary: 'A new client secret; the old one stops working at once',
        params: Type.Object({ applicationId: Type.String({ maxLength: 64 }) }),
        security: sessionSecurity,
        response: {
          201: Type.Object({
            clientId: Type.String({ description: 'OAuth client id of the application (unchanged).' }),
            clientSecret: Type.String({ description: 'The new client secret (pcs_ and 48 base62 characters); the previous one stops working at once. Shown only in this response, stored as a hash.' }),
          }),
          ...errors,
        },
      },
      onRequest: requireSession,
    },
    async (request, reply) => {
      const accountId = accountOf(request);
      const { applicationId } = request.params as { applicationId: string };
      reply.header('Cache-Control', 'no-store');
      return sendBody(request, reply.code(201), 'ClientCredentials', await applications.newClientSecret(accountId, applicationId));
    },
  );

  app.post(
    '/developer/v1/keys/:keyId/rotate',
    {
      schema: {
        operationId: 'rotateKey',
        tags,
        summary: 'Rotate a key: a replacement now, the old key refused after graceSeconds (default 0)',
        params: Type.Object({ keyId: Type.String({ maxLength: 64 }) }),
        body: Rotation,
        security: sessionSecurity,
        response: { 201: IssuedKey, ...errors },
      },
      onRequest: requireSession,
      // The body is optional: no body means the defaults.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const accountId = accountOf(request);
      const { keyId } = request.params as { keyId: string };
      const graceSeconds = (request.body as Static<typeof Rotation> | undefined)?.graceSeconds ?? 0;
      reply.header('Cache-Control', 'no-store');
      return sendBody(request, reply.code(201), 'ApiKey', await applications.rotateKey(accountId, keyId, graceSeconds));
    },
  );

  app.delete(
    '/developer/v1/keys/:keyId',
    { schema: { operationId: 'revokeKey', tags, summary: 'Revoke a key: refused from the next call on', params: Type.Object({ keyId: Type.String({ maxLength: 64 }) }), security: sessionSecurity, response: { 204: Type.Null(), ...errors } }, onRequest: requireSession },
    async (request, reply) => {
      const accountId = accountOf(request);
      const { keyId } = request.params as { keyId: string };
      await applications.revokeKey(accountId, keyId);
      return reply.code(204).send();
    },
  );
}
