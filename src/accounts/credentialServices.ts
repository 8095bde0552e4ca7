// Builds the credentials part of the service once per app: signing keys (loaded or made on first
// start), token issuer and verifier, key directory and its cache, usage recorder, the services.
import type { Database } from '../storage/database';
import { createAccessTokens, type AccessTokens } from './accessTokens';
import { createAccountService, type AccountService } from './accountService';
import { createApplicationService, type ApplicationService } from './applicationService';
import { createKeyDirectory } from './keyDirectory';
import { createKeyUsageRecorder, type KeyUsageRecorder } from './keyUsage';
import { loadSigningKeys, type SigningKeys } from './signingKeys';
import { createTwoFactorCheck, type TwoFactorCheck } from './twoFactor';

export interface CredentialServices {
  accounts: AccountService;
  applications: ApplicationService;
  tokens: AccessTokens;
  twoFactor: TwoFactorCheck;
  keyUsage: KeyUsageRecorder;
  jwks: SigningKeys['jwks'];
}

export async function createCredentialServices(db: Database, clock: () => Date, onBackgroundError: (error: unknown) => void): Promise<CredentialServices> {
  const signingKeys = await loadSigningKeys(db, clock());
  const tokens = createAccessTokens(signingKeys, clock);
  const keyDirectory = createKeyDirectory(db);
  return {
    accounts: createAccountService(db, clock),
    applications: createApplicationService(db, clock, keyDirectory),
    tokens,
    twoFactor: createTwoFactorCheck(tokens, keyDirectory, clock),
    keyUsage: createKeyUsageRecorder(db, clock, onBackgroundError),
    jwks: signingKeys.jwks,
  };
}
