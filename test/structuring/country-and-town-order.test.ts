// Where the country and the town stand (sixth session, issue 12): the country after a postcode that
// opens the address, Bulgarian town marks and Cyrillic house-number letters, a town the reference
// knows after a place it does not.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { confidences, parse, pick, townsOnly } from './helpers';
import { loadPostalReference } from '../../src/verification/verifyAddress';
import type { PostalReference } from '../../src/reference/postal/types';

let postal: PostalReference;
before(async () => {
  postal = await loadPostalReference();
});

describe('the country after a postcode opening the address', () => {
  test('"230009, Республика Беларусь, г. Гродно, ул. Горького, 80"', () => {
    const v = parse(['230009, Республика Беларусь, г. Гродно, ул. Горького, 80']);
    assert.deepEqual(pick(v, ['country', 'postCode', 'townName', 'streetName', 'buildingNumber']), { country: 'BY', postCode: '230009', townName: 'Гродно', streetName: 'ул. Горького', buildingNumber: '80' });
  });

  test('not a name after a number that is no postcode of that country ("12, JORDAN, ...")', () => {
    assert.notEqual(parse(['12, JORDAN, MICHAEL STREET', 'SPRINGFIELD IL 62701']).country, 'JO');
  });
});

describe('Bulgarian and Cyrillic marks', () => {
  test('"гр. Пловдив" is the town without its mark; "№ 15А" the number with its Cyrillic letter', () => {
    const v = parse(['гр. Пловдив 4002, бул. Васил Априлов № 15А'], 'BG');
    assert.deepEqual(pick(v, ['townName', 'postCode', 'streetName', 'buildingNumber']), { townName: 'Пловдив', postCode: '4002', streetName: 'бул. Васил Априлов', buildingNumber: '15А' });
  });
});

describe('a town the reference knows after a place it does not', () => {
  test('"PC 616 / Birkat Al Mouz, Nizwa": Nizwa is the town, the place before it an area', () => {
    const v = parse(['University of Nizwa', 'P.O. Box 33, PC 616', 'Birkat Al Mouz, Nizwa', 'Sultanate of Oman'], undefined, postal);
    assert.deepEqual(pick(v, ['townName', 'townLocationName', 'countrySubDivision', 'postCode', 'postBox']), { townName: 'Nizwa', townLocationName: 'Birkat Al Mouz', postCode: '616', postBox: '33' });
  });

  test('a region after a known town stays the region ("39004 Santander, Cantabria")', () => {
    const v = parse(['Paseo de Pereda, 9-12', '39004 Santander, Cantabria, España'], undefined, postal);
    assert.deepEqual(pick(v, ['townName', 'countrySubDivision']), { townName: 'Santander', countrySubDivision: 'Cantabria' });
  });
});

describe('subdivisions and boxes of more countries', () => {
  test('Norway\'s counties since 2020 and 2024 ("VESTLAND")', () => {
    const v = parse(['HELSE BERGEN HF', 'HAUKELANDSVEIEN 22', '5021 BERGEN', 'VESTLAND', 'NORGE']);
    assert.deepEqual(pick(v, ['townName', 'countrySubDivision']), { townName: 'BERGEN', countrySubDivision: 'VESTLAND' });
  });

  test('"P/BAG UB 0022": a private bag of Botswana; the house number of a country without postcodes is no postcode', () => {
    const v = parse(['UNIVERSITY OF BOTSWANA', '4775 NOTWANE ROAD', 'P/BAG UB 0022', 'GABORONE'], 'BW', postal);
    assert.deepEqual(pick(v, ['postBox', 'streetName', 'buildingNumber']), { postBox: 'UB 0022', streetName: 'NOTWANE ROAD', buildingNumber: '4775' });
    assert.ok((confidences(['UNIVERSITY OF BOTSWANA', '4775 NOTWANE ROAD', 'P/BAG UB 0022', 'GABORONE'], 'BW', postal).buildingNumber ?? 0) >= 0.8);
  });

  test('Qatar: "BLDG 12 STREET 820 ZONE 69" is house 12 of Street 820 in Zone 69', () => {
    for (const lines of [['BLDG 12 STREET 820 ZONE 69', 'PO BOX 23456 DOHA QATAR'], ['Building No. 12, Street 820, Zone 69', 'P.O. Box 23456, Doha', 'State of Qatar']]) {
      const v = parse(lines);
      assert.deepEqual(pick(v, ['buildingNumber', 'streetName', 'townLocationName', 'buildingName']), { buildingNumber: '12', streetName: lines[0]!.includes(',') ? 'Street 820' : 'STREET 820', townLocationName: lines[0]!.includes(',') ? 'Zone 69' : 'ZONE 69' });
    }
  });
});

