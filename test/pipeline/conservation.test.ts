// Conservation as a property (contract section 6): for generated addresses (structured, hybrid,
// free text; with party names, identifiers and noise lines; many countries, roles, modes and
// schemes) and for every address of the evaluation set, the pipeline's own check finds no input
// word that is neither in the output nor in a reported removal. The check runs inside the
// pipeline on every request of the test suite (it throws);
// the tests below only make sure that it is on and that it catches what it must.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { run } from './run';
import { CHECK_CONSERVATION_BY_DEFAULT, checkConservation, ConservationError } from '../../src/pipeline/conservation';
import type { ProcessPartyAddressRequest } from '../../src/model/schemas';

const STREETS: Record<string, Array<[string, string, string]>> = {
  // [street line as written, postcode, town]
  DE: [['Friedrichstraße 43', '10117', 'Berlin'], ['Taunusanlage 12', '60325', 'Frankfurt am Main'], ['Werner-von-Siemens-Str. 1', '80333', 'München'], ['Hauptstr. 5', '10115', 'Berlin']],
  FR: [['12 rue de Paris', '75001', 'Paris'], ['31, rue Croix-des-Petits-Champs', '75001', 'Paris'], ['8 avenue de Lyon', '69003', 'Lyon']],
  GB: [['5 London Road', 'SW1A 1AA', 'London'], ['10 Downing Street', 'SW1A 2AA', 'London'], ['1 High Street', 'M1 1AE', 'Manchester']],
  IT: [['Via Nazionale 91', '00184', 'Roma'], ['Corso Venezia 5', '20121', 'Milano']],
  ES: [['Calle de Alcalá 48', '28014', 'Madrid'], ['Passeig de Gràcia 21', '08007', 'Barcelona']],
  NL: [['Keizersgracht 1', '1015 CC', 'Amsterdam'], ['Coolsingel 40', '3011 AD', 'Rotterdam']],
  CH: [['Bahnhofstrasse 45', '8001', 'Zürich'], ['Rue du Rhône 8', '1204', 'Genève']],
  LU: [['2 Boulevard Royal', 'L-2983', 'Luxembourg']],
  US: [['350 Fifth Avenue', '10118', 'New York'], ['1600 Pennsylvania Avenue NW', '20500', 'Washington']],
  IE: [['New Wapping Street', 'D01 F7X3', 'Dublin']],
  JP: [['1-1 Chiyoda', '100-8111', 'Tokyo']],
  BR: [['Avenida Paulista 1000', '01310-100', 'São Paulo']],
};
const COUNTRY_NAMES: Record<string, string> = { DE: 'Deutschland', FR: 'France', GB: 'United Kingdom', IT: 'Italia', ES: 'España', NL: 'Nederland', CH: 'Schweiz', LU: 'Luxembourg', US: 'USA', IE: 'Ireland', JP: 'Japan', BR: 'Brasil' };
const NAMES = ['Banque de France', 'Deutsche Bank AG', 'Smith & Sons <Ltd>', 'Siemens (Deutschland) GmbH', 'Acme Sp. z o.o.', 'Müller & Söhne KG', 'Central Bank of Ireland', 'Nokia Oyj', 'DBS Bank Pte. Ltd.'];
const NOISE = ['Some random note here', 'Building B', '3rd floor', 'c/o Treasury', 'PO Box 123', 'Etage 4', 'DEUTDEFF', 'BIC COBADEFFXXX', 'DE89 3704 0044 0532 0130 00', 'DE00370400440532013000', 'Attn: Accounts Payable', 'Suite 210', 'Postfach 10 01 01', '529900T8BM49AURSDO55'];

const arbCountry = fc.constantFrom(...Object.keys(STREETS));

