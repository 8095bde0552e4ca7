// Main-country addresses as bank customer files hold them (seventh session, issue 12, drawn from
// the sixth blind development part): upper case, company and department lines first, cities
// written with their suffix, region lines. Each test names the mechanism, not the example.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parse, pick } from './helpers';
import { joinWrappedStreetOpener } from '../../src/structuring/wrappedLines';
import { loadPostalReference } from '../../src/verification/verifyAddress';
import type { PostalReference } from '../../src/reference/postal/types';

let postal: PostalReference;
before(async () => {
  postal = await loadPostalReference();
});

describe('a Japanese city written with its suffix at the end of the street line', () => {
  test('"10-1 HIGASHIKOTARI 1-CHOME NAGAOKAKYO-SHI" / "KYOTO 617-8555": the city is the town, the prefecture the subdivision, the rest the street', () => {
    const v = parse(['MURATA MANUFACTURING CO LTD', '10-1 HIGASHIKOTARI 1-CHOME NAGAOKAKYO-SHI', 'KYOTO 617-8555 JAPAN'], undefined, postal);
    assert.deepEqual(pick(v, ['townName', 'countrySubDivision', 'streetName', 'buildingNumber', 'postCode']), {
      townName: 'NAGAOKAKYO', countrySubDivision: 'KYOTO', streetName: 'HIGASHIKOTARI 1-CHOME', buildingNumber: '10-1', postCode: '617-8555',
    });
  });

  test('a ward read where the town stands still gives way to the city of the prefecture\'s name', () => {
    const v = parse(['KYOTO UNIVERSITY', 'YOSHIDA-HONMACHI SAKYO-KU', 'KYOTO 606-8501'], 'JP', postal);
    assert.equal(v.townName, 'KYOTO');
  });
});

describe('department words of more languages keep the department out of the street', () => {
  for (const [lines, street] of [
    [['UZ LEUVEN DIENST BOEKHOUDING', 'HERESTRAAT 49 3000 LEUVEN BELGIE'], 'HERESTRAAT'],
    [['RIGSHOSPITALET ØKONOMI BLEGDAMSVEJ', '9 2100 KØBENHAVN Ø DENMARK'], 'BLEGDAMSVEJ'],
    [['UNIVERSITA DEGLI STUDI DI PADOVA', 'AREA FINANZA VIA 8 FEBBRAIO 2 35122', 'PADOVA PD ITALY'], 'VIA 8 FEBBRAIO'],
  ] as const) {
    test(`${lines.join(' / ')}: the street is ${street}`, () => {
      assert.equal(parse([...lines], undefined, postal).streetName, street);
    });
  }
});

describe('"St" opening a line is Saint, not a street type', () => {
  test('"ST JAMES UNIVERSITY HOSPITAL" / "BECKETT STREET": the hospital names the party, the street is Beckett Street', () => {
    const v = parse(['ST JAMES UNIVERSITY HOSPITAL', 'BECKETT STREET', 'LEEDS', 'WEST YORKSHIRE', 'LS9 7TF'], 'GB', postal);
    assert.deepEqual(pick(v, ['streetName', 'townName']), { streetName: 'BECKETT STREET', townName: 'LEEDS' });
    assert.ok(v.unplaced.includes('ST JAMES UNIVERSITY HOSPITAL'));
  });
});

