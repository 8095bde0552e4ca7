// The checks of an address that validate (on the input) and revalidate (on the output) share:
// Country present and assigned, TownName where required, postcode format, AddressLine count and
// field limits. Problems come back as ERROR reasons (FLD-04 as WARNING).
import { POSTAL_FIELDS, type StructuredFieldName } from '../../model/fields';
import type { PostalAddress } from '../../model/schemas';
import type { AddressFormat } from '../../model/enums';
import { reason, type Reason } from '../../model/reasons';
import { isAssignedCountry } from '../../reference/countries';
import { hasPostcodes, isValidPostcode, normalisePostcode } from '../../reference/postcodes';
import { addressLines, fieldValue } from '../address';
import { addressLineLimit, type PartyVariant } from './partyVariant';
import { charLength } from './outputLines';

export interface AddressCheckOptions {
  variant: PartyVariant;
  /** TownName is checked: __2 parties always, __1 parties when the SR2026 rule set applies. */
  townRequired: boolean;
}

/**
 * TownName is checked for __2 parties always (ERROR when missing), and for __1 parties when the
 * SR2026 rule set applies to a structured or hybrid address (WARNING: recommended, spec 2.2; a
 * FULLY_UNSTRUCTURED one is judged by R-02 instead).
 */
export function townRequired(variant: PartyVariant, sr2026: boolean, format: AddressFormat): boolean {
  return variant === '__2' || (sr2026 && format !== 'FULLY_UNSTRUCTURED');
}

export function checkAddress(address: PostalAddress, options: AddressCheckOptions): Reason[] {
  const problems: Reason[] = [];
  const country = fieldValue(address, 'country');
  // Spec 2.2: Country and TownName are required for __2 parties, strongly recommended for __1.
  const missing = options.variant === '__2' ? 'ERROR' : 'WARNING';
  if (country === undefined) {
    problems.push(reason('FLD-01', { severity: missing, field: 'Country', detail: options.variant === '__2' ? 'mandatory for __2 parties' : 'recommended for every party' }));
  } else if (!isAssignedCountry(country)) {
    problems.push(reason('FLD-02', { field: 'Country' }));
  }
  if (options.townRequired && fieldValue(address, 'townName') === undefined) {
    problems.push(reason('FLD-03', { severity: missing, field: 'TownName', detail: options.variant === '__2' ? 'mandatory for __2 parties' : 'recommended under SR2026' }));
  }
  const postCode = fieldValue(address, 'postCode');
  if (postCode !== undefined && country !== undefined && isAssignedCountry(country) && hasPostcodes(country) && !isValidPostcode(country, postCode) && !isValidPostcode(country, normalisePostcode(country, postCode) ?? postCode)) {
    problems.push(reason('FLD-04', { field: 'PostCode' }));
  }
  const limit = addressLineLimit(options.variant);
  const lineCount = addressLines(address).length;
  if (lineCount > limit) {
    problems.push(reason('FMT-02', { severity: 'ERROR', field: 'AddressLine', detail: `${lineCount} lines, ${options.variant} allows ${limit}` }));
  }
  for (const field of POSTAL_FIELDS) {
    if (field.json === 'addressLine' || field.maxLength === undefined) continue;
    const value = fieldValue(address, field.json as StructuredFieldName);
    if (value !== undefined && charLength(value) > field.maxLength) {
      problems.push(reason('CNV-04', { field: field.iso, detail: `longer than ${field.maxLength} characters` }));
    }
  }
  return problems;
}
