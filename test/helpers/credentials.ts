// Credentials for tests that call base routes: both factors (bearer token and API key) for an
// account of its own, made through the real self-service flow of contract section 2.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Environment } from '../../src/http/principal';

export interface TestCredentials {
  headers: Record<string, string>;
  accountId?: string;
  apiKey?: string;
  accessToken?: string;
}

async function call(app: FastifyInstance, method: 'POST', url: string, payload: unknown, headers: Record<string, string> = {}): Promise<any> {
  const response = await app.inject({ method, url, payload: payload as any, headers: { 'content-type': 'application/json', ...headers } });
  if (response.statusCode !== 201) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** Sign up, sign in, create an application, promote to live when asked, and get a token. */
export async function createCredentials(app: FastifyInstance, environment: Environment = 'live'): Promise<TestCredentials> {
  const email = `dev-${randomUUID()}@example.test`;
  const password = `pw-${randomUUID()}`;
  const { accountId } = await call(app, 'POST', '/developer/v1/accounts', { email, password });
  const { sessionToken } = await call(app, 'POST', '/developer/v1/sessions', { email, password });
  const session = { authorization: `Bearer ${sessionToken}` };
  const application = await call(app, 'POST', '/developer/v1/applications', { name: 'test application' }, session);
  const apiKey: string =
    environment === 'live'
      ? (await call(app, 'POST', `/developer/v1/applications/${application.applicationId}/live-keys`, {}, session)).apiKey
      : application.sandboxKey.apiKey;
  const token = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: application.clientId, client_secret: application.clientSecret }).toString(),
  });
  if (token.statusCode !== 200) throw new Error(`POST /oauth/token answered ${token.statusCode}: ${token.body}`);
  const accessToken: string = token.json().access_token;
  return { headers: { authorization: `Bearer ${accessToken}`, 'x-api-key': apiKey }, accountId, apiKey, accessToken };
}
