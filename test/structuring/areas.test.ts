// Areas between street and town (src/structuring/areas.ts): a place within the town first, an
// administrative district after it; countries whose cities are divided into named districts; the
// labels of a country that open an area's name; an area the reference knows as the only town.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { confidences, parse, townsOnly, townsWithPopulation } from './helpers';

describe('areas of a town', () => {
  test('two areas after the street: the first is a place within the town, the second the district', () => {
    const v = parse(['Paseo de la Reforma 510', 'Col. Juárez, Cuauhtémoc', '06600 Ciudad de México'], 'MX');
    assert.equal(v.townLocationName, 'Juárez');
    assert.equal(v.districtName, 'Cuauhtémoc');
    const id = parse(['Jl. Jend. Sudirman Kav. 52-53', 'Senayan, Kebayoran Baru', 'Jakarta 12190'], 'ID');
    assert.equal(id.townLocationName, 'Senayan');
    assert.equal(id.districtName, 'Kebayoran Baru');
  });

  test('a lone area is a place within the town, except where cities are divided into named districts', () => {
    const gb = parse(['1 Canada Square', 'Canary Wharf', 'London E14 5AB'], 'GB');
    assert.equal(gb.townLocationName, 'Canary Wharf');
    assert.equal(gb.districtName, undefined);
    const pe = parse(['Av. Javier Prado Este 4200', 'Santiago de Surco', 'Lima 15023'], 'PE');
    assert.equal(pe.districtName, 'Santiago de Surco');
    assert.equal(pe.townLocationName, undefined);
  });

  test("a country's labels open an area and are not part of its name", () => {
    const v = parse(['No. 22-24, Preah Norodom Boulevard', 'Sangkat Wat Phnom', 'Khan Daun Penh', 'Phnom Penh 12202'], 'KH');
    assert.equal(v.townLocationName, 'Wat Phnom');
    assert.equal(v.districtName, 'Daun Penh');
    // The same word in another country is no label.
    const gb = parse(['12 High Street', 'Khan Market', 'London E1 6AN'], 'GB');
    assert.notEqual(gb.districtName, 'Market');
  });

  test('a district label before a large city read as its subdivision names the district', () => {
    const cities = townsWithPopulation({ KH: { 'Phnom Penh': 2_000_000, 'Khan Daun Penh': 100_000 } });
    const v = parse(['No. 22-24, Preah Norodom Boulevard', 'Khan Daun Penh, Phnom Penh'], 'KH', cities);
    assert.equal(v.townName, 'Phnom Penh');
    assert.equal(v.districtName, 'Daun Penh');
  });

  test('with no town, an area the reference knows as a town of the country is the town', () => {
    const towns = townsOnly({ BB: ['Bridgetown'] });
    const v = parse(['Tom Adams Financial Centre', 'Spry Street, Bridgetown', 'St. Michael'], 'BB', towns);
    assert.equal(v.townName, 'Bridgetown');
    assert.notEqual(v.districtName, 'Bridgetown');
    assert.notEqual(v.townLocationName, 'Bridgetown');
  });

  test('text without a letter names no area (the dash of "PO Box 30375 - 00100")', () => {
    const v = parse(['Kilimo Agro Exports Ltd, 4th Floor, Britam Tower', 'Hospital Road, Upper Hill', 'PO Box 30375 - 00100 Nairobi'], 'KE');
    assert.equal(v.townLocationName, 'Upper Hill');
    assert.equal(v.districtName, undefined);
  });
});

describe('official forms of country names', () => {
  test('"Республика Беларусь" is the country whole, and leaves no word to read as an area', () => {
    const v = parse(['пр-т Независимости, 20', '220008, г. Минск', 'Республика Беларусь']);
    assert.equal(v.country, 'BY');
    assert.notEqual(v.districtName, 'Республика');
    assert.notEqual(v.countrySubDivision, 'Республика');
    assert.ok(!v.unplaced.includes('Республика'));
  });
});

