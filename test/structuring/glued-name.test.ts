// Bank payment files wrap the party's lines at 35 characters, at words or hard inside them (SWIFT MT
// style), so the party's name (a company, perhaps with a department) runs into the street on one
// line. The engine finds where the name ends and the address begins by one mechanism for every
// country; the words cut off before the street stay AddressLine text. Addresses made up for these
// tests (CONVENTIONS.md, "Names glued to the street").
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadPostalReference } from '../../src/verification/verifyAddress';
import type { PostalReference } from '../../src/reference/postal/types';
import { confidences, parse, pick } from './helpers';

let postal: PostalReference;
before(async () => {
  postal = await loadPostalReference();
});

/**
 * Every word of the lines is somewhere in the answer (a field or AddressLine text); a country line
 * at the end is in the Country field, as its code.
 */
function keepsEveryWord(lines: string[], country?: string, countryLine = false): void {
  const values = parse(lines, country, postal);
  const answer = [...Object.entries(values).filter(([k]) => k !== 'unplaced').map(([, v]) => v as string), ...values.unplaced].join(' ').toUpperCase();
  if (countryLine) assert.ok(values.country !== undefined, 'the country line is the Country');
  for (const word of (countryLine ? lines.slice(0, -1) : lines).join(' ').toUpperCase().split(/\s+/)) {
    if (word === '') continue;
    assert.ok(answer.includes(word), `"${word}" of ${JSON.stringify(lines)} is lost: ${answer}`);
  }
}

describe('a party name read as the street', () => {
  test('a name ending its line with the house number is no street: the street on the next line is', () => {
    const lines = ['HARGREAVE TIMBER SUPPLIES LTD 48', 'FLINDERS STREET ADELAIDE SA 5000', 'AUSTRALIA'];
    const values = parse(lines, undefined, postal);
    assert.deepEqual(pick(values, ['streetName', 'buildingNumber', 'townName']), { streetName: 'FLINDERS STREET', buildingNumber: '48', townName: 'ADELAIDE' });
    assert.ok(values.unplaced.includes('HARGREAVE TIMBER SUPPLIES LTD'));
    keepsEveryWord(lines, undefined, true);
  });

  test('a street that is a party name (legal form or organisation word, no street word) is a guess', () => {
    // No reading places the street elsewhere: the name stays the street's value, below the threshold.
    const lines = ['QUILLON HOLDINGS PLC 7', 'SOMEWHERE 12345'];
    assert.equal(parse(lines, 'GB', postal).streetName, 'QUILLON HOLDINGS PLC');
    assert.ok((confidences(lines, 'GB', postal).streetName ?? 1) < 0.8, 'a party name as the street is no sure street');
  });

  test('a street opened by a joining word goes on the name above: where it ends is a guess', () => {
    const lines = ['BORVIK NATIONAL SHIPPING COMPANY', 'OF NORWAY SOLVANGTUN 4', '0150 OSLO'];
    assert.equal(parse(lines, 'NO', postal).streetName, 'OF NORWAY SOLVANGTUN');
    assert.ok((confidences(lines, 'NO', postal).streetName ?? 1) < 0.8);
    keepsEveryWord(lines, 'NO');
  });

  test('a street without type word after a name line ending with a joining word is a guess', () => {
    const lines = ['INSTITUTO RIVAS PATIO DE', 'LAS MONJAS 3 37002 SALAMANCA'];
    assert.ok((confidences(lines, 'ES', postal).streetName ?? 0) < 0.8);
    keepsEveryWord(lines, 'ES');
  });
});

describe('a street cut hard inside its type ending, after a legal form', () => {
  test('the tail is no legal form but the end of the street word: the name ends at its own legal form', () => {
    const lines = ['DORNHAGE LOGISTIK AG GUTENBERGSTRAS', 'SE 14 70174 STUTTGART'];
    assert.equal(lines[0]!.length, 35);
    const values = parse(lines, undefined, postal);
    assert.deepEqual(pick(values, ['streetName', 'buildingNumber', 'postCode', 'townName']), { streetName: 'GUTENBERGSTRASSE', buildingNumber: '14', postCode: '70174', townName: 'STUTTGART' });
    assert.deepEqual(values.unplaced, ['DORNHAGE LOGISTIK AG']);
  });

  test('a party whose legal form is the same two letters', () => {
    const values = parse(['BRELLMANN TECHNIK SE LINDENHOFSTRAS', 'SE 9 4052 BASEL'], undefined, postal);
    assert.equal(values.streetName, 'LINDENHOFSTRASSE');
    assert.deepEqual(values.unplaced, ['BRELLMANN TECHNIK SE']);
  });

  test('a line that opens with a legal form after a name cut short stays as written', () => {
    // "PLANSEE" + "SE" makes no street word: the halves stay apart.
    const values = parse(['VORTAL HOLDING MASCHINENBAU PLANSEE', 'SE 4 6600 REUTTE'], 'AT', postal);
    assert.notEqual(values.streetName, 'PLANSEESE');
  });
});

