// Which line is the street when a building line also carries a street word ("Plaza", "Court") or a
// number after a building word ("Tower 1"), and a town opened by a town mark beside a postcode.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from './helpers';

describe('building or street', () => {
  test('a street word that is also a building word gives way to a plain street word in a later line', () => {
    const v = parse(['ERIC WILLIAMS PLAZA', 'INDEPENDENCE SQUARE', 'PORT OF SPAIN', 'TRINIDAD AND TOBAGO']);
    assert.equal(v.streetName, 'INDEPENDENCE SQUARE');
    assert.equal(v.buildingName, 'ERIC WILLIAMS PLAZA');
    const gg = parse(['Glategny Court, Glategny Esplanade', 'St Peter Port GY1 3HQ'], 'GG');
    assert.equal(gg.streetName, 'Glategny Esplanade');
    assert.equal(gg.buildingName, 'Glategny Court');
  });

  test('"Tower 1" is a numbered building, not the house number of a street', () => {
    const v = parse(['Office 1204, Level 12, Boulevard Plaza Tower 1', 'Sheikh Mohammed bin Rashid Boulevard, Downtown Dubai', 'P.O. Box 502211, Dubai'], 'AE');
    assert.equal(v.streetName, 'Sheikh Mohammed bin Rashid Boulevard');
    assert.equal(v.buildingName, 'Boulevard Plaza Tower 1');
    assert.equal(v.buildingNumber, undefined);
  });

  test('a long number after a building word is still the street number ("PBCOM TOWER 6795 / AYALA AVE")', () => {
    const v = parse(['PBCOM TOWER 6795 AYALA AVE', 'MAKATI CITY 1226'], 'PH');
    assert.equal(v.buildingNumber, '6795');
  });

  test('a plain street with a number keeps the first place', () => {
    const v = parse(['Torre Picasso', 'Plaza Pablo Ruiz Picasso 1', '28020 Madrid'], 'ES');
    assert.equal(v.streetName, 'Plaza Pablo Ruiz Picasso');
    assert.equal(v.buildingNumber, '1');
  });
});

describe('town marks', () => {
  test('a town opened by its mark after the postcode is the town, not the number before it', () => {
    const v = parse(['ул. Байзакова, 280', '050040, г. Алматы', 'Казахстан']);
    assert.equal(v.townName, 'Алматы');
    assert.equal(v.buildingNumber, '280');
    assert.equal(v.postCode, '050040');
  });
});

describe('the party before or as a building', () => {
  test('a company glued before its building is cut off at its legal form and kept', () => {
    const v = parse(['TATA SONS PVT LTD BOMBAY HOUSE', '24 HOMI MODY STREET', 'MUMBAI 400001', 'INDIA']);
    assert.equal(v.buildingName, 'BOMBAY HOUSE');
    assert.ok(v.unplaced.includes('TATA SONS PVT LTD'));
  });

  test("the party's head office is no building name; a building named after an organisation is", () => {
    const office = parse(['Emirates Group Headquarters', 'P.O. Box 686', 'Dubai'], 'AE');
    assert.equal(office.buildingName, undefined);
    assert.ok(office.unplaced.includes('Emirates Group Headquarters'));
    const house = parse(['HDFC Bank House', 'Senapati Bapat Marg', 'Mumbai 400013'], 'IN');
    assert.equal(house.buildingName, 'HDFC Bank House');
  });
});

describe('post boxes', () => {
  test('a post box before the town on its line is the PostBox, and the town stays the town', () => {
    const v = parse(['SHMEISANI', 'PO BOX 950545 AMMAN 11195'], 'JO');
    assert.equal(v.postBox, '950545');
    assert.equal(v.townName, 'AMMAN');
    const ar = parse(['شارع الشريف عبد الحميد شرف - الشميساني', 'ص.ب 950545 عمان 11195'], 'JO');
    assert.equal(ar.postBox, '950545');
    assert.equal(ar.townName, 'عمان');
    assert.equal(ar.streetName, 'شارع الشريف عبد الحميد شرف');
  });

  test('lettered boxes and private mail bags', () => {
    assert.equal(parse(['Market Street, P.O. Box N-4868', 'Nassau, BS']).postBox, 'N-4868');
    assert.equal(parse(['PRIVATE MAIL BAG 9062', 'PORT VILA', 'VANUATU']).postBox, '9062');
  });
});

describe('a name before a street type that opens names', () => {
  test('"SBERBANK UL. VAVILOVA 19": the street starts at its type; a suffix type after a name is the street', () => {
    const v = parse(['SBERBANK UL. VAVILOVA 19', '117312 MOSCOW', 'RUSSIA']);
    assert.equal(v.streetName, 'UL. VAVILOVA');
    assert.ok(v.unplaced.includes('SBERBANK'));
    assert.equal(parse(['BERLINER STR. 5', '10115 Berlin'], 'DE').streetName, 'BERLINER STR.');
    assert.equal(parse(['Тверская ул., 7', '125009 Москва'], 'RU').streetName, 'Тверская ул.');
  });
});

