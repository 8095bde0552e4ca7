// Which CSV column feeds which request field: from --column FIELD=COLUMN flags (a header name or
// a 1-based index), else from a detected header row, else the free-text default (every cell an
// AdrLine, a trailing cell that is a country code the country).
import { POSTAL_FIELDS } from '../model/fields';
import { isAssignedCountry } from '../reference/countries';
import type { PostalAddress, ProcessPartyAddressRequest } from '../model/schemas';

/** Request fields a column can feed: the postal fields and the party name. */
export type ColumnTarget = (typeof POSTAL_FIELDS)[number]['json'] | 'name';

export interface ColumnMapping {
  /** Column index (0-based) per target; addressLine may take several, in order. */
  readonly columns: ReadonlyArray<{ target: ColumnTarget; index: number }>;
}

const ALIASES = new Map<string, ColumnTarget>();
for (const f of POSTAL_FIELDS) for (const alias of [f.json, f.xml, f.iso]) ALIASES.set(alias.toLowerCase(), f.json);
for (const alias of ['name', 'nm', 'partyname', 'company', 'companyname']) ALIASES.set(alias, 'name');
for (const alias of ['address', 'addr', 'line', 'adrline', 'addressline', 'streetaddress']) ALIASES.set(alias, 'addressLine');
// The usual names of export columns (CRM and ERP files). A subdivision column is "State",
// "Province", "Region" or "County" there: left out, its cell never reached the address (eighth review).
const USUAL_NAMES: Readonly<Record<string, ColumnTarget>> = {
  street: 'streetName', housenumber: 'buildingNumber', zip: 'postCode', zipcode: 'postCode', postalcode: 'postCode', city: 'townName', town: 'townName', countrycode: 'country',
  state: 'countrySubDivision', province: 'countrySubDivision', region: 'countrySubDivision', county: 'countrySubDivision',
};
for (const [alias, target] of Object.entries(USUAL_NAMES)) ALIASES.set(alias, target);

/** The field a header cell names, if any: `AdrLine2`, `address_line_1`, `Post Code` all count. */
export function targetOfHeader(cell: string): ColumnTarget | undefined {
  const key = cell.toLowerCase().replace(/[\s_.-]+/g, '');
  return ALIASES.get(key) ?? ALIASES.get(key.replace(/\d+$/, ''));
}

/** A first row is a header when at least one cell names a field and no cell looks like data of a country column. */
export function looksLikeHeader(cells: readonly string[]): boolean {
  return cells.some((c) => targetOfHeader(c) !== undefined);
}

export function parseColumnFlags(flags: readonly string[]): Array<{ target: ColumnTarget; column: string }> {
  return flags.map((flag) => {
    const eq = flag.indexOf('=');
    const field = eq > 0 ? flag.slice(0, eq) : '';
    const target = targetOfHeader(field);
    if (!target || eq === flag.length - 1) throw new Error(`--column ${flag}: expected FIELD=COLUMN with FIELD one of ${[...new Set(ALIASES.values())].join(', ')}`);
    return { target, column: flag.slice(eq + 1) };
  });
}

/**
 * The mapping of the flags, else of the header's cells. A field other than addressLine holds one
 * value: a header naming it in several columns ("Street1,Street2") sends them all as AddressLines,
 * in order, for the pipeline to place (eighth review: each cell overwrote the one before, and
 * "100 Main Street" of Street1 vanished from an ACCEPTed row); flags naming it twice are refused.
 */
export function mappingFor(flags: ReadonlyArray<{ target: ColumnTarget; column: string }>, header: readonly string[] | undefined): ColumnMapping | undefined {
  if (flags.length > 0) {
    const named = new Set<ColumnTarget>();
    for (const { target } of flags) {
      if (target !== 'addressLine' && target !== 'name' && named.has(target)) throw new Error(`--column ${target}=...: given twice; a field takes one column (use addressLine=COLUMN for the others)`);
      named.add(target);
    }
    return {
      columns: flags.map(({ target, column }) => {
        const byName = header ? header.findIndex((h) => h === column || h.toLowerCase() === column.toLowerCase()) : -1;
        const index = byName >= 0 ? byName : /^\d+$/.test(column) ? Number(column) - 1 : -1;
        if (index < 0) throw new Error(`--column ${target}=${column}: no such column${header ? ` (header: ${header.join(', ')})` : ''}`);
        return { target, index };
      }),
    };
  }
  if (!header) return undefined;
  const columns = header.flatMap((cell, index) => {
    const target = targetOfHeader(cell);
    return target ? [{ target, index }] : [];
  });
  const repeated = new Set(columns.filter((c, i) => c.target !== 'addressLine' && c.target !== 'name' && columns.findIndex((d) => d.target === c.target) !== i).map((c) => c.target));
  return { columns: columns.map((c) => (repeated.has(c.target) ? { target: 'addressLine' as const, index: c.index } : c)) };
}

/** The header's cells that feed no field, in order: their text is not sent (the run says so). */
export function unreadColumns(header: readonly string[], mapping: ColumnMapping | undefined): string[] {
  const read = new Set(mapping?.columns.map((c) => c.index));
  return header.filter((cell, index) => !read.has(index) && cell.trim() !== '');
}

/** The request a row stands for under a mapping (or the free-text default without one). */
export function requestOfRow(cells: readonly string[], mapping: ColumnMapping | undefined): ProcessPartyAddressRequest {
  const address: Record<string, unknown> = {};
  const request: ProcessPartyAddressRequest = {};
  if (!mapping) {
    const values = cells.map((c) => c.trim()).filter((c) => c !== '');
    const last = values.at(-1);
    // Only a country code is the Country: "NY" after "New York" is a state, and as the Country it
    // made the row FLD-02 REJECT (sixth review). Left in the lines, the engine reads it as it would
    // over HTTP.
    if (last !== undefined && values.length > 1 && /^[A-Z]{2}$/.test(last) && isAssignedCountry(last)) {
      address.country = last;
      values.pop();
    }
    if (values.length > 0) address.addressLine = values;
    request.postalAddress = address as PostalAddress;
    return request;
  }
  for (const { target, index } of mapping.columns) {
    const value = cells[index]?.trim();
    if (value === undefined || value === '') continue;
    // Several name columns ("Name1,Name2") make one name, in order, none overwritten.
    if (target === 'name') request.name = request.name === undefined ? value : `${request.name} ${value}`;
    else if (target === 'addressLine') ((address.addressLine ??= []) as string[]).push(value);
    else address[target] = value;
  }
  request.postalAddress = address as PostalAddress;
  return request;
}
