// A postcode rule for every country: the national format (src/reference/postcodes.ts) or, stated
// here explicitly, that the country's addresses carry no postcode (no national postcode system in
// use, after the UPU's addressing overview; uninhabited territories). The engine reads a bare
// number in such a country as a house number or PO box, never as a postcode.
import { postcodeFormat, type PostcodeFormat } from '../../reference/postcodes';

/** Countries and territories whose addresses carry no postcode. */
export const NO_POSTCODE: ReadonlySet<string> = new Set(
  ('AE AG AO AW BF BI BJ BO BQ BS BV BW BZ CD CF CG CI CK CM CW DJ DM EH ER FJ GA GD GH GM GN GQ GY HK HM KI KM KN KP LC LY ' +
    'ML MO MR MW NR NU QA RW SB SC SL SO SR SS ST SX SY TD TF TG TK TL TO TV UG UM VU WS YE ZW').split(' '),
);

export type PostcodeRule = { readonly kind: 'format'; readonly format: PostcodeFormat } | { readonly kind: 'none' };

/** The country's postcode rule, or undefined when the project knows none (a gap the tests forbid). */
export function postcodeRule(country: string): PostcodeRule | undefined {
  const format = postcodeFormat(country);
  if (format) return { kind: 'format', format };
  return NO_POSTCODE.has(country) ? { kind: 'none' } : undefined;
}