describe('names of institutions', () => {
  test('a name line ending with a joining word goes on to the next line ("... OF SCIENCE AND" / "TECHNOLOGY")', () => {
    const v = parse(['KHALIFA UNIVERSITY OF SCIENCE AND', 'TECHNOLOGY', 'PO BOX 127788', 'ABU DHABI'], 'AE');
    assert.equal(v.townLocationName, undefined);
    assert.deepEqual(v.unplaced, ['KHALIFA UNIVERSITY OF SCIENCE AND', 'TECHNOLOGY']);
  });

  test('"GEISINGER MEDICAL CENTER" and "FINANCIAL SERVICES" name the party, not a building or a place', () => {
    const v = parse(['GEISINGER MEDICAL CENTER', 'ACCOUNTS PAYABLE', '100 N ACADEMY AVE', 'DANVILLE PA 17822'], 'US');
    assert.equal(v.buildingName, undefined);
    const w = parse(['MEMORIAL UNIVERSITY OF NEWFOUNDLAND', 'FINANCIAL SERVICES', 'PO BOX 4200', "ST. JOHN'S NL A1C 5S7", 'CANADA']);
    assert.equal(w.townLocationName, undefined);
  });
});

describe('words of more languages and scripts', () => {
  test('"No. 50, Navam Mawatha": a Sri Lankan street word takes its marked number', () => {
    const v = parse(['The Ceylon Chamber of Commerce', 'No. 50, Navam Mawatha', 'Colombo 02, Sri Lanka']);
    assert.deepEqual(pick(v, ['streetName', 'buildingNumber', 'townName', 'townLocationName']), { streetName: 'Navam Mawatha', buildingNumber: '50', townName: 'Colombo 02' });
  });

  test('"Τ.Θ. 10467" is a Greek post box; "бр. 10-А" a Macedonian number with its letter', () => {
    const v = parse(['Οργανισμός Λιμένος Θεσσαλονίκης Α.Ε.', 'Τ.Θ. 10467', '541 10 Θεσσαλονίκη', 'Ελλάδα']);
    assert.deepEqual(pick(v, ['postBox', 'streetName', 'buildingNumber', 'postCode']), { postBox: '10467', postCode: '541 10' });
    const w = parse(['Универзитет Гоце Делчев', 'ул. Крсте Мисирков бр. 10-А', '2000 Штип', 'Северна Македонија']);
    assert.deepEqual(pick(w, ['streetName', 'buildingNumber']), { streetName: 'ул. Крсте Мисирков', buildingNumber: '10-А' });
  });

  test('an institution named in its own script is the party: "جامعة أسيوط"', () => {
    const v = parse(['جامعة أسيوط', 'أسيوط 71515', 'جمهورية مصر العربية']);
    assert.equal(v.streetName, undefined);
    assert.deepEqual(v.unplaced, ['جامعة أسيوط']);
  });

  test('"Brgy. Lahug": a Philippine barangay without its label', () => {
    assert.equal(parse(['University of the Philippines Cebu', 'Gorordo Avenue, Brgy. Lahug', 'Cebu City 6000, Philippines']).townLocationName, 'Lahug');
  });
});

describe('largest first: the country glued before the first unit, the postcode glued to its mark', () => {
  test('"日本国宮城県仙台市...": the prefecture without the country\'s name, which stays AddressLine text', () => {
    const v = parse(['日本国宮城県仙台市青葉区星陵町1-1', '郵便番号 980-8574']);
    assert.deepEqual(pick(v, ['countrySubDivision', 'townName', 'postCode', 'country']), { countrySubDivision: '宮城県', townName: '仙台市', postCode: '980-8574', country: 'JP' });
    assert.ok(v.unplaced.includes('日本国'), JSON.stringify(v.unplaced));
  });

  test('"中国广东省...邮编518054": province and postcode', () => {
    const v = parse(['中国广东省深圳市南山区海天二路33号腾讯滨海大厦 邮编518054']);
    assert.deepEqual(pick(v, ['countrySubDivision', 'townName', 'postCode', 'country']), { countrySubDivision: '广东省', townName: '深圳市', postCode: '518054', country: 'CN' });
    assert.ok(v.unplaced.includes('邮编'), JSON.stringify(v.unplaced));
  });
});

