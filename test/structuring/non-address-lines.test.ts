// Lines that are not address (issue 12): organisations, departments, hotels, pharmacies and
// attention lines stay out of street, building and town; they remain AddressLine text (unplaced).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from './helpers';

describe('a first line that names the recipient is not address', () => {
  for (const first of ['Hotel Continental', 'Farmacia Central', 'Accounts Payable', 'Finance Department', 'Attn: Treasury Operations', 'ACME TRADING LTD']) {
    test(`"${first}"`, () => {
      const v = parse([first, '12 Oxford Road', 'Manchester M13 9PL', 'United Kingdom']);
      assert.equal(v.streetName, 'Oxford Road');
      assert.equal(v.buildingNumber, '12');
      assert.equal(v.townName, 'Manchester');
      assert.equal(v.buildingName, undefined);
      assert.ok(v.unplaced.some((u) => u.includes(first.replace('Attn: ', ''))), JSON.stringify(v.unplaced));
    });
  }

  test('a real building name still is one', () => {
    const v = parse(['Government Buildings', 'Upper Merrion Street', 'Dublin 2', 'Ireland']);
    assert.equal(v.buildingName, 'Government Buildings');
  });

  test('"Hôtel de Ville" inside a street name stays the street', () => {
    const v = parse(["2 Place de l'Hôtel de Ville", '75004 Paris', 'France']);
    assert.equal(v.streetName, "Place de l'Hôtel de Ville");
    assert.equal(v.buildingNumber, '2');
  });
});

describe('a name glued before the street on a wrapped line (third blind development part)', () => {
  test('the words up to a department or institution word are the name, not the street', () => {
    const v = parse(['KONE OYJ ATTN TREASURY KARTANONTIE 1', '00330 HELSINKI FI']);
    assert.equal(v.streetName, 'KARTANONTIE');
    assert.equal(v.buildingNumber, '1');
    const pt = parse(['GALP ENERGIA SA TESOURARIA RUA TOMAS DA FONSECA', '1600-209 LISBOA PT']);
    assert.equal(pt.streetName, 'RUA TOMAS DA FONSECA');
  });

  test('before a street written as one compound word, every word is the name', () => {
    assert.equal(parse(['STADTWERKE MUENCHEN GMBH FINANZEN EMMY-NOETHER-STRASSE 2', '80992 MUENCHEN'], 'DE').streetName, 'EMMY-NOETHER-STRASSE');
  });

  test('a street named after an institution or a person keeps its words', () => {
    assert.equal(parse(['Avenida Universidad, 3000', '04510 Ciudad de México'], 'MX').streetName, 'Avenida Universidad');
    assert.equal(parse(['Sir Winston Churchill Avenue 5', 'Gibraltar GX11 1AA'], 'GI').streetName, 'Sir Winston Churchill Avenue');
    assert.equal(parse(['BANK STREET 5', 'LONDON E14 5AA'], 'GB').streetName, 'BANK STREET');
  });
});

describe('institution and department words of more languages before a street on one line', () => {
  test('"POLITECNICO DI MILANO DIPARTIMENTO DI ENERGIA PIAZZA ...", "GESTIO ECONOMICA PLACA ...", "... ZIEKENHUIZEN LEUVEN HERESTRAAT 49": the name stays out of the street', () => {
    assert.equal(parse(['ISTITUTO NAZIONALE DI FISICA NUCLEARE DIREZIONE VIA ENRICO FERMI 54 00044 FRASCATI'], 'IT').streetName, 'VIA ENRICO FERMI');
    assert.equal(parse(['SERVEI DE GESTIO ECONOMICA PLACA DE CATALUNYA 9 08002 BARCELONA'], 'ES').streetName, 'PLACA DE CATALUNYA');
    assert.equal(parse(['ALGEMEEN ZIEKENHUIS SINT-JAN RUDDERSHOVE 10 8000 BRUGGE'], 'BE').streetName === 'ALGEMEEN ZIEKENHUIS SINT-JAN RUDDERSHOVE', false);
  });
});

describe('the second word of a department wrapped to the street line', () => {
  test('"NOVO NORDISK A/S ACCOUNTS" / "PAYABLE NOVO ALLE 1": "PAYABLE" alone still ends the name', () => {
    assert.equal(parse(['GLOBEX A/S CORPORATE ACCOUNTS', 'PAYABLE STRANDVEJEN 60 2900 HELLERUP', 'DENMARK']).streetName, 'STRANDVEJEN');
  });
});

describe('an office word ending a department before the street', () => {
  test('"... FINANCE OFFICE RUE DE LA LOI 16", "BACK" / "OFFICE RUE ...": the office ends the name; "OFFICE 11" is a room', () => {
    assert.equal(parse(['GLOBEX SA TREASURY BACK', 'OFFICE RUE DE LA LOI 16 B-1000', 'BRUXELLES BELGIUM']).streetName, 'RUE DE LA LOI');
    assert.equal(parse(['GLOBEX SA FINANCE OFFICE AVENUE LOUISE 54', '1050 BRUXELLES'], 'BE').streetName, 'AVENUE LOUISE');
    assert.equal(parse(['OFFICE 11, BUILDING 2504', 'ROAD 2832, BLOCK 428', 'MANAMA'], 'BH').room, '11');
  });
});

describe('legal forms written out', () => {
  test('"GLOBEX AKTIENGESELLSCHAFT ZOLLSTRASSE 12": a spelled-out legal form ends the name before the street', () => {
    assert.equal(parse(['GLOBEX AKTIENGESELLSCHAFT ZOLLSTRASSE 12', '9490 VADUZ'], 'LI').streetName, 'ZOLLSTRASSE');
  });
});