describe('an area after a street type that only ends names', () => {
  test('"5 CANTON RD TSIM SHA TSUI": the words after the type word are the area', () => {
    const v = parse(['RM 1203 12/F OCEAN CENTRE', '5 CANTON RD TSIM SHA TSUI', 'KOWLOON HONG KONG']);
    assert.equal(v.streetName, 'CANTON RD');
    assert.equal(v.townLocationName, 'TSIM SHA TSUI');
    assert.equal(v.buildingNumber, '5');
  });

  test('words that continue a street name after its type stay in it', () => {
    assert.equal(parse(['2 Queens Road Central', 'Central, Hong Kong']).streetName, 'Queens Road Central');
    assert.equal(parse(['88 Main Street North', 'Springfield, IL 62701'], 'US').streetName, 'Main Street North');
    assert.equal(parse(['15 Rue du Chemin Vert', '75011 Paris'], 'FR').streetName, 'Rue du Chemin Vert');
  });

  test('an area guess that repeats the town is no area', () => {
    const v = parse(['821 QUEENSTOWN ROAD SINGAPORE', '964312 SINGAPORE']);
    assert.equal(v.streetName, 'QUEENSTOWN ROAD');
    assert.equal(v.townLocationName, undefined);
    assert.ok(v.unplaced.includes('SINGAPORE'));
  });
});

describe('parts of a town and slashes', () => {
  test('a compass word after the town names a part of it, not a subdivision', () => {
    const v = parse(['Jl. MH Thamrin No. 2', 'Jakarta Pusat 10350'], 'ID');
    assert.equal(v.townName, 'Jakarta Pusat');
    assert.equal(v.countrySubDivision, undefined);
  });

  test('"A/B": the half the reference knows as the far larger town is the town, the other its district', () => {
    const cities = townsWithPopulation({ CD: { Kinshasa: 7_800_000, Gombe: 30_000 }, TR: { 'İstanbul': 15_000_000, 'Bakırköy': 200_000 } });
    const cd = parse(['563 Bd Colonel Tshatshi', 'Kinshasa/Gombe'], 'CD', cities);
    assert.equal(cd.townName, 'Kinshasa');
    assert.equal(cd.districtName, 'Gombe');
    const tr = parse(['Havaalanı Caddesi No: 3/1', '34149 Bakırköy/İstanbul'], 'TR', cities);
    assert.equal(tr.townName, 'İstanbul');
    assert.equal(tr.districtName, 'Bakırköy');
  });

  test('without a reference the country\'s own order decides, and elsewhere the slash is kept', () => {
    const tr = parse(['Havaalanı Caddesi No: 3/1', '34149 Bakırköy/İstanbul'], 'TR', townsOnly({}));
    assert.equal(tr.townName, 'İstanbul');
    const other = parse(['12 Main Road', 'Alpha/Beta'], 'ZM', townsOnly({}));
    assert.equal(other.districtName, undefined);
  });

  test('the Arabic neighbourhood label is not part of the name', () => {
    const v = parse(['7801 طريق الملك فهد', 'حي العليا', 'الرياض 12214'], 'SA');
    assert.equal(v.townLocationName, 'العليا');
  });
});

describe('country names with Saint', () => {
  test('"St Kitts and Nevis", "St. Lucia" name their countries; "ST HELIER" names none', async () => {
    const { countryFromText } = await import('../../src/reference/countries');
    assert.equal(countryFromText('ST KITTS AND NEVIS'), 'KN');
    assert.equal(countryFromText('St. Lucia'), 'LC');
    assert.equal(countryFromText('ST HELIER'), undefined);
    assert.equal(parse(['BIRD ROCK', 'BASSETERRE', 'ST KITTS AND NEVIS']).country, 'KN');
  });
});

describe('localities without a street', () => {
  test('with a post box and no street, a place after the box or on the line just before it is the locality', () => {
    const il = parse(['PO Box 39040', 'Ramat Aviv', 'Tel Aviv 6997801'], 'IL');
    assert.equal(il.postBox, '39040');
    assert.equal(il.townLocationName, 'Ramat Aviv');
    const mg = parse(['BANKY FOIBENI MADAGASIKARA', 'ANTANINARENINA', 'BP 550', '101 ANTANANARIVO'], 'MG');
    assert.equal(mg.townLocationName, 'ANTANINARENINA');
    // The first line is the party's name, not a place.
    const ky = parse(['ACME TRUST HOLDINGS', 'P.O. BOX 10052', 'GRAND CAYMAN KY1-1001'], 'KY');
    assert.equal(ky.townLocationName, undefined);
  });

  test("an 'Area' ends a locality's name", () => {
    const v = parse(['HEAD OFFICE', 'MOTIJHEEL COMMERCIAL AREA', 'DHAKA-1000'], 'BD');
    assert.equal(v.townLocationName, 'MOTIJHEEL COMMERCIAL AREA');
    assert.equal(v.streetName, undefined);
  });

  test('a numbered street after the house number ends before the area that follows it', () => {
    const bd = parse(['HOUSE 34 ROAD 7 BANANI', 'DHAKA 1213'], 'BD');
    assert.equal(bd.streetName, 'ROAD 7');
    assert.equal(bd.buildingNumber, '34');
    assert.equal(bd.townLocationName, 'BANANI');
    const ae = parse(['12 STREET 15 AL BARSHA', 'DUBAI'], 'AE');
    assert.equal(ae.streetName, 'STREET 15');
    assert.equal(ae.townLocationName, 'AL BARSHA');
  });
});