describe('areas named with a number, and an area before the capital', () => {
  test('"Sangkat Teuk Laak 1, Khan Toul Kork": a small number ends the area\'s name; it is no house number', () => {
    const v = parse(['Russian Federation Boulevard', 'Sangkat Teuk Laak 1, Khan Toul Kork', 'Phnom Penh 120404, Cambodia'], undefined, postal);
    assert.deepEqual(pick(v, ['streetName', 'buildingNumber', 'townLocationName', 'districtName', 'townName']), { streetName: 'Russian Federation Boulevard', townLocationName: 'Teuk Laak 1', districtName: 'Toul Kork', townName: 'Phnom Penh' });
  });

  test('"KHAN TOUL KORK PHNOM PENH 120404": the labelled district, then the capital named like its province', () => {
    const v = parse(['RUSSIAN FEDERATION BLVD SANGKAT TEUK LAAK 1', 'KHAN TOUL KORK PHNOM PENH 120404'], 'KH', postal);
    assert.deepEqual(pick(v, ['streetName', 'townLocationName', 'districtName', 'townName', 'countrySubDivision']), { streetName: 'RUSSIAN FEDERATION BLVD', townLocationName: 'TEUK LAAK 1', districtName: 'TOUL KORK', townName: 'PHNOM PENH' });
  });
});

describe('a Moroccan quarter keeps its label in its name', () => {
  test('"2 RUE AL ABTAL HAY ERRAHA": the quarter after the street, "Hay" included; in Arabic script the label is dropped as everywhere', () => {
    const v = parse(['OCP SA', '2 RUE AL ABTAL HAY ERRAHA', '20200 CASABLANCA', 'MA']);
    assert.deepEqual(pick(v, ['streetName', 'townLocationName', 'buildingNumber']), { streetName: 'RUE AL ABTAL', townLocationName: 'HAY ERRAHA', buildingNumber: '2' });
    assert.equal(parse(['2 زنقة الأبطال', 'حي الراحة', '20200 الدار البيضاء', 'المغرب']).townLocationName, 'الراحة');
  });
});

describe('the Turkish district before the capital after a street on the same line', () => {
  test('"... CAD. NO:2-6 SUTLUCE 34445 BEYOGLU ISTANBUL" read as one line: Istanbul is the town, Beyoğlu its district', () => {
    const v = parse(['ARCELIK ANONIM SIRKETI MUHASEBE MUDURLUGU KARAAGAC CAD. NO:2-6 SUTLUCE 34445 BEYOGLU ISTANBUL TURKIYE'], undefined, postal);
    assert.deepEqual(pick(v, ['townName', 'districtName', 'countrySubDivision', 'postCode']), { townName: 'ISTANBUL', districtName: 'BEYOGLU', postCode: '34445' });
  });
});

describe('buildings numbered on their road', () => {
  test('Bahrain: "Office 11, Building 2504" / "Road 2832, Block 428": the building number, never a building named "Building"', () => {
    const v = parse(['Gulf Marine Trading W.L.L.', 'Office 11, Building 2504', 'Road 2832, Block 428', 'Manama, Bahrain'], undefined, postal);
    assert.deepEqual(pick(v, ['buildingNumber', 'buildingName', 'streetName', 'room', 'townName']), { buildingNumber: '2504', streetName: 'Road 2832', room: '11', townName: 'Manama' });
  });

  test('a building word alone on its line names no building ("Block" whose number is the postcode)', () => {
    const v = parse(['Central Bank of Bahrain', 'Building 96, Road 1702, Block 317', 'Diplomatic Area', 'P.O. Box 27, Manama', 'Kingdom of Bahrain'], undefined, postal);
    assert.deepEqual(pick(v, ['buildingNumber', 'buildingName', 'streetName', 'townName', 'postCode']), { buildingNumber: '96', streetName: 'Road 1702', townName: 'Manama', postCode: '317' });
    assert.ok(v.unplaced.includes('Block'), JSON.stringify(v.unplaced));
  });
});

