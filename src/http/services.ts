// The services a running app holds: configuration, storage, clock, reference data and the stores
// of the later concerns. Built once by the app factory and handed to each plugin.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database, DatabaseKind } from '../storage/database';
import type { ServiceMetrics } from './metrics';
import type { ChannelProfile } from '../model/schemas';
import type { PostalReference } from '../reference/postal/types';
import type { Verifier } from '../pipeline/state';
import type { CredentialServices } from '../accounts/credentialServices';

export interface ChannelProfileLookup {
  /** The profile the request names, or undefined when it names none; unknown names are a 422. */
  forRequest(request: FastifyRequest, channelName: string | undefined): Promise<ChannelProfile | undefined>;
}

export interface AppServices {
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  /** The current time; tests hand in a fixed clock. */
  clock: () => Date;
  metrics: ServiceMetrics;
  postal: PostalReference | undefined;
  /** Postal verification (step 5) over the same reference. */
  verify: Verifier;
  channelProfiles: ChannelProfileLookup;
  /** Accounts, applications, keys, tokens and the two-factor check (src/accounts). */
  credentials: CredentialServices;
  /** Where Idempotency-Key records live (the database, or Redis with REDIS_URL). */
  idempotency: import('../idempotency/store').IdempotencyStore;
  /** Back ends besides the database that /readyz checks (e.g. { redis: true }). */
  readiness(): Promise<Record<string, boolean>>;
}
