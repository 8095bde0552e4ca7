// Marks, labels and words that say what a piece of an address is (ninth session, drawn from the
// blind development parts): a Russian town mark past the region, a country after a postcode that
// opens a line, a marked house number that is no town, legal forms written in Cyrillic, Bucharest's
// sectors, the Afrikaans post box, municipalities as parties, and a type word that opens names.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { confidences, parse, pick, townsOnly } from './helpers';

describe('the town mark of Russian addresses', () => {
  test('"г." names the town past the region written between it and the postcode', () => {
    const v = parse(['ООО РОМАШКА', '420008, РЕСПУБЛИКА ТАТАРСТАН, Г. КАЗАНЬ,', 'УЛ. КРЕМЛЕВСКАЯ, Д. 18'], 'RU');
    assert.deepEqual(pick(v, ['townName', 'countrySubDivision', 'postCode', 'streetName', 'buildingNumber']), {
      townName: 'КАЗАНЬ', countrySubDivision: 'РЕСПУБЛИКА ТАТАРСТАН', postCode: '420008', streetName: 'УЛ. КРЕМЛЕВСКАЯ', buildingNumber: '18',
    });
    assert.ok(v.unplaced.includes('ООО РОМАШКА'));
  });

  test('a marked house number ("д. 5") is never the town', () => {
    const v = parse(['ООО РОМАШКА', 'г. Казань, ул. Ленина, д. 5', '420008', 'Россия']);
    assert.notEqual(v.townName, 'д. 5');
    assert.equal(v.buildingNumber, '5');
  });

  test('a party name opened by a Cyrillic legal form is no town', () => {
    const c = parse(['ТОВ СОНЯЧНИК', 'вул. Хрещатик, 22', '01001', 'Україна']);
    assert.notEqual(c.townName, 'ТОВ СОНЯЧНИК');
  });
});

describe('the country after a postcode that opens a line', () => {
  test('"423827, Россия, ..." after a party line names the country', () => {
    const v = parse(['ПАО КАМАЗ', '423827, Россия, Республика Татарстан,', 'г. Набережные Челны, Автозаводский проспект, 2']);
    assert.equal(v.country, 'RU');
    assert.equal(v.postCode, '423827');
    assert.equal(v.townName, 'Набережные Челны');
  });

  test('a number that is no postcode of that country names none', () => {
    const v = parse(['ACME LTD', '12, China, High Street', 'London']);
    assert.notEqual(v.country, 'CN');
  });
});

describe('labels and words of one country', () => {
  test("Bucharest's numbered sector is its district", () => {
    const v = parse(['CABINET AVOCAT POPESCU ION', 'BD. DACIA NR. 10', 'SECTOR 2', '020051 BUCURESTI'], 'RO');
    assert.equal(v.districtName, 'SECTOR 2');
    assert.equal(confidences(['CABINET AVOCAT POPESCU ION', 'BD. DACIA NR. 10', 'SECTOR 2', '020051 BUCURESTI'], 'RO').districtName, 0.85);
  });

  test('"Posbus" is a post box, not a street', () => {
    const v = parse(['J DU PLESSIS', 'POSBUS 2040', 'PAARL 7620'], 'ZA');
    assert.equal(v.postBox, '2040');
    assert.equal(v.streetName, undefined);
  });

  test('a municipality opening the line is the party, not a place', () => {
    const v = parse(['GEMEENTE ZWOLLE POSTBUS 10007', '8000 GA ZWOLLE NL']);
    assert.equal(v.townLocationName, undefined);
    assert.ok(v.unplaced.includes('GEMEENTE ZWOLLE'));
  });
});

describe('a type word that opens names too, at the start of a line', () => {
  test('"AVENUE" stays with its street when the line before holds no number', () => {
    const v = parse(['GLOBEX TRADING OPERATIONS EUROPE', 'AVENUE JOHN F KENNEDY', 'L-1855 LUXEMBOURG'], 'LU');
    assert.equal(v.streetName, 'AVENUE JOHN F KENNEDY');
  });

  test('after a line that holds the number, it still ends the name ("... 12 FIFTH" / "AVENUE ...")', () => {
    const v = parse(['GLOBEX TRADING CORP INC 725 FIFTH', 'AVENUE NEW YORK NY 10022'], 'US');
    assert.equal(v.streetName, 'FIFTH AVENUE');
  });
});

describe('a town whose words say it is something else', () => {
  test('a number, a street or post-box word, or a piece of a cut word keeps an unknown town below the threshold', () => {
    const c = confidences(['GULF MARINE TRADING WLL', 'OFFICE 11 BLDG 2504 ROAD 2832 BLOCK 428', 'MANAMA BH']);
    const v = parse(['GULF MARINE TRADING WLL', 'OFFICE 11 BLDG 2504 ROAD 2832 BLOCK 428', 'MANAMA BH']);
    if (v.townName !== 'MANAMA') assert.ok((c.townName ?? 0) < 0.8, `town ${v.townName} at ${c.townName}`);
    const box = confidences(['National University', 'P.O. Roma 180', 'Lesotho']);
    assert.ok((box.townName ?? 0) < 0.8);
  });

  test('a postal district after the name is no objection ("KINGSTON 7")', () => {
    const kingston = townsOnly({ JM: ['Kingston'] });
    const v = parse(['MONA KINGSTON 7 JAMAICA'], undefined, kingston);
    assert.equal(v.townName, 'KINGSTON 7');
    assert.ok((confidences(['MONA KINGSTON 7 JAMAICA'], undefined, kingston).townName ?? 0) >= 0.8);
  });
});

describe("Dublin's lettered postal district", () => {
  test('"DUBLIN 6W" is Dublin with its district, sure where the reference knows Dublin', () => {
    const dublin = townsOnly({ IE: ['Dublin'] });
    const lines = ['MR SEAN MURPHY', '34 KIMMAGE ROAD WEST', 'DUBLIN 6W', 'IRELAND'];
    assert.equal(parse(lines, undefined, dublin).townName, 'DUBLIN 6W');
    assert.ok((confidences(lines, undefined, dublin).townName ?? 0) >= 0.8);
  });
});

describe('street words of Malta', () => {
  test('"Triq" opens a street: the town is what follows it', () => {
    const v = parse(['MATER DEI HOSPITAL', 'TRIQ DUN KARM MSIDA', 'MSD 2090 MT'], undefined, townsOnly({ MT: ['Msida'] }));
    assert.equal(v.streetName, 'TRIQ DUN KARM');
    assert.equal(v.townName, 'MSIDA');
  });
});
