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

export interface DatabaseSchema {
  postal_import: PostalImportTable;
  service_info: ServiceInfoTable;
}
