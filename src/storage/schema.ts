// Table types for Kysely. Each migration that adds a table adds its interface here.
// Times are stored as ISO 8601 strings (portable between SQLite and PostgreSQL) unless noted.

export interface ServiceInfoTable {
  key: string;
  value: string;
}

export interface DatabaseSchema {
  service_info: ServiceInfoTable;
}
