// Table types for Kysely. Each migration that adds a table adds its interface here.
// Times are stored as ISO 8601 strings (portable between SQLite and PostgreSQL) unless noted.

export interface ServiceInfoTable {
  key: string;
  value: string;
}

/** Imported postal reference rows (migration 010); one per postcode-place pair. */
export interface PostalImportTable {
  country: string;
  postcode: string;
  /** Folded place name: the pair's identity, so spelling variants of case or accents do not duplicate. */
  place_key: string;
  place_name: string;
  admin1_name: string | null;
  admin1_code: string | null;
  admin2_name: string | null;
  /** File name the row came from (no path). */
  source: string;
  imported_at: string;
}

/** Developer accounts (migration 020): email lowercased, password as an scrypt hash. */
export interface AccountTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: string;
}

/** Portal and /developer/v1 sessions; the token's secret part only as a SHA-256 hash. */
export interface DeveloperSessionTable {
  id: string;
  account_id: string;
  secret_hash: string;
  created_at: string;
  expires_at: string;
}

/** OAuth clients of an account; the client secret only as a SHA-256 hash. */
export interface ApplicationTable {
  id: string;
  account_id: string;
  name: string;
  client_id: string;
  client_secret_hash: string;
  created_at: string;
  client_secret_created_at: string;
}

/** API keys; `status` is active, rotated or revoked, and `expires_at` ends a rotated key's grace. */
export interface ApiKeyTable {
  id: string;
  application_id: string;
  account_id: string;
  environment: string;
  lookup: string;
  prefix: string;
  secret_hash: string;
  status: string;
  created_at: string;
  expires_at: string | null;
  replaced_by: string | null;
  last_used_at: string | null;
}

/** Access-token signing keys (JWK JSON), made on first start so restarts keep tokens valid. */
export interface TokenSigningKeyTable {
  kid: string;
  algorithm: string;
  private_jwk: string;
  public_jwk: string;
  created_at: string;
}

/** Channel profiles (migration 030): one per account, environment and name; the profile as JSON. */
export interface ChannelProfileTable {
  account_id: string;
  environment: string;
  name: string;
  profile_json: string;
  created_at: string;
  updated_at: string;
}

/** Idempotency records (migration 031); `state` is in_flight or completed. */
export interface IdempotencyRecordTable {
  account_id: string;
  environment: string;
  route: string;
  idempotency_key: string;
  request_hash: string;
  state: string;
  status_code: number | null;
  content_type: string | null;
  response_body: string | null;
  created_at: string;
  expires_at: string;
}

/** Audit events (migration 032): the filter columns and the event as JSON (no address, name or identifier). */
export interface AuditEventTable {
  event_id: string;
  account_id: string;
  environment: string;
  occurred_at: string;
  reference: string | null;
  decision: string | null;
  event_json: string;
}

export interface DatabaseSchema {
  postal_import: PostalImportTable;
  service_info: ServiceInfoTable;
  accounts: AccountTable;
  developer_sessions: DeveloperSessionTable;
  applications: ApplicationTable;
  api_keys: ApiKeyTable;
  token_signing_keys: TokenSigningKeyTable;
  channel_profiles: ChannelProfileTable;
  idempotency_records: IdempotencyRecordTable;
  audit_events: AuditEventTable;
}
