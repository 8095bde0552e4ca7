// The developer self-service routes of contract section 2: accounts, sessions (bearer token or
// the portal's HttpOnly cookie), applications, live keys, client secrets, key rotation and revoke.
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
    email: Type.String({ format: 'email', minLength: 3, maxLength: 254 }),
    // The upper bound keeps a sign-in from feeding megabytes to scrypt.
    password: Type.String({ minLength: 12, maxLength: 256 }),
  },
  { additionalProperties: false },
);
const NewApplication = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }) }, { additionalProperties: false });
const Rotation = Type.Object({ graceSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 86400 })) }, { additionalProperties: false });

const IssuedKey = Type.Object({ keyId: Type.String(), apiKey: Type.String(), environment: Type.Union([Type.Literal('sandbox'), Type.Literal('live')]) });
const KeySummary = Type.Object({
  keyId: Type.String(),
  prefix: Type.String(),
  environment: Type.String(),
  status: Type.String({ description: 'active, rotating (replaced, inside its grace period), rotated or revoked' }),
  createdAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
});
const ApplicationSummary = Type.Object({ applicationId: Type.String(), name: Type.String(), clientId: Type.String(), createdAt: Type.String(), keys: Type.Array(KeySummary) });

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, 415: ErrorResponseSchema, 429: ErrorResponseSchema };
// The session token is a bearer token too (or the portal cookie, which OpenAPI need not name).
const sessionSecurity = [{ bearerAuth: [] }];
const tags = ['Developer self-service'];

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

function sessionTokenOf(request: FastifyRequest): string | undefined {
  const bearer = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
  return bearer ?? cookieValue(request.headers.cookie, SESSION_COOKIE);
}

function sessionCookie(value: string, maxAge: number): string {
  return `${SESSION_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict`;
}

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
    { schema: { operationId: 'createAccount', tags, summary: 'Register a developer account', body: Credentials, response: { 201: Type.Object({ accountId: Type.String(), email: Type.String() }), ...errors } } },
    async (request, reply) => {
      const { email, password } = request.body as Static<typeof Credentials>;
      const wait = await authGuard.throttle.take([`signup:${request.ip}`], signUpPolicies);
      if (wait !== undefined) return sendThrottled(request, reply, wait, 'sign-ups');
      return sendBody(request, reply.code(201), 'Account', await accounts.signUp(email, password));
    },
  );

  app.post(
    '/developer/v1/sessions',
    { schema: { operationId: 'createSession', tags, summary: 'Sign in: a session token and the portal cookie', body: Credentials, response: { 201: Type.Object({ sessionToken: Type.String(), expiresAt: Type.String() }), ...errors } } },
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
      reply.header('Set-Cookie', sessionCookie(session.sessionToken, SESSION_LIFETIME_SECONDS));
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
      reply.header('Set-Cookie', sessionCookie('', 0));
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
        response: { 201: Type.Object({ applicationId: Type.String(), name: Type.String(), clientId: Type.String(), clientSecret: Type.String(), sandboxKey: IssuedKey }), ...errors },
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
        response: { 201: Type.Object({ clientId: Type.String(), clientSecret: Type.String() }), ...errors },
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