describe('area labels glued to their names', () => {
  test('Thai script: "แขวง" opens a place within the town, "เขต" a district, label and all; "ประเทศไทย" is the country', () => {
    const v = parse(['ธนาคารแห่งประเทศไทย', '273 ถนนสามเสน แขวงบางขุนพรหม', 'เขตพระนคร กรุงเทพมหานคร 10200', 'ประเทศไทย']);
    assert.equal(v.country, 'TH');
    assert.equal(v.postCode, '10200');
    assert.equal(v.townName, 'กรุงเทพมหานคร');
    assert.equal(v.districtName, 'เขตพระนคร');
    assert.equal(v.townLocationName, 'แขวงบางขุนพรหม');
    assert.equal(v.streetName, 'ถนนสามเสน');
    assert.equal(v.buildingNumber, '273');
  });
});

describe('numbered areas and building lines (second blind development part)', () => {
  test('an area label with a number ends the street line and keeps its label: "Zona 10", "Phuong 3 Quan 1"', () => {
    const gt = parse(['12 CALLE 1-25 ZONA 10', '01010 GUATEMALA'], 'GT');
    assert.equal(gt.streetName, '12 CALLE');
    assert.equal(gt.buildingNumber, '1-25');
    assert.equal(gt.townLocationName, 'ZONA 10');
    const vn = parse(['45 LE LOI', 'PHUONG 3 QUAN 1', 'HO CHI MINH'], 'VN');
    assert.equal(vn.townLocationName, 'PHUONG 3');
    assert.equal(vn.districtName, 'QUAN 1');
    assert.equal(vn.streetName, 'LE LOI');
  });

  test('"Edificio Avenida", "Torre Paseo": a word that only opens building names wins over a street word; "Nivel 8" is the floor', () => {
    const v = parse(['Av. Arce 2631', 'Torre Paseo, Nivel 8', 'La Paz'], 'BO');
    assert.equal(v.buildingName, 'Torre Paseo');
    assert.equal(v.floor, '8');
    assert.equal(v.streetName, 'Av. Arce');
  });
});

describe('a place written before the street on its line', () => {
  test('"MEDIA CITY, AL SUFOUH ROAD": a word that ends places\' names makes it the locality, not a name', () => {
    const v = parse(['MEDIA CITY, AL SUFOUH ROAD', 'DUBAI'], 'AE');
    assert.equal(v.townLocationName, 'MEDIA CITY');
    assert.equal(v.streetName, 'AL SUFOUH ROAD');
  });
});

describe('a locality label inside a street line', () => {
  test('"Col." or "Bairro" after the street opens the locality, which leaves the street without its label', () => {
    const sv = parse(['AV OLIMPICA COL ESCALON', 'SAN SALVADOR'], 'SV');
    assert.equal(sv.streetName, 'AV OLIMPICA');
    assert.equal(sv.townLocationName, 'ESCALON');
    const br = parse(['RUA OSCAR FREIRE 379 BAIRRO JARDINS', 'SAO PAULO SP 01426-001'], 'BR');
    assert.equal(br.streetName, 'RUA OSCAR FREIRE');
    assert.equal(br.buildingNumber, '379');
    assert.equal(br.townLocationName, 'JARDINS');
  });

  test('a label after a particle is a word of the street\'s name ("Rua do Bairro Alto")', () => {
    assert.equal(parse(['RUA DO BAIRRO ALTO 12', 'LISBOA'], 'PT').streetName, 'RUA DO BAIRRO ALTO');
  });
});

