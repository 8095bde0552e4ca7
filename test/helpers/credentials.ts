// Credentials for tests that call base routes: both factors (bearer token and API key) for an
// account of its own, in the environment asked for. Until the credentials issue lands the base
// routes are open and this returns no headers; that issue replaces the body with the real flow.
import type { FastifyInstance } from 'fastify';
import type { Environment } from '../../src/http/principal';

export interface TestCredentials {
  headers: Record<string, string>;
  accountId?: string;
  apiKey?: string;
  accessToken?: string;
}

export async function createCredentials(_app: FastifyInstance, _environment: Environment = 'live'): Promise<TestCredentials> {
  return { headers: {} };
}