describe('a street cut after its opening word by a wrap', () => {
  test('"... 50 AVENUE DU" / "NOUVEAU MONDE 74300 CLUSES": one street, its number kept', () => {
    const v = parse(['SOMFY SA COMPTABILITE 50 AVENUE DU', 'NOUVEAU MONDE 74300 CLUSES', 'HAUTE-SAVOIE'], 'FR', postal);
    assert.deepEqual(pick(v, ['streetName', 'buildingNumber', 'townName']), { streetName: 'AVENUE DU NOUVEAU MONDE', buildingNumber: '50', townName: 'CLUSES' });
  });

  test('"HOSPITAL DE SANTA MARIA AVENIDA" / "PROFESSOR EGAS MONIZ 1649-035": the hospital is no part of the street', () => {
    const v = parse(['HOSPITAL DE SANTA MARIA AVENIDA', 'PROFESSOR EGAS MONIZ 1649-035', 'LISBOA'], 'PT', postal);
    assert.equal(v.streetName, 'AVENIDA PROFESSOR EGAS MONIZ');
    assert.ok(v.unplaced.includes('HOSPITAL DE SANTA MARIA'));
  });

  test('only a wrap is joined: not after a comma, not before a number, not a type word that ends names here ("PREAH NORODOM BOULEVARD")', () => {
    assert.deepEqual(joinWrappedStreetOpener(['ACME TRADING COMPANY LTD, AVENIDA', 'PAULISTA 1578 SAO PAULO']), ['ACME TRADING COMPANY LTD, AVENIDA', 'PAULISTA 1578 SAO PAULO']);
    assert.deepEqual(joinWrappedStreetOpener(['ACME TRADING COMPANY LTDA RUA', '25 DE MARCO 100 SAO PAULO']), ['ACME TRADING COMPANY LTDA RUA', '25 DE MARCO 100 SAO PAULO']);
    assert.equal(parse(['No. 22-24, Preah Norodom Boulevard', 'Sangkat Wat Phnom, Khan Daun Penh, Phnom Penh'], 'KH', postal).streetName, 'Preah Norodom Boulevard');
  });

  test('an attention line that runs into a numbered street: "ATTN: GROUP TREASURY RUE DE" / "RANSBEEK 310 1120 BRUXELLES"', () => {
    const v = parse(['ATTN: GROUP TREASURY RUE DE', 'RANSBEEK 310 1120 BRUXELLES BE'], undefined, postal);
    assert.deepEqual(pick(v, ['streetName', 'buildingNumber', 'townName']), { streetName: 'RUE DE RANSBEEK', buildingNumber: '310', townName: 'BRUXELLES' });
    assert.ok(v.unplaced.includes('ATTN: GROUP TREASURY'));
  });
});

describe('region lines of British customer files', () => {
  test('a former postal county before the postcode is the subdivision, the line before it the town ("GOOLE" / "EAST YORKSHIRE" / "DN14 9AA")', () => {
    const v = parse(['CRODA INTERNATIONAL PLC', 'COWICK HALL', 'SNAITH', 'GOOLE', 'EAST YORKSHIRE', 'DN14 9AA', 'UNITED KINGDOM'], undefined, postal);
    assert.deepEqual(pick(v, ['townName', 'countrySubDivision', 'postCode']), { townName: 'GOOLE', countrySubDivision: 'EAST YORKSHIRE', postCode: 'DN14 9AA' });
  });

  test('a nation after the county is no place in the town: it stays AddressLine text', () => {
    const v = parse(['HALMA PLC', 'MISBOURNE COURT', 'RECTORY WAY', 'AMERSHAM', 'BUCKINGHAMSHIRE', 'HP7 0DE', 'ENGLAND'], undefined, postal);
    assert.equal(v.townLocationName, undefined);
    assert.ok(v.unplaced.includes('ENGLAND'));
  });

  test('"WEST YORKSHIRE" stays whole', () => {
    assert.equal(parse(['BECKETT STREET', 'LEEDS', 'WEST YORKSHIRE', 'LS9 7TF'], 'GB', postal).countrySubDivision, 'WEST YORKSHIRE');
  });
});

describe('a subdivision alone after the postcode', () => {
  test('"MIOVENI 115400 JUD ARGES": the town before the postcode, the county without its label', () => {
    const v = parse(['AUTOMOBILE DACIA SA STR UZINEI NR 1', 'MIOVENI 115400 JUD ARGES ROMANIA'], undefined, postal);
    assert.deepEqual(pick(v, ['townName', 'postCode', 'countrySubDivision', 'streetName', 'buildingNumber']), { townName: 'MIOVENI', postCode: '115400', countrySubDivision: 'ARGES', streetName: 'STR UZINEI', buildingNumber: '1' });
    assert.equal(parse(['STRADA UZINEI NR 1', 'MIOVENI 115400 ARGES', 'RO'], undefined, postal).countrySubDivision, 'ARGES');
  });
});

