// Address formats of every country as data: the component order of each country's template in
// @fragaria/address-formatter (the OpenCage address-formatting templates, MIT, about 250
// countries and territories). Only the order the engine needs is read from a template: whether the
// house number stands before the road, and whether the postcode stands after the town.
import { createRequire } from 'node:module';
import { NUMBER_BEFORE_STREET, POSTCODE_AFTER_TOWN } from './conventions';

const require = createRequire(import.meta.url);

export interface AddressFormat {
  /** "10 Downing Street" (true) or "Hauptstraße 10" (false). */
  readonly numberBeforeStreet: boolean;
  /** "London SW1A 2AA" / a postcode line after the town (true) or "10115 Berlin" (false). */
  readonly postcodeAfterTown: boolean;
  /** The template used (a territory may borrow its country's: "GP" -> "FR"). */
  readonly template: string;
}

interface TemplateEntry { address_template?: string; use_country?: string }

const TOWN_KEYS = ['{{{city}}}', '{{{town}}}', '{{{village}}}', '{{{postal_city}}}'];

function orderOf(template: string): Omit<AddressFormat, 'template'> {
  const number = template.indexOf('{{{house_number}}}');
  const road = template.indexOf('{{{road}}}');
  const postcode = template.indexOf('{{{postcode}}}');
  const town = Math.min(...TOWN_KEYS.map((k) => template.indexOf(k)).filter((i) => i >= 0));
  return {
    numberBeforeStreet: number >= 0 && road >= 0 && number < road,
    postcodeAfterTown: postcode >= 0 && Number.isFinite(town) && postcode > town,
  };
}

function load(): ReadonlyMap<string, AddressFormat> {
  const templates = require('@fragaria/address-formatter/src/templates/templates.json') as Record<string, TemplateEntry>;
  const out = new Map<string, AddressFormat>();
  const fallback = templates.default?.address_template ?? '';
  for (const code of Object.keys(templates)) {
    if (!/^[A-Z]{2}$/.test(code)) continue;
    let entry = templates[code];
    let source = code;
    for (let hops = 0; entry?.use_country && hops < 3; hops++) {
      source = entry.use_country;
      entry = templates[source];
    }
    const text = entry?.address_template ?? fallback;
    out.set(code, { ...orderOf(text), template: source });
  }
  return out;
}

const FORMATS = load();

/** The country's address format, or undefined for a code the library does not list. */
export function addressFormat(country: string): AddressFormat | undefined {
  return FORMATS.get(country);
}

/** Every country the library lists. */
export function formatCountries(): readonly string[] {
  return [...FORMATS.keys()].sort();
}

/**
 * The countries whose order the hand-written conventions settle (tables/conventions.ts): the 56 of
 * the original evaluation set and those listed there, where bank practice was checked and sometimes
 * differs from the template (BG, CY, CN, TW, IL, CO, CL). Every other country takes the template.
 */
const HAND_SETTLED: ReadonlySet<string> = new Set(
  ('AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO CH GB MC SM VA AD ' +
    'US CA MX BR AR CL CO JP CN HK SG IN KR AU NZ ZA AE SA IL TR').split(' '),
);

/** Whether the country writes the building number before the street ("10 Downing Street"). */
export function numberBeforeStreet(country: string): boolean {
  return settledOrTemplate(country, NUMBER_BEFORE_STREET, (format) => format.numberBeforeStreet);
}

/** Whether the country writes the postcode after the town ("London SW1A 2AA"). */
export function postcodeAfterTown(country: string): boolean {
  return settledOrTemplate(country, POSTCODE_AFTER_TOWN, (format) => format.postcodeAfterTown);
}

function settledOrTemplate(country: string, handList: ReadonlySet<string>, fromTemplate: (format: AddressFormat) => boolean): boolean {
  if (HAND_SETTLED.has(country) || handList.has(country)) return handList.has(country);
  const format = addressFormat(country);
  return format !== undefined && fromTemplate(format);
}