/** A request built from a country's street, in one of the three forms, with optional name, identifier and noise. */
const arbRequest: fc.Arbitrary<ProcessPartyAddressRequest> = arbCountry.chain((country) =>
  fc
    .record({
      street: fc.constantFrom(...STREETS[country]!),
      form: fc.constantFrom('structured', 'hybrid', 'unstructured', 'unstructured-no-country', 'one-line'),
      name: fc.option(fc.constantFrom(...NAMES), { nil: undefined }),
      nameInLines: fc.boolean(),
      noise: fc.array(fc.constantFrom(...NOISE), { maxLength: 2 }),
      countryLine: fc.constantFrom('none', 'name', 'code'),
      upper: fc.boolean(),
      junk: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
      options: fc.record({
        targetFormat: fc.constantFrom('auto', 'FULLY_STRUCTURED', 'HYBRID', 'FULLY_UNSTRUCTURED'),
        detectMisplacedIdentifiers: fc.boolean(),
        validateNameContent: fc.boolean(),
        repairConfidenceThreshold: fc.constantFrom(0.5, 0.8, 0.95, 1),
        quality: fc.constantFrom('basic', 'standard', 'premium'),
      }),
      context: fc.record({
        partyRole: fc.constantFrom('debtor', 'creditor', 'ultimate_debtor', 'ultimate_creditor'),
        scheme: fc.constantFrom('SCT', 'CBPRPLUS', 'OTHER'),
        outputMode: fc.constantFrom('EPC', 'CBPR_PLUS', 'MT_LEGACY', 'COMPLIANCE'),
      }),
    })
    .map(({ street: [line, postCode, townName], form, name, nameInLines, noise, countryLine, upper, junk, options, context }) => {
      const up = (text: string) => (upper ? text.toUpperCase() : text);
      const extra = [...(name && nameInLines ? [name] : []), ...noise, ...(junk ? [junk] : [])].map(up);
      const townLine = up(`${postCode} ${townName}`);
      const countryText = countryLine === 'name' ? [COUNTRY_NAMES[country]!] : countryLine === 'code' ? [country] : [];
      let postalAddress: Record<string, unknown>;
      if (form === 'structured') postalAddress = { streetName: line.replace(/^\d+,? /, '').replace(/ \d+$/, ''), buildingNumber: /\d+/.exec(line)?.[0], postCode, townName, country, ...(extra.length ? { addressLine: extra } : {}) };
      else if (form === 'hybrid') postalAddress = { addressLine: [...extra, up(line), ...countryText].slice(0, 7), postCode, townName, country };
      else if (form === 'one-line') postalAddress = { addressLine: [[...extra, up(line), townLine, ...countryText].join(', ').slice(0, 70)], country };
      else postalAddress = { addressLine: [...extra, up(line), townLine, ...countryText].slice(0, 7), ...(form === 'unstructured' ? { country } : {}) };
      const request: ProcessPartyAddressRequest = { postalAddress: postalAddress as never, processingOptions: options as never, context: context as never, include: ['actions'] };
      if (name) request.name = name;
      return request;
    }),
);

/** The pipeline proves conservation itself outside production: a violation throws ConservationError. */
function conserves(request: ProcessPartyAddressRequest): void {
  run(request);
}

describe('conservation', () => {
  test('the check is on in tests', () => assert.equal(CHECK_CONSERVATION_BY_DEFAULT, true));
  test('10,000 generated addresses lose no word', () => {
    fc.assert(fc.property(arbRequest, (request) => conserves(request)), { numRuns: 10_000, seed: 20261123 });
  });

  test('every address of the evaluation set, structured, hybrid and free text, through the pipeline', () => {
    const records = readFileSync(new URL('../fixtures/structuring/eval-set.jsonl', import.meta.url), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
    let requests = 0;
    for (const record of records) {
      const { streetName, buildingNumber, postCode, townName } = record.expected;
      conserves({ postalAddress: record.expected });
      requests++;
      if (townName && streetName) {
        conserves({ postalAddress: { addressLine: [[streetName, buildingNumber].filter(Boolean).join(' ')], postCode, townName, country: record.country } });
        requests++;
      }
      for (const rendering of record.renderings) {
        conserves({ postalAddress: { addressLine: rendering.lines.slice(0, 3), ...(rendering.knownCountry ? { country: record.country } : {}) } });
        requests++;
      }
    }
    assert.ok(requests > 10_000, `${requests} requests`);
  });

  test('the check catches a lost word and an unreported removal', () => {
    const input = { addressLine: ['Banque de France', '75001 Paris'], country: 'FR' };
    const cut = { streetName: 'Banque de', postCode: '75001', townName: 'Paris', country: 'FR' };
    assert.throws(() => checkConservation(input, cut, [], [], false), ConservationError);
    const dropped = { postCode: '75001', townName: 'Paris', country: 'FR' };
    assert.throws(() => checkConservation(input, dropped, [{ text: 'Banque de France', code: 'ENT-05', field: 'AddressLine[0]' }], [], false), ConservationError);
    assert.doesNotThrow(() => checkConservation(input, dropped, [{ text: 'Banque de France', code: 'ENT-05', field: 'AddressLine[0]' }], [{ code: 'ENT-05', severity: 'WARNING', message: '' }], false));
  });

  test('the check catches a value changed without CNV-05', () => {
    const input = { townName: 'Berlni', postCode: '10117', country: 'DE' };
    const output = { townName: 'Perlin', postCode: '10117', country: 'DE' };
    const removal = [{ text: 'Berlni', code: 'CNV-05' as const, field: 'TownName', replacement: 'Perlin' }];
    assert.throws(() => checkConservation(input, output, removal, [{ code: 'CNV-05', severity: 'WARNING', message: '', field: 'PostCode' }], false), /TownName changed/);
    assert.doesNotThrow(() => checkConservation(input, output, removal, [{ code: 'CNV-05', severity: 'WARNING', message: '', field: 'TownName' }], false));
  });

  test('normalisation is not a violation: case, spaces, control characters, the EPC set', () => {
    const input = { streetName: 'Königstraße\u0007', townName: ' münchen ', country: 'DE' };
    assert.doesNotThrow(() => checkConservation(input, { streetName: 'Konigstrase', townName: 'MUNCHEN', country: 'DE' }, [], [], true));
  });
});