describe('Hong Kong: the region is the town', () => {
  test('"TUEN MUN" / "NEW TERRITORIES": the region is the town, the district a place within it', () => {
    const v = parse(['LINGNAN UNIVERSITY', 'FINANCE OFFICE', '8 CASTLE PEAK ROAD', 'TUEN MUN', 'NEW TERRITORIES'], 'HK', postal);
    assert.deepEqual(pick(v, ['townName', 'townLocationName', 'countrySubDivision']), { townName: 'NEW TERRITORIES', townLocationName: 'TUEN MUN' });
  });

  test('"... / NEW TERRITORIES / HONG KONG": the last line is the country, kept as text', () => {
    const v = parse(['VTECH HOLDINGS LTD', '57 TING KOK ROAD', 'TAI PO', 'NEW TERRITORIES', 'HONG KONG'], undefined, postal);
    assert.deepEqual(pick(v, ['townName', 'townLocationName', 'country']), { townName: 'NEW TERRITORIES', townLocationName: 'TAI PO', country: 'HK' });
    assert.ok(v.unplaced.includes('HONG KONG'));
  });
});

describe('a town in its own script before a street opened by its type word', () => {
  test('"03056 КИЇВ ПРОСПЕКТ БЕРЕСТЕЙСЬКИЙ 37": the town (an alternate name of Kyiv), then the street and its number', () => {
    const v = parse(['03056 КИЇВ ПРОСПЕКТ БЕРЕСТЕЙСЬКИЙ 37'], 'UA', postal);
    assert.deepEqual(pick(v, ['postCode', 'townName', 'streetName', 'buildingNumber']), { postCode: '03056', townName: 'КИЇВ', streetName: 'ПРОСПЕКТ БЕРЕСТЕЙСЬКИЙ', buildingNumber: '37' });
  });
});

describe('a street named after an institution, after the institution', () => {
  test('"KENYATTA NATIONAL HOSPITAL HOSPITAL ROAD ...": the second "HOSPITAL" is the street\'s', () => {
    const v = parse(['KENYATTA NATIONAL HOSPITAL HOSPITAL ROAD', 'PO BOX 20723-00202 NAIROBI KENYA'], undefined, postal);
    assert.equal(v.streetName, 'HOSPITAL ROAD');
    assert.ok(v.unplaced.includes('KENYATTA NATIONAL HOSPITAL'));
  });

  test('departments in Arabic and Hebrew are no street or place', () => {
    const v = parse(['جامعة الإمارات العربية المتحدة', 'الإدارة المالية', 'ص.ب 15551 العين'], 'AE', postal);
    assert.equal(v.townLocationName, undefined);
    assert.ok(v.unplaced.includes('الإدارة المالية'));
  });
});

describe('the town the postcode names, with the word the street took', () => {
  test('"1 NICHOLSON STREET EAST MELBOURNE VIC 3002": East Melbourne is the town of 3002', () => {
    const v = parse(['ORICA LIMITED LEVEL 3 1 NICHOLSON', 'STREET EAST MELBOURNE VIC 3002'], 'AU', postal);
    assert.deepEqual(pick(v, ['streetName', 'townName', 'postCode']), { streetName: 'NICHOLSON STREET', townName: 'EAST MELBOURNE', postCode: '3002' });
  });
});

describe('more department words, and a department name going on over the line', () => {
  for (const [lines, street] of [
    [['ECOPETROL SA VICEPRESIDENCIA', 'FINANCIERA CRA 13 # 36-24 BOGOTA CO'], 'CRA 13'],
    [['ARCELIK ANONIM SIRKETI MUHASEBE', 'MUDURLUGU KARAAGAC CAD. NO:2-6', 'SUTLUCE 34445 BEYOGLU ISTANBUL', 'TURKIYE'], 'KARAAGAC CAD.'],
    [['CAMBRIDGE UNIVERSITY HOSPITALS NHS', 'FT HILLS ROAD CAMBRIDGE CAMBRIDGESH', 'IRE CB2 0QQ UNITED KINGDOM'], 'HILLS ROAD'],
    [['POLITECNICO DI MILANO DIPARTIMENTO', 'DI ENERGIA PIAZZA LEONARDO DA VINCI', '32 20133 MILANO MI ITALIA'], 'PIAZZA LEONARDO DA VINCI'],
  ] as const) {
    test(`${lines.join(' / ')}: the street is ${street}`, () => {
      assert.equal(parse([...lines], undefined, postal).streetName, street);
    });
  }
});
