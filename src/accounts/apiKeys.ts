// The API key format of contract section 2: `pas_test_` (sandbox) or `pas_live_` (live) and 40
// random base62 characters, the first 12 of which are a non-secret lookup id for the stored row.
import type { Environment } from '../http/principal';
import { randomBase62, sha256Hex } from './secrets';

const RANDOM_LENGTH = 40;
const LOOKUP_LENGTH = 12;
const DISPLAY_LENGTH = 8;
const KEY_PATTERN = /^pas_(test|live)_([0-9A-Za-z]{40})$/;

export const KEY_PREFIX: Readonly<Record<Environment, string>> = { sandbox: 'pas_test_', live: 'pas_live_' };

export interface NewApiKey {
  apiKey: string;
  lookup: string;
  /** What the portal and the list show: the environment prefix and the first random characters. */
  prefix: string;
  secretHash: string;
}

export function generateApiKey(environment: Environment): NewApiKey {
  const random = randomBase62(RANDOM_LENGTH);
  const apiKey = KEY_PREFIX[environment] + random;
  return { apiKey, lookup: random.slice(0, LOOKUP_LENGTH), prefix: KEY_PREFIX[environment] + random.slice(0, DISPLAY_LENGTH), secretHash: sha256Hex(apiKey) };
}

export interface ParsedApiKey {
  environment: Environment;
  lookup: string;
}

/** The environment and lookup id of a well-formed key; undefined for anything else. */
export function parseApiKey(apiKey: string): ParsedApiKey | undefined {
  const match = KEY_PATTERN.exec(apiKey);
  if (!match) return undefined;
  return { environment: match[1] === 'test' ? 'sandbox' : 'live', lookup: match[2]!.slice(0, LOOKUP_LENGTH) };
}