describe('a building and its street on one line', () => {
  test('"SAFARICOM HOUSE WAIYAKI WAY": the building comes first, the street ends with its type', () => {
    const v = parse(['SAFARICOM HOUSE WAIYAKI WAY', 'WESTLANDS PO BOX 66827 - 00800', 'NAIROBI'], 'KE');
    assert.equal(v.buildingName, 'SAFARICOM HOUSE');
    assert.equal(v.streetName, 'WAIYAKI WAY');
    // A building word with only the type word after it is part of one street's name.
    assert.equal(parse(['OLD COURT HOUSE STREET', 'KOLKATA 700001'], 'IN').streetName, 'OLD COURT HOUSE STREET');
    assert.equal(parse(['1 TOWER HILL ROAD', 'LONDON'], 'GB').streetName, 'TOWER HILL ROAD');
  });
});

describe("the party's office or branch line", () => {
  test('"RYANAIR DUBLIN OFFICE", "HSBC PARIS BRANCH" are no street; a post office is a place', () => {
    const v = parse(['RYANAIR DUBLIN OFFICE', 'AIRSIDE BUSINESS PARK', 'SWORDS, CO. DUBLIN', 'K67 NY94'], 'IE');
    assert.equal(v.streetName, undefined);
    assert.ok(v.unplaced.includes('RYANAIR DUBLIN OFFICE'));
    const fr = parse(['HSBC PARIS BRANCH', '38 AVENUE KLEBER', '75116 PARIS'], 'FR');
    assert.equal(fr.streetName, 'AVENUE KLEBER');
    assert.ok(fr.unplaced.includes('HSBC PARIS BRANCH'));
  });
});

describe('post boxes with their post office letters joined', () => {
  test('"PRIVATE BAG UB0022", "PO BOX MP167": the letters and number are the box', () => {
    const bw = parse(['PRIVATE BAG UB0022', 'GABORONE'], 'BW');
    assert.equal(bw.postBox, 'UB0022');
    assert.equal(bw.townName, 'GABORONE');
    assert.equal(parse(['PO BOX MP167', 'HARARE'], 'ZW').postBox, 'MP167');
  });
});

describe('second blind development part: numbers, prefixes and localities', () => {
  test('"Gyömrői út 19-21.": a range with its full stop ends the street', () => {
    const v = parse(['1103 Budapest', 'Gyömrői út 19-21.'], 'HU');
    assert.equal(v.streetName, 'Gyömrői út');
    assert.equal(v.buildingNumber, '19-21');
  });

  test('"MC 98000": the country code written apart goes with the postcode, not the street; one letter does not ("Stiege A 1070 Wien")', () => {
    const mc = parse(['PLACE DU CASINO MC 98000 MONACO']);
    assert.equal(mc.streetName, 'PLACE DU CASINO');
    assert.equal(mc.postCode, '98000');
    const at = parse(['Mariahilfer Str. 10 Stiege A', '1070 Wien'], 'AT');
    assert.equal(at.room, 'A');
    assert.equal(at.postCode, '1070');
  });

  test('"Ansari Nagar", "Defence Colony": South Asian neighbourhoods, not streets', () => {
    const v = parse(['ANSARI NAGAR', 'NEW DELHI 110029'], 'IN');
    assert.equal(v.streetName, undefined);
    assert.equal(v.townLocationName, 'ANSARI NAGAR');
  });
});

describe('a building and its street on one line (third blind development part)', () => {
  test('"PALAZZO X VIA ..." and "TORRE X PLAZA ...": the building word opens the building, the type word the street', () => {
    const it = parse(['PALAZZO BRICHERASIO VIA LAGRANGE 20', '10123 TORINO'], 'IT');
    assert.equal(it.buildingName, 'PALAZZO BRICHERASIO');
    assert.equal(it.streetName, 'VIA LAGRANGE');
    assert.equal(it.buildingNumber, '20');
  });

  test('a department before a building is the name; "MINISTRY OF FINANCE BUILDING" stays one building', () => {
    const v = parse(['ACCOUNTS PAYABLE ATRIUM TOWER', 'STRAWINSKYLAAN 3051', '1077 ZX AMSTERDAM'], 'NL');
    assert.equal(v.buildingName, 'ATRIUM TOWER');
    assert.ok(v.unplaced.includes('ACCOUNTS PAYABLE'));
    assert.equal(parse(['LEVEL 3 MINISTRY OF FINANCE BUILDING', 'JALAN KEBANGSAAN', 'BANDAR SERI BEGAWAN BB3910'], 'BN').buildingName, 'MINISTRY OF FINANCE BUILDING');
  });
});
