// Builds the credentials part of the service once per app: signing keys (loaded or made on first
// start), token issuer and verifier, key directory and its cache, usage recorder, the services.
import type { Database } from '../storage/database';
import { createAccessTokens, type AccessTokens } from './accessTokens';
import { createAccountService, type AccountService } from './accountService';
import { createApplicationService, type ApplicationService, type CredentialQuotas } from './applicationService';
import { createKeyDirectory, type KeyDirectory } from './keyDirectory';
import { createKeyUsageRecorder, type KeyUsageRecorder } from './keyUsage';
import { loadSigningKeys, type SigningKeys } from './signingKeys';
import { processEncryptionKey } from './keyEncryption';
import { createTwoFactorCheck, type TwoFactorCheck } from './twoFactor';

export interface CredentialServices {
  accounts: AccountService;
  applications: ApplicationService;
  tokens: AccessTokens;
  twoFactor: TwoFactorCheck;
  keyUsage: KeyUsageRecorder;
  jwks: SigningKeys['jwks'];
}

/** Tells other instances that a key changed, and hears them (Redis pub/sub; src/composition/revocations.ts). */
export interface KeyChangeBroadcast {
  /** Resolves once the change is on its way to every instance. */
  publish(): Promise<void>;
  subscribe(listener: () => void): void;
}

export interface CredentialOptions {
  quotas?: CredentialQuotas;
  /** Encrypts the token signing key at rest; absent for a database that dies with the process. */
  signingKeyEncryption?: Buffer;
  /** Revocations and rotations reach every instance at once (with REDIS_URL). */
  keyChanges?: KeyChangeBroadcast;
}

export async function createCredentialServices(db: Database, clock: () => Date, onBackgroundError: (error: unknown) => void, options: CredentialOptions = {}): Promise<CredentialServices> {
  const signingKeys = await loadSigningKeys(db, clock(), options.signingKeyEncryption ?? processEncryptionKey());
  const { keyChanges } = options;
  const tokens = createAccessTokens(signingKeys, clock);
  const localKeys = createKeyDirectory(db);
  // A revoke or rotate here clears this cache and, through the broadcast, every other instance's.
  keyChanges?.subscribe(() => localKeys.invalidate());
  const keyDirectory: KeyDirectory = keyChanges
    ? {
        find: (apiKey) => localKeys.find(apiKey),
        findNow: (apiKey) => localKeys.findNow(apiKey),
        invalidate() {
          localKeys.invalidate();
          return keyChanges.publish();
        },
      }
    : localKeys;
  return {
    accounts: createAccountService(db, clock),
    applications: createApplicationService(db, clock, keyDirectory, options.quotas),
    tokens,
    twoFactor: createTwoFactorCheck(tokens, keyDirectory, clock),
    keyUsage: createKeyUsageRecorder(db, clock, onBackgroundError),
    jwks: signingKeys.jwks,
  };
}