describe('area labels of the country inside a street line', () => {
  test('"12 LE LOI PHUONG BEN NGHE QUAN 1": each label opens its area up to the next; the labels leave with their values', () => {
    const v = parse(['12 LE LOI PHUONG BEN NGHE QUAN 1', 'HO CHI MINH'], 'VN');
    assert.equal(v.townLocationName, 'BEN NGHE');
    assert.equal(v.districtName, 'QUAN 1');
    assert.equal(v.streetName, 'LE LOI');
    // Two labels on one line, each opening its own area.
    const kh = parse(['12 PREAH NORODOM BLVD SANGKAT WAT PHNOM KHAN DAUN PENH', 'PHNOM PENH'], 'KH');
    assert.deepEqual([kh.townLocationName, kh.districtName], ['WAT PHNOM', 'DAUN PENH']);
    // Colonia in Mexico, a label every country reads.
    assert.equal(parse(['AV INSURGENTES SUR 1605 COL SAN JOSE INSURGENTES', '03900 CIUDAD DE MEXICO'], 'MX').townLocationName, 'SAN JOSE INSURGENTES');
  });

  test('a label of another country is a word of the street there', () => {
    // "Phuong" opens a ward in Viet Nam only.
    const sg = parse(['12 PHUONG STREET', 'SINGAPORE 049145'], 'SG');
    assert.equal(sg.streetName, 'PHUONG STREET');
    assert.equal(sg.townLocationName, undefined);
  });
});

describe('a suburb named with a compass or centre word after the street', () => {
  test('"10 FANSHAWE ST AUCKLAND CENTRAL": the suburb is the area; "QUEENS ROAD CENTRAL" keeps its name', () => {
    const v = parse(['10 FANSHAWE ST AUCKLAND CENTRAL', 'AUCKLAND 1010'], 'NZ');
    assert.equal(v.streetName, 'FANSHAWE ST');
    assert.equal(v.townLocationName, 'AUCKLAND CENTRAL');
    assert.equal(parse(['120 GEORGE STREET DUNEDIN NORTH', 'DUNEDIN 9016'], 'NZ').streetName, 'GEORGE STREET');
  });
});

describe('an area written as a unit of its own', () => {
  test('a whole line or segment between street and a sure town is a place within the town at the repair threshold', () => {
    const lines = ['22 Marine Parade', 'Southsea', 'Portsmouth PO4 0JJ'];
    assert.equal(parse(lines, 'GB').townLocationName, 'Southsea');
    assert.equal(confidences(lines, 'GB').townLocationName, 0.8);
    const commas = ['22 Marine Parade, Southsea, Portsmouth PO4 0JJ'];
    assert.equal(confidences(commas, 'GB').townLocationName, 0.8);
    const twoWords = ['12 Queen Street', 'Mount Eden Village', 'Auckland 1010'];
    assert.equal(confidences(twoWords, 'NZ').townLocationName, 0.8);
  });

  test('a compass or common word of a country\'s name is no objection ("EAST TAMAKI", "VICTORIA ISLAND")', () => {
    const auckland = townsOnly({ NZ: ['Auckland'] });
    const lines = ['15 MAURICE PAYKEL PLACE', 'EAST TAMAKI', 'AUCKLAND 2013'];
    assert.equal(parse(lines, 'NZ', auckland).townLocationName, 'EAST TAMAKI');
    assert.equal(confidences(lines, 'NZ', auckland).townLocationName, 0.8);
    const lagos = townsOnly({ NG: ['Lagos'] });
    assert.equal(confidences(['14 ADEOLA ODEKU STREET', 'VICTORIA ISLAND', 'LAGOS 101241'], 'NG', lagos).townLocationName, 0.8);
    // A country's name is still no place within the town.
    assert.ok((confidences(['15 MAURICE PAYKEL PLACE', 'NEW ZEALAND', 'AUCKLAND 2013'], 'NZ', auckland).townLocationName ?? 0) < 0.8);
  });

  test('beside a town the engine is unsure of, the area stays a guess', () => {
    // No postcode and no reference: "Nairobi" is only where a town stands.
    const c = confidences(['14 Riverside Drive', 'Westlands', 'Nairobi'], 'KE');
    assert.ok((c.townName ?? 0) < 0.8);
    assert.ok((c.townLocationName ?? 0) < 0.8);
  });

  test('what names something else than a place stays a guess', () => {
    // A street word, an abbreviated label, a number, a country's subdivision.
    assert.ok((confidences(['Plot 12 Kampala Road', 'Nakasero Hill Road', 'Kampala 256'], 'UG').townLocationName ?? 0) < 0.8);
    assert.ok((confidences(['5 Harbour Road', 'Wan Chai Dist.', 'Hong Kong'], 'HK').townLocationName ?? 0) < 0.8);
    assert.ok((confidences(['22 Marine Parade', 'Block 7', 'Portsmouth PO4 0JJ'], 'GB').townLocationName ?? 0) < 0.8);
    const words = ['22 Marine Parade', 'Southsea', 'Portsmouth PO4 0JJ'];
    // Four words are more than a place's name usually has.
    assert.ok((confidences(['22 Marine Parade', 'Old Town Of The Harbour', 'Portsmouth PO4 0JJ'], 'GB').townLocationName ?? 0) < 0.8);
    assert.equal(confidences(words, 'GB').townLocationName, 0.8);
  });

  test('an area read inside a line with other words is not confirmed by the writing', () => {
    const c = confidences(['22 Marine Parade Southsea', 'Portsmouth PO4 0JJ'], 'GB');
    assert.ok((c.townLocationName ?? 0) < 0.8);
  });
});

