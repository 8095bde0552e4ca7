// Developer accounts and their sessions: sign-up (409 on a known email), sign-in (one message for
// unknown email and wrong password) and the session tokens the /developer/v1 routes accept.
import { ApiError } from '../http/apiError';
import type { Database } from '../storage/database';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { newId, randomBase62, sameDigest, sha256Hex } from './secrets';

export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;
export const BAD_SIGN_IN = 'Email or password is incorrect';

export interface AccountService {
  signUp(email: string, password: string): Promise<{ accountId: string; email: string }>;
  signIn(email: string, password: string): Promise<{ sessionToken: string; expiresAt: string }>;
  /** The account of a live session token, or undefined. */
  sessionAccount(sessionToken: string): Promise<string | undefined>;
  signOut(sessionToken: string): Promise<void>;
}

/** Emails compare without case or surrounding space: one account per mailbox. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** `ses_<id>.<secret>`: the id finds the row, the secret is compared as a hash. */
function splitSessionToken(token: string): { id: string; secret: string } | undefined {
  const match = /^(ses_[0-9A-Za-z]{20})\.([0-9A-Za-z]{43})$/.exec(token);
  return match ? { id: match[1]!, secret: match[2]! } : undefined;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

export function createAccountService(db: Database, clock: () => Date): AccountService {
  return {
    async signUp(rawEmail, password) {
      const email = normaliseEmail(rawEmail);
      const existing = await db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst();
      if (existing) throw new ApiError(409, 'An account with this email already exists');
      const accountId = newId('acc');
      const passwordHash = await hashPassword(password);
      try {
        await db.insertInto('accounts').values({ id: accountId, email, password_hash: passwordHash, created_at: clock().toISOString() }).execute();
      } catch (error) {
        // Two sign-ups for one email at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw new ApiError(409, 'An account with this email already exists');
        throw error;
      }
      return { accountId, email };
    },

    async signIn(rawEmail, password) {
      const account = await db.selectFrom('accounts').select(['id', 'password_hash']).where('email', '=', normaliseEmail(rawEmail)).executeTakeFirst();
      const matches = await verifyPassword(password, account?.password_hash ?? (await decoyPasswordHash()));
      if (!account || !matches) throw new ApiError(401, BAD_SIGN_IN);
      const id = newId('ses');
      const secret = randomBase62(43);
      const now = clock();
      const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000).toISOString();
      await db
        .insertInto('developer_sessions')
        .values({ id, account_id: account.id, secret_hash: sha256Hex(secret), created_at: now.toISOString(), expires_at: expiresAt })
        .execute();
      return { sessionToken: `${id}.${secret}`, expiresAt };
    },

    async sessionAccount(sessionToken) {
      const parts = splitSessionToken(sessionToken);
      if (!parts) return undefined;
      const row = await db.selectFrom('developer_sessions').select(['account_id', 'secret_hash', 'expires_at']).where('id', '=', parts.id).executeTakeFirst();
      if (!row || !sameDigest(sha256Hex(parts.secret), row.secret_hash)) return undefined;
      if (Date.parse(row.expires_at) <= clock().getTime()) return undefined;
      return row.account_id;
    },

    async signOut(sessionToken) {
      const parts = splitSessionToken(sessionToken);
      if (!parts) return;
      const row = await db.selectFrom('developer_sessions').select('secret_hash').where('id', '=', parts.id).executeTakeFirst();
      if (row && sameDigest(sha256Hex(parts.secret), row.secret_hash)) {
        await db.deleteFrom('developer_sessions').where('id', '=', parts.id).execute();
      }
    },
  };
}
