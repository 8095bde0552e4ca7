// Where idempotency records live: the first attempt claims the key atomically (in flight), then
// completes it with the answer it sent. The Redis issue adds a second implementation of this.
import type { Environment } from '../http/principal';

export interface IdempotencyScope {
  accountId: string;
  environment: Environment;
  /** Method and route pattern, e.g. "POST /party-address/v4/process-party-address". */
  route: string;
  key: string;
}

export interface StoredAnswer {
  statusCode: number;
  contentType: string | undefined;
  body: string;
}

export type ClaimResult =
  | { outcome: 'claimed' }
  | { outcome: 'replay'; answer: StoredAnswer }
  | { outcome: 'mismatch' }
  | { outcome: 'in-flight' };

export interface IdempotencyStore {
  /**
   * Claims the key for a first attempt, or reports what an earlier attempt left: its answer, a
   * different request body, or an attempt still running. Records past their expiry count as absent.
   */
  claim(scope: IdempotencyScope, requestHash: string, now: Date, inFlightUntil: Date): Promise<ClaimResult>;
  /** Stores the answer of a claimed attempt; it is replayed until `expiresAt`. */
  complete(scope: IdempotencyScope, answer: StoredAnswer, expiresAt: Date): Promise<void>;
  /** Gives a claimed key back (an answer that is not stored: 401, 429, 5xx) so a retry runs again. */
  release(scope: IdempotencyScope): Promise<void>;
  /** Deletes records past their expiry; returns how many. */
  purgeExpired(now: Date): Promise<number>;
}
