// Credentials for tests that call base routes: both factors (bearer token and API key) for an
// account of its own, made through the real self-service flow of contract section 2.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Environment } from '../../src/http/principal';

export interface TestCredentials {
  headers: Record<string, string>;
  accountId: string;
  apiKey: string;
  /** The id of `apiKey` (for revoke and rotate). */
  keyId: string;
  /** The developer session's Authorization header (self-service routes). */
  session: Record<string, string>;
  accessToken: string;
  /** The sandbox key of the same application (one account, both environments). */
  sandboxApiKey: string;
  /** A fresh access token for the same application (e.g. after a test moved its clock). */
  newToken(): Promise<string>;
}

/** The app to inject into, or the base URL of a running server (e.g. http://127.0.0.1:8080). */
export type CredentialTarget = FastifyInstance | string;

async function send(target: CredentialTarget, url: string, body: string, headers: Record<string, string>): Promise<{ statusCode: number; body: string }> {
  if (typeof target !== 'string') {
    const response = await target.inject({ method: 'POST', url, payload: body, headers });
    return { statusCode: response.statusCode, body: response.body };
  }
  const response = await fetch(`${target}${url}`, { method: 'POST', body, headers });
  return { statusCode: response.status, body: await response.text() };
}

async function call(app: CredentialTarget, method: 'POST', url: string, payload: unknown, headers: Record<string, string> = {}): Promise<any> {
  const response = await send(app, url, JSON.stringify(payload), { 'content-type': 'application/json', ...headers });
  if (response.statusCode !== 201) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return JSON.parse(response.body);
}

/** Sign up, sign in, create an application, promote to live when asked, and get a token. */
export async function createCredentials(app: CredentialTarget, environment: Environment = 'live'): Promise<TestCredentials> {
  const email = `dev-${randomUUID()}@example.test`;
  const password = `pw-${randomUUID()}`;
  const { accountId } = await call(app, 'POST', '/developer/v1/accounts', { email, password });
  const { sessionToken } = await call(app, 'POST', '/developer/v1/sessions', { email, password });
  const session = { authorization: `Bearer ${sessionToken}` };
  const application = await call(app, 'POST', '/developer/v1/applications', { name: 'test application' }, session);
  const key: { apiKey: string; keyId: string } =
    environment === 'live' ? await call(app, 'POST', `/developer/v1/applications/${application.applicationId}/live-keys`, {}, session) : application.sandboxKey;
  const apiKey = key.apiKey;
  const newToken = async (): Promise<string> => {
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: application.clientId, client_secret: application.clientSecret }).toString();
    const token = await send(app, '/oauth/token', form, { 'content-type': 'application/x-www-form-urlencoded' });
    if (token.statusCode !== 200) throw new Error(`POST /oauth/token answered ${token.statusCode}: ${token.body}`);
    return JSON.parse(token.body).access_token as string;
  };
  const accessToken = await newToken();
  return { headers: { authorization: `Bearer ${accessToken}`, 'x-api-key': apiKey }, accountId, apiKey, keyId: key.keyId, session, accessToken, sandboxApiKey: application.sandboxKey.apiKey, newToken };
}
