// The two bases of contract section 1: production and sandbox, served by one process.
import type { Environment } from './principal';

export interface BaseMount {
  prefix: string;
  environment: Environment;
}

export const BASES: readonly BaseMount[] = [
  { prefix: '/party-address/v4', environment: 'live' },
  { prefix: '/sandbox/party-address/v4', environment: 'sandbox' },
];