describe('where a wrapped name line ends and the street begins', () => {
  test('a public-law body ends its name at its legal form ("AOER")', () => {
    const values = parse(['KIELER HAFENWIRTSCHAFT AOER ALTER', 'MARKT 3 24103 KIEL GERMANY'], undefined, postal);
    assert.equal(values.streetName, 'ALTER MARKT');
    assert.deepEqual(values.unplaced, ['KIELER HAFENWIRTSCHAFT AOER']);
  });

  test('text left ending with a word that opens street names holds the street the wrap cut', () => {
    const values = parse(['BORRESEN UNIVERSITY FINANCE OSTRE', 'HAVNEGADE 4 DK-5000 ODENSE C'], undefined, postal);
    assert.equal(values.streetName, 'OSTRE HAVNEGADE');
    assert.deepEqual(values.unplaced, ['BORRESEN UNIVERSITY FINANCE']);
  });

  test('between readings otherwise equal, the one that leaves no half of a cut word as text wins', () => {
    const values = parse(['NORDVIKS & HALL DESIGN GBC AB MASTE', 'R SAMUELSGATAN 21 B SE-111 57 STOCK', 'HOLM SE'], undefined, postal);
    assert.deepEqual(pick(values, ['streetName', 'buildingNumber', 'townName']), { streetName: 'MASTER SAMUELSGATAN', buildingNumber: '21 B', townName: 'STOCKHOLM' });
    assert.deepEqual(values.unplaced, ['NORDVIKS & HALL DESIGN GBC AB']);
  });
});

describe('a legal form, then the street on the same line', () => {
  test('a named street with its type word ending names follows the legal form', () => {
    const lines = ['SAVANNA FREIGHT PLC ENTERPRISE ROAD INDUSTRIAL AREA P O BOX 4512 - 00500 NAIROBI KENYA'];
    const values = parse(lines, undefined, postal);
    assert.deepEqual(pick(values, ['streetName', 'postBox', 'townName']), { streetName: 'ENTERPRISE ROAD', postBox: '4512', townName: 'NAIROBI' });
    assert.ok(values.unplaced.includes('SAVANNA FREIGHT PLC'));
  });

  test('a street opened by its type word follows the legal form within four words', () => {
    const values = parse(['CORVINA TEXTEIS SGPS SA LUGAR DA PONTE VIA DO MINHO', '4700-123 BRAGA'], undefined, postal);
    assert.equal(values.streetName, 'VIA DO MINHO');
    assert.deepEqual(values.unplaced, ['CORVINA TEXTEIS SGPS SA LUGAR DA PONTE']);
  });
});

describe("a department's office before the house number", () => {
  test('"FINANCE OFFICE 6" / "WATERLOO ROAD": the office is no street; read so, it is a guess', () => {
    const lines = ['CORAL BAY COLLEGE FINANCE OFFICE 6', 'WATERLOO ROAD KOWLOON TONG HONG', 'KONG'];
    const values = parse(lines, undefined, postal);
    if (values.streetName === 'OFFICE') assert.ok((confidences(lines, undefined, postal).streetName ?? 1) < 0.8);
    else assert.equal(values.streetName, 'WATERLOO ROAD');
    keepsEveryWord(lines);
  });
});

describe("a building's name and number ending the line before its street", () => {
  test('"... CORAL TOWER 6795" / "AYALA AVE ...": the building is no street; read so, it is a guess', () => {
    const lines = ['UNIT 1502 15/F CORAL TOWER 6795', 'AYALA AVE MAKATI CITY 1226', 'METRO MANILA PH'];
    const values = parse(lines, undefined, postal);
    if (values.streetName === 'CORAL TOWER') assert.ok((confidences(lines, undefined, postal).streetName ?? 1) < 0.8);
    else assert.equal(values.streetName, 'AYALA AVE');
  });

  test('a building word after a street word is the street ("TOWER HILL")', () => {
    const values = parse(['ACME LTD', '12 TOWER HILL', 'LONDON EC3N 4AB'], undefined, postal);
    assert.equal(values.streetName, 'TOWER HILL');
  });
});
