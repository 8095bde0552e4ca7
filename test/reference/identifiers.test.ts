// Tests for BIC, LEI and IBAN validation and their search in AddressLines.
// The search cases pin the false-positive rule for 8- and 11-letter uppercase words.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { findIdentifiers, isValidBic, isValidIban, isValidLei } from '../../src/reference/identifiers';

describe('isValidBic', () => {
  const cases: Array<[string, boolean]> = [
    ['DEUTDEFF', true],
    ['DEUTDEFF500', true],
    ['COBADEFFXXX', true],
    ['BNPAFRPP', true],
    ['NEDSZAJJ', true],
    ['AB12DEFF', true], // ISO 9362:2022 alphanumeric party prefix
    ['DEUTXXFF', false], // XX not a country
    ['DEUTUKFF', false], // UK is not ISO 3166-1 (GB is)
    ['DEUTDEFO', false], // letter O as second location character
    ['DEUTDEFFXAB', false], // branch starting with X other than XXX
    ['deutdeff', false],
    ['DEUTDEF', false],
    ['DEUTDEFF5', false],
    ['DEUTDEFF50', false],
    ['DEUT DEFF', false],
    ['', false],
  ];
  for (const [bic, expected] of cases) {
    test(`${JSON.stringify(bic)} -> ${expected}`, () => assert.equal(isValidBic(bic), expected));
  }
});

describe('isValidLei', () => {
  const cases: Array<[string, boolean]> = [
    ['5493001KJTIIGC8Y1R12', true],
    ['529900T8BM49AURSDO55', true],
    ['HWUPKR0MPOU8FGXBT394', true],
    ['5493001KJTIIGC8Y1R13', false], // check digits off by one
    ['5493001KJTIIGC8Y1R1', false],
    ['5493001kjtiigc8y1r12', false],
    ['5493001KJTIIGC8Y1RAB', false],
    ['', false],
  ];
  for (const [lei, expected] of cases) {
    test(`${JSON.stringify(lei)} -> ${expected}`, () => assert.equal(isValidLei(lei), expected));
  }
});

describe('isValidIban', () => {
  const cases: Array<[string, boolean]> = [
    ['DE89370400440532013000', true],
    ['DE89 3704 0044 0532 0130 00', true],
    ['de89 3704 0044 0532 0130 00', true],
    ['GB82WEST12345698765432', true],
    ['NL91ABNA0417164300', true],
    ['FR1420041010050500013M02606', true],
    ['DE88370400440532013000', false], // check digits
    ['DE8937040044053201300', false], // length
    ['XX89370400440532013000', false],
    ['', false],
  ];
  for (const [iban, expected] of cases) {
    test(`${JSON.stringify(iban)} -> ${expected}`, () => assert.equal(isValidIban(iban), expected));
  }
});

type Expected = Array<{ type: string; value: string; span: string }>;

describe('findIdentifiers', () => {
  const cases: Array<[string, Expected]> = [
    ['BIC: DEUTDEFF', [{ type: 'BIC', value: 'DEUTDEFF', span: 'BIC: DEUTDEFF' }]],
    ['Acme GmbH, SWIFT/BIC BNPAFRPP', [{ type: 'BIC', value: 'BNPAFRPP', span: 'SWIFT/BIC BNPAFRPP' }]],
    ['Hauptstr. 5 swift code: COBADEFF', [{ type: 'BIC', value: 'COBADEFF', span: 'swift code: COBADEFF' }]],
    ['Hauptstr. 5 COBADEFFXXX', [{ type: 'BIC', value: 'COBADEFFXXX', span: 'COBADEFFXXX' }]],
    ['Acme DEUTDEFF500', [{ type: 'BIC', value: 'DEUTDEFF500', span: 'DEUTDEFF500' }]],
    [
      'IBAN DE89 3704 0044 0532 0130 00 BIC DEUTDEFF',
      [
        { type: 'IBAN', value: 'DE89370400440532013000', span: 'IBAN DE89 3704 0044 0532 0130 00' },
        { type: 'BIC', value: 'DEUTDEFF', span: 'BIC DEUTDEFF' },
      ],
    ],
    [
      'DEUTDEFF DE89370400440532013000',
      [
        { type: 'BIC', value: 'DEUTDEFF', span: 'DEUTDEFF' },
        { type: 'IBAN', value: 'DE89370400440532013000', span: 'DE89370400440532013000' },
      ],
    ],
    ['Kto DE89 3704 0044 0532 0130 00, Berlin', [{ type: 'IBAN', value: 'DE89370400440532013000', span: 'DE89 3704 0044 0532 0130 00' }]],
    ['iban: gb82west12345698765432', [{ type: 'IBAN', value: 'GB82WEST12345698765432', span: 'iban: gb82west12345698765432' }]],
    ['LEI 5493001KJTIIGC8Y1R12 Main St 1', [{ type: 'LEI', value: '5493001KJTIIGC8Y1R12', span: 'LEI 5493001KJTIIGC8Y1R12' }]],
    ['5493001KJTIIGC8Y1R12', [{ type: 'LEI', value: '5493001KJTIIGC8Y1R12', span: '5493001KJTIIGC8Y1R12' }]],
    // Ordinary words shaped like BICs.
    ['HAUPTSTRASSE 5', []],
    ['BARCLAYS BANK PLC, 1 CHURCHILL PLACE', []],
    ['BARCLAYS', []],
    ['STRASSEN', []],
    ['L-8010 STRASSEN', []],
    ['MONTREAL PORTUGAL', []],
    ['WESTMINSTER', []], // MI is not a country
    ['1 WESTMINSTER BRIDGE RD', []],
    ['Deutsche Bank DEUTDEFF', []], // bare, unlabelled, in running text
    ['DEUTDEFF', []], // a bare 8-letter line: could be a town, so not taken (documented)
    ['BIC: deutdeff', []], // BICs are uppercase
    ['ÄDEUTDEFF', []], // not a whole token
    ['DE89 3704 0044 0532 0130 01', []], // wrong check digits
    ['5493001KJTIIGC8Y1R13', []],
    ['', []],
  ];
  for (const [line, expected] of cases) {
    test(`${JSON.stringify(line)}`, () => {
      const found = findIdentifiers(line).map((f) => ({ type: f.type, value: f.value, span: line.slice(f.start, f.end) }));
      assert.deepEqual(found, expected);
    });
  }
});