describe('subdivisions written with their kind, wards written after their area', () => {
  test('"420008, Республика Татарстан, г. Казань, ...": the republic whole is the subdivision, Kazan the town', () => {
    const v = parse(['420008, Республика Татарстан, г. Казань, ул. Кремлёвская, д. 18'], 'RU');
    assert.deepEqual(pick(v, ['countrySubDivision', 'townName', 'streetName', 'buildingNumber']), { countrySubDivision: 'Республика Татарстан', townName: 'Казань', streetName: 'ул. Кремлёвская', buildingNumber: '18' });
  });

  test('"YOSHIDA-HONMACHI SAKYO-KU" / "KYOTO 606-8501": the ward is the district, the area before it the street', () => {
    const v = parse(['NATIONAL UNIVERSITY CORPORATION KYOTO UNIVERSITY', 'YOSHIDA-HONMACHI SAKYO-KU', 'KYOTO 606-8501', 'JP'], undefined, postal);
    assert.deepEqual(pick(v, ['districtName', 'streetName', 'townName']), { districtName: 'SAKYO-KU', streetName: 'YOSHIDA-HONMACHI', townName: 'KYOTO' });
  });
});

describe('a country code that is also a subdivision code elsewhere', () => {
  test('is sure when the postcode has its format and the reference knows the town there', () => {
    // "BE" is Bern and Berlin too, and "1120" has the shape of a Swiss postcode.
    const reference = townsOnly({ BE: ['Bruxelles'] });
    const c = confidences(['RUE DE RANSBEEK 310', '1120 BRUXELLES BE'], undefined, reference);
    assert.equal(parse(['RUE DE RANSBEEK 310', '1120 BRUXELLES BE'], undefined, reference).country, 'BE');
    assert.ok((c.country ?? 0) >= 0.8, `country at ${c.country}`);
  });

  test('stays unsure when the reference does not know the town in that country', () => {
    const reference = townsOnly({ BE: ['Antwerpen'] });
    const c = confidences(['RUE DE RANSBEEK 310', '1120 BRUXELLES BE'], undefined, reference);
    assert.ok((c.country ?? 0) < 0.8, `country at ${c.country}`);
  });
});

describe('a town line before a postcode standing alone (2026-11-28)', () => {
  test('a subdivision code ending it is the subdivision, not the legal form it also spells', () => {
    // "SP" is São Paulo and the Polish "sp." too; the line was read as a company's name.
    const v = parse(['AV PAULISTA 1000', 'BELA VISTA', 'SAO PAULO SP', '01310-100'], 'BR', postal);
    assert.deepEqual(pick(v, ['townName', 'countrySubDivision', 'postCode', 'townLocationName']), { townName: 'SAO PAULO', countrySubDivision: 'SP', postCode: '01310-100', townLocationName: 'BELA VISTA' });
  });

  test('a labelled county beside the postcode keeps its label, though its name is a town too', () => {
    const v = parse(['CORPORATION SQUARE', 'BELFAST', 'CO ANTRIM BT1 3AL'], 'GB', postal);
    assert.deepEqual(pick(v, ['townName', 'countrySubDivision', 'postCode']), { townName: 'BELFAST', countrySubDivision: 'CO ANTRIM', postCode: 'BT1 3AL' });
  });
});

describe('a postcode on a line of its own, far from its town (2026-11-28)', () => {
  test('the town written first, the street between: the line the reference pairs with the postcode is the town', () => {
    const v = parse(['ACME KFT', 'BUDAPEST', 'VACI UT 99', '1139'], 'HU', postal);
    assert.deepEqual(pick(v, ['townName', 'postCode', 'streetName', 'buildingNumber']), { townName: 'BUDAPEST', postCode: '1139', streetName: 'VACI UT', buildingNumber: '99' });
  });

  test('five digits after a street type word are no house number: the postcode', () => {
    const v = parse(['ACME AS', 'BUYUKDERE CADDESI 34394', 'SISLI/ISTANBUL'], 'TR', postal);
    assert.equal(v.postCode, '34394');
    // Four digits stay the house number ("Hauptstrasse 1234").
    assert.equal(parse(['HAUPTSTRASSE 1234', '10115 BERLIN'], 'DE', postal).buildingNumber, '1234');
  });
});