describe('an area opening the line that ends with the town', () => {
  const portsmouth = townsOnly({ GB: ['Portsmouth'] });
  const tln = (lines: string[]) => confidences(lines, 'GB', portsmouth).townLocationName ?? 0;

  test('the area before a sure town, with only the postcode, subdivision or country after it, is at the repair threshold', () => {
    assert.equal(parse(['22 Marine Parade', 'SOUTHSEA PORTSMOUTH PO4 0JJ'], 'GB', portsmouth).townLocationName, 'SOUTHSEA');
    assert.equal(tln(['22 Marine Parade', 'SOUTHSEA PORTSMOUTH PO4 0JJ']), 0.8);
    assert.equal(tln(['22 Marine Parade', 'Southsea Portsmouth PO4 0JJ Hampshire']), 0.8);
    assert.equal(tln(['22 Marine Parade', 'Southsea Portsmouth PO4 0JJ United Kingdom']), 0.8);
  });

  test('after a line the 35-character width may have wrapped, the opening words may end a name: a guess', () => {
    // "SOUTHSEA" could not have followed on the line before within 35 characters.
    assert.ok(tln(['22 MARINE PARADE SEAFRONT GARDENS', 'SOUTHSEA PORTSMOUTH PO4 0JJ']) < 0.8);
  });

  test('other text after the town leaves the area a guess', () => {
    assert.ok(tln(['22 Marine Parade', 'Southsea Portsmouth PO4 0JJ Flat 2']) < 0.8);
  });

  test("an area label of the country or a ward's suffix is not a plain place name", () => {
    const jp = confidences(['1-2 Yoshida', 'SAKYO-KU KYOTO 606-8501'], 'JP', townsOnly({ JP: ['Kyoto'] }));
    assert.ok((jp.townLocationName ?? 0) < 0.8);
  });
});

describe('several area labels of the country in one line', () => {
  test('each label opens its own area ("KEL AIRLANGGA KEC GUBENG")', () => {
    const v = parse(['JL MAWAR NO 4', 'KEL MELATI KEC SUKASARI', 'BANDUNG 40154'], 'ID');
    assert.equal(v.townLocationName, 'MELATI');
    assert.equal(v.districtName, 'SUKASARI');
  });
});

describe('a building name written as a unit of its own', () => {
  test('a complex word ends it and the street follows: the name is at the repair threshold', () => {
    const line = ['SASOL PLACE', '50 KATHERINE STREET', 'SANDTON 2196'];
    assert.equal(parse(line, 'ZA').buildingName, 'SASOL PLACE');
    assert.equal(confidences(line, 'ZA').buildingName, 0.8);
    const beforeNumber = ['KINGS PLACE 90 YORK WAY', 'LONDON N1 9FX'];
    assert.equal(parse(beforeNumber, 'GB').buildingName, 'KINGS PLACE');
    assert.equal(confidences(beforeNumber, 'GB').buildingName, 0.8);
  });

  test("a number after a word that takes one may be the building's: the name stays a guess", () => {
    const c = confidences(['MARINA TOWER 2 PASEO DE ROXAS', 'MAKATI CITY 1226'], 'PH');
    assert.ok((c.buildingName ?? 0) < 0.8, `buildingName at ${c.buildingName}`);
  });

  test('a department word, words before it on its line or an area-like complex keep it a guess', () => {
    const department = confidences(['PURCHASING SECRETARIAT KINGS PLACE', '90 YORK WAY', 'LONDON N1 9FX'], 'GB');
    assert.ok((department.buildingName ?? 0) < 0.8, `buildingName at ${department.buildingName}`);
    const glued = confidences(['TREASURY OFFICE KINGS PLACE 90 YORK WAY', 'LONDON N1 9FX'], 'GB');
    assert.ok((glued.buildingName ?? 0) < 0.8, `buildingName at ${glued.buildingName}`);
    const park = confidences(['AIRSIDE BUSINESS PARK', '12 SWORDS ROAD', 'DUBLIN K67 X2Y3'], 'IE');
    assert.ok((park.buildingName ?? 0) < 0.8, `buildingName at ${park.buildingName}`);
  });
});
