// Tests for party-name detection in AddressLines and legal-form stripping (ENT-05).
// Positive rows give the exact span of the original line; negative rows must find nothing.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { findPartyNameInLine, stripLegalForm } from '../../src/reference/partyName';

describe('stripLegalForm', () => {
  const cases: Array<[string, string]> = [
    ['ACME GMBH', 'ACME'],
    ['Acme GmbH & Co. KG', 'Acme'],
    ['Acme Ltd.', 'Acme'],
    ['Acme Limited', 'Acme'],
    ['Acme Holdings PLC', 'Acme Holdings'],
    ['Société Générale S.A.', 'Société Générale'],
    ['Acme SA', 'Acme'],
    ['Banca Rossi S.p.A.', 'Banca Rossi'],
    ['Kowalski Sp. z o.o.', 'Kowalski'],
    ['Jansen B.V.', 'Jansen'],
    ['Nordic Foods A/S', 'Nordic Foods'],
    ['Suomi Oy', 'Suomi'],
    ['Novak s.r.o.', 'Novak'],
    ['Magyar Kft.', 'Magyar'],
    ['PT Bank Mandiri Tbk', 'Bank Mandiri'],
    ['Smith & Jones', 'Smith & Jones'],
    ['John Smith', 'John Smith'],
    ['GmbH', 'GmbH'], // nothing but a legal form: unchanged
  ];
  for (const [name, expected] of cases) {
    test(`${JSON.stringify(name)} -> ${JSON.stringify(expected)}`, () => assert.equal(stripLegalForm(name), expected));
  }
});

describe('findPartyNameInLine', () => {
  const cases: Array<[string, string, string | undefined]> = [
    // [name, line, expected span text]
    ['ACME GMBH', 'Acme GmbH, Hauptstr. 5', 'Acme GmbH'],
    ['ACME', 'ACME GMBH', 'ACME GMBH'],
    ['Acme GmbH', 'c/o ACME, Hauptstrasse 5', 'ACME'],
    ['Acme GmbH', 'Acme AG Hauptstrasse 5', 'Acme AG'],
    ['Acme GmbH & Co. KG', 'Acme GmbH & Co. KG Industriestr. 1', 'Acme GmbH & Co. KG'],
    ['Acme Ltd', 'Acme Ltd., 1 High St', 'Acme Ltd.'],
    ['Smith & Jones Ltd', 'Smith and Jones, 5 Baker St', 'Smith and Jones'],
    ['Smith and Jones', 'SMITH & JONES LIMITED 5 BAKER ST', 'SMITH & JONES LIMITED'],
    ['Société Générale SA', '29 Bd Haussmann SOCIETE GENERALE S.A.', 'SOCIETE GENERALE S.A.'],
    ['Müller Bau GmbH', 'Mueller Bau GmbH Hauptstr 1', 'Mueller Bau GmbH'],
    ['Mueller Bau GmbH', 'Müller-Bau, Hauptstr 1', 'Müller-Bau'],
    ['A.B.C. Trading Ltd', 'ABC Trading, Dock Rd 4', 'ABC Trading'],
    ['XY GmbH', 'XY GmbH Ringstr 3', 'XY GmbH'], // short core: full name only
    ['Jansen B.V.', 'Jansen BV Keizersgracht 1', 'Jansen BV'],
    ['Kowalski Sp. z o.o.', 'KOWALSKI SP Z OO ul. Dluga 5', 'KOWALSKI SP Z OO'],
    // Negative cases
    ['ACME GmbH', 'Acmestrasse 5', undefined], // part of a word
    ['ACME GmbH', 'Hauptstr. 5, Berlin', undefined],
    ['XY GmbH', 'XY Ringstr 3', undefined], // core of 2 letters alone does not count
    ['AB', 'AB Street 5', undefined],
    ['GmbH', 'Some GmbH, Main St', undefined], // nothing but a legal form
    ['Berliner Bank', 'Berliner Str. 5', undefined],
    ['', 'Hauptstr. 5', undefined],
    ['Acme', '', undefined],
  ];
  for (const [name, line, expected] of cases) {
    test(`${JSON.stringify(name)} in ${JSON.stringify(line)}`, () => {
      const found = findPartyNameInLine(name, line);
      if (expected === undefined) return assert.equal(found, undefined);
      assert.ok(found, 'expected a match');
      assert.equal(found.text, expected);
      assert.equal(line.slice(found.start, found.end), expected);
    });
  }
});
