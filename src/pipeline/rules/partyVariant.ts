// the party role selects the PostalAddress24 variant; the variant sets the AddressLine
// limit and whether TownName and Country are mandatory.
import { VARIANT_2_ROLES, type PartyRole } from '../../model/enums';

export type PartyVariant = '__1' | '__2';

export function variantOf(role: PartyRole): PartyVariant {
  return VARIANT_2_ROLES.has(role) ? '__2' : '__1';
}

export function addressLineLimit(variant: PartyVariant): number {
  return variant === '__2' ? 2 : 3;
}
