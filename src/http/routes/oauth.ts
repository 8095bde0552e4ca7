// POST /oauth/token: the client credentials grant of RFC 6749 section 4.4, client authenticated by
// HTTP Basic or form fields (section 2.3.1), errors as section 5.2; and the JWKS of the token keys.
import type { FastifyInstance, FastifyReply } from 'fastify';
import Type from 'typebox';
import type { CredentialServices } from '../../accounts/credentialServices';
import { refuseAuthentication, type AuthFailureGuard } from '../plugins/auth';

type OAuthError = 'invalid_request' | 'invalid_client' | 'unsupported_grant_type';

const FORM_TYPE = /^application\/x-www-form-urlencoded(\s*;.*)?$/i;

function oauthError(reply: FastifyReply, status: 400 | 401, error: OAuthError, description: string, basicChallenge = false): FastifyReply {
  // RFC 6749 5.2: a client that tried Basic gets the Basic challenge back with its 401.
  if (status === 401) reply.header('WWW-Authenticate', basicChallenge ? 'Basic realm="oauth"' : 'Bearer');
  reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
  return reply.code(status).type('application/json').send({ error, error_description: description });
}

/** `clientId:clientSecret` of a Basic header; each part form-urlencoded (RFC 6749 2.3.1). */
function basicCredentials(authorization: string | undefined): { clientId: string; clientSecret: string } | 'malformed' | undefined {
  if (!authorization) return undefined;
  const match = /^Basic +([A-Za-z0-9+/=]+) *$/i.exec(authorization);
  if (!match) return 'malformed';
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return 'malformed';
  try {
    const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
    return { clientId: decode(decoded.slice(0, colon)), clientSecret: decode(decoded.slice(colon + 1)) };
  } catch {
    return 'malformed';
  }
}

const TokenResponse = Type.Object({
  access_token: Type.String({ description: 'Signed JWT (ES256) of the application; send it as Authorization: Bearer together with an X-API-Key of the same account.' }),
  token_type: Type.Literal('Bearer', { description: 'Always Bearer.' }),
  expires_in: Type.Integer({ description: 'Lifetime of the access token in seconds (900).' }),
});
const OAuthErrorResponse = Type.Object({
  error: Type.String({ description: 'RFC 6749 section 5.2 error code: invalid_request or unsupported_grant_type (400), invalid_client (401).' }),
  error_description: Type.Optional(Type.String({ description: 'What was wrong with the request, in words.' })),
});

export async function oauthRoutes(app: FastifyInstance, options: { credentials: CredentialServices; authGuard: AuthFailureGuard }): Promise<void> {
  const { applications, tokens, jwks } = options.credentials;

  // Only this scope reads forms: every other route keeps to JSON and XML (contract section 4).
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    const params = new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'));
    const fields: Record<string, string | string[]> = {};
    for (const [name, value] of params) {
      const seen = fields[name];
      fields[name] = seen === undefined ? value : ([] as string[]).concat(seen, value);
    }
    done(null, fields);
  });

  app.post(
    '/oauth/token',
    {
      // A token request is a few hundred bytes; the limit on the route names itself in the 413.
      bodyLimit: 4096,
      schema: {
        operationId: 'issueAccessToken',
        tags: ['OAuth'],
        summary: 'Client credentials grant (RFC 6749 4.4): application/x-www-form-urlencoded, grant_type=client_credentials',
        consumes: ['application/x-www-form-urlencoded'],
        response: { 200: TokenResponse, 400: OAuthErrorResponse, 401: OAuthErrorResponse },
      },
    },
    async (request, reply) => {
      if (!FORM_TYPE.test(request.headers['content-type'] ?? '')) {
        return oauthError(reply, 400, 'invalid_request', 'Send the request as application/x-www-form-urlencoded');
      }
      const form = (request.body ?? {}) as Record<string, string | string[]>;
      // RFC 6749 3.2: request parameters must not repeat.
      const repeated = Object.keys(form).find((name) => Array.isArray(form[name]));
      if (repeated) return oauthError(reply, 400, 'invalid_request', `Parameter ${repeated} appears more than once`);
      const field = (name: string) => form[name] as string | undefined;

      const grantType = field('grant_type');
      if (!grantType) return oauthError(reply, 400, 'invalid_request', 'grant_type is required');
      if (grantType !== 'client_credentials') return oauthError(reply, 400, 'unsupported_grant_type', 'Only grant_type=client_credentials is supported');

      const basic = basicCredentials(request.headers.authorization);
      const formId = field('client_id');
      const formSecret = field('client_secret');
      if (basic === 'malformed') return oauthError(reply, 401, 'invalid_client', 'The Basic credentials are malformed', true);
      if (basic && (formId !== undefined || formSecret !== undefined)) {
        return oauthError(reply, 400, 'invalid_request', 'Authenticate the client by Basic or by form fields, not both');
      }
      const client = basic ?? (formId !== undefined && formSecret !== undefined ? { clientId: formId, clientSecret: formSecret } : undefined);
      if (!client) return oauthError(reply, 401, 'invalid_client', 'Client authentication is required: HTTP Basic or client_id and client_secret');
      const subject = client.clientId.length <= 64 && client.clientSecret.length <= 128 ? await applications.authenticateClient(client.clientId, client.clientSecret) : undefined;
      if (!subject) return refuseAuthentication(options.authGuard, 'oauth', request, reply, () => oauthError(reply, 401, 'invalid_client', 'Client authentication failed', basic !== undefined));

      const issued = await tokens.issue(subject);
      reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
      return reply.code(200).type('application/json').send({ access_token: issued.accessToken, token_type: 'Bearer', expires_in: issued.expiresIn });
    },
  );

  app.get(
    '/.well-known/jwks.json',
    { schema: { operationId: 'getJwks', tags: ['OAuth'], summary: 'Public keys that verify access tokens (ES256)' } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return reply.type('application/json').send(jwks);
    },
  );
}
