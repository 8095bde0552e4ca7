// The ordered list of migrations. Append new ones at the end with the next number; never edit a
// migration that has shipped. Each file exports one `StorageMigration`.
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import { m001ServiceInfo } from './001-service-info';
import { m010PostalImport } from './010-postal-import';
import { m020Credentials } from './020-credentials';
import { m030ChannelProfiles } from './030-channel-profiles';
import { m031Idempotency } from './031-idempotency';
import { m032AuditEvents } from './032-audit-events';
import { m035AuditFilterIndexes } from './035-audit-filter-indexes';

export interface StorageMigration {
  name: string;
  up(db: Kysely<any>, kind: DatabaseKind): Promise<void>;
}

export const MIGRATIONS: readonly StorageMigration[] = [
  m001ServiceInfo,
  m010PostalImport,
  m020Credentials,
  m030ChannelProfiles,
  m031Idempotency,
  m032AuditEvents,
  m035AuditFilterIndexes,
];
