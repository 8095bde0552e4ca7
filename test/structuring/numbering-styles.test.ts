// Numbering styles outside the tuned countries (issue 12): marked numbers in a segment of their
// own, numbered roads, Taiwanese sections, and a postcode glued to the town with a hyphen.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parse, pick, townsOnly } from './helpers';

const fields = ['streetName', 'buildingNumber', 'townName', 'postCode'] as const;

describe('numbering styles', () => {
  test('"Plot 33, Kampala Road": the plot is the building number of the street beside it', () => {
    assert.deepEqual(pick(parse(['Plot 33, Kampala Road', 'Kampala', 'Uganda']), fields), { streetName: 'Kampala Road', buildingNumber: '33', townName: 'Kampala' });
  });

  test('"n.º 195" after the street, in its own segment or not', () => {
    assert.deepEqual(pick(parse(['Avenida da Liberdade, n.º 195', '1250-142 Lisboa', 'Portugal']), fields), { streetName: 'Avenida da Liberdade', buildingNumber: '195', townName: 'Lisboa', postCode: '1250-142' });
    assert.deepEqual(pick(parse(['Rua Augusta n.º 1695', '01310-200 São Paulo - SP', 'Brazil']), ['streetName', 'buildingNumber']), { streetName: 'Rua Augusta', buildingNumber: '1695' });
  });

  test('"No. 2, Sec. 1, Roosevelt Road": the section stays in the street name', () => {
    assert.deepEqual(pick(parse(['No. 2, Sec. 1, Roosevelt Road', 'Taipei 100', 'Taiwan']), fields), { streetName: 'Roosevelt Road Sec. 1', buildingNumber: '2', townName: 'Taipei', postCode: '100' });
  });

  test('"Road 1702" and "House 12, Road 5": a road named by its number', () => {
    assert.equal(parse(['Building 123, Road 1702', 'Manama', 'Bahrain']).streetName, 'Road 1702');
    assert.deepEqual(pick(parse(['House 12, Road 5, Dhanmondi', 'Dhaka-1205', 'Bangladesh']), fields), { streetName: 'Road 5', buildingNumber: '12', townName: 'Dhaka', postCode: '1205' });
  });

  test('"Karachi-74000", "01057-Mixco": town and postcode joined by a hyphen', () => {
    assert.deepEqual(pick(parse(['12 Shahrah-e-Faisal Road', 'Karachi-74000', 'Pakistan']), ['townName', 'postCode']), { townName: 'Karachi', postCode: '74000' });
    assert.deepEqual(pick(parse(['Calle Mixco 12', '01057-Mixco', 'Guatemala']), ['townName', 'postCode']), { townName: 'Mixco', postCode: '01057' });
  });

  test('country prefixes and numbered streets of the tuned countries are unchanged', () => {
    assert.deepEqual(pick(parse(['Brīvības iela 36', 'Rīga, LV-1050', 'Latvia']), ['townName', 'postCode']), { townName: 'Rīga', postCode: 'LV-1050' });
    assert.deepEqual(pick(parse(['Landstrasse 109', '9490 Vaduz', 'Liechtenstein']), ['streetName', 'buildingNumber']), { streetName: 'Landstrasse', buildingNumber: '109' });
    assert.deepEqual(pick(parse(['Carrera 7 No. 14-78', 'Bogotá', 'Colombia']), ['streetName', 'buildingNumber']), { streetName: 'Carrera 7', buildingNumber: '14-78' });
  });

  test('a street named after a date keeps its day; the marked number beside it is the building number', () => {
    assert.deepEqual(pick(parse(['Rua 7 de Setembro, n.º 44', '1100-148 Lisboa', 'Portugal']), ['streetName', 'buildingNumber']), { streetName: 'Rua 7 de Setembro', buildingNumber: '44' });
    assert.deepEqual(pick(parse(['Av. 16 de Julio, No. 1490', 'La Paz', 'Bolivia']), ['streetName', 'buildingNumber']), { streetName: 'Av. 16 de Julio', buildingNumber: '1490' });
  });

  test('a road with its section keeps the section; the marked number written before it is the building number', () => {
    assert.deepEqual(pick(parse(['No. 7, Xinyi Rd. Sec. 5', 'Taipei City 110'], 'TW'), ['streetName', 'buildingNumber']), { streetName: 'Xinyi Rd. Sec. 5', buildingNumber: '7' });
    assert.deepEqual(pick(parse(['бул. Витоша № 18', '1000 София'], 'BG'), ['streetName', 'buildingNumber']), { streetName: 'бул. Витоша', buildingNumber: '18' });
  });

  test('a spaced dash between a number and a postcode separates them; between two numbers it is a range', () => {
    assert.deepEqual(pick(parse(['Piazza San Carlo, 156 - 10121 Torino'], 'IT'), fields), { streetName: 'Piazza San Carlo', buildingNumber: '156', postCode: '10121', townName: 'Torino' });
    assert.equal(parse(['Kalverstraat 9 - 12', '1012 NX Amsterdam'], 'NL').buildingNumber, '9-12');
  });

  test("a post box keeps its post office's letters ('P.O. Box GP 2674')", () => {
    assert.equal(parse(['1 Thorpe Road', 'P.O. Box GP 2674', 'Accra', 'Ghana']).postBox, 'GP 2674');
    assert.equal(parse(['PO Box 123', '10117 Berlin'], 'DE').postBox, '123');
  });
});


describe('kilometre markers and corners (second blind development part)', () => {
  test('"Km 12.5" in a road line is the building number, before or after the road', () => {
    const after = parse(['Carretera Panamericana Km 12.5', 'San Salvador'], 'SV');
    assert.equal(after.streetName, 'Carretera Panamericana');
    assert.equal(after.buildingNumber, 'Km 12.5');
    const before = parse(['KM 7 CARRETERA A LEON', 'MANAGUA'], 'NI');
    assert.equal(before.streetName, 'CARRETERA A LEON');
    assert.equal(before.buildingNumber, 'KM 7');
  });

  test('"Km 12" after a road\'s code or a name without a street word is the building number too', () => {
    assert.deepEqual(pick(parse(['GP1 KM 12', '2034 EZZAHRA'], 'TN'), ['streetName', 'buildingNumber']), { streetName: 'GP1', buildingNumber: 'KM 12' });
    assert.deepEqual(pick(parse(['JL. RAYA BOGOR KM 19', 'JAKARTA TIMUR 13510'], 'ID'), ['streetName', 'buildingNumber']), { streetName: 'JL. RAYA BOGOR', buildingNumber: 'KM 19' });
    // An organisation's line is no road.
    assert.notEqual(parse(['ACME LTD KM 5', 'Nairobi'], 'KE').buildingNumber, 'KM 5');
  });

  test('"esq." opens the corner street, which stays AddressLine text; "2º esq." is a door', () => {
    const v = parse(['AV ARCE ESQ. ROSENDO GUTIERREZ', 'LA PAZ'], 'BO');
    assert.equal(v.streetName, 'AV ARCE');
    assert.ok(v.unplaced.includes('ESQ. ROSENDO GUTIERREZ'));
    assert.equal(parse(['C/ Mayor 5 2º esq.', '28013 Madrid'], 'ES').streetName, 'C/ Mayor');
  });
});

describe('coded streets and department offices (third blind development part)', () => {
  test('"KN 3 Rd" in Rwanda is the street\'s name, not a house number; the number after it is', () => {
    const v = parse(['KN 3 RD 14', 'KIGALI'], 'RW');
    assert.equal(v.streetName, 'KN 3 RD');
    assert.equal(v.buildingNumber, '14');
  });

  test('"OFFICE OF ..." is no room "OF", and a department\'s office is no room before the street\'s number', () => {
    const v = parse(['UNIVERSITY OF IDAHO', 'OFFICE OF SPONSORED PROGRAMS', 'PO BOX 443020', 'MOSCOW ID 83844'], 'US');
    assert.equal(v.room, undefined);
    assert.equal(v.townLocationName, undefined);
    assert.equal(v.postBox, '443020');
  });
});

describe('a marked number inside a line, numbered areas in English, corners', () => {
  test('"NAME NO 12 STREET": the number\'s mark opens the street after it; the words before are the name or building', () => {
    const v = parse(['PEOPLES BANK NO 75 SIR CHITTAMPALAM A GARDINER MAWATHA', 'COLOMBO 02'], 'LK');
    assert.equal(v.streetName, 'SIR CHITTAMPALAM A GARDINER MAWATHA');
    assert.equal(v.buildingNumber, '75');
    const ug = parse(['WORKERS HOUSE PLOT 1 PILKINGTON RD', 'KAMPALA'], 'UG');
    assert.equal(ug.streetName, 'PILKINGTON RD');
    assert.equal(ug.buildingName, 'WORKERS HOUSE');
  });

  test('"Ward 6, District 3" are Vietnamese areas; "corner" opens a corner street', () => {
    const vn = parse(['12 Nguyen Dinh Chieu', 'Ward 6, District 3', 'Ho Chi Minh City'], 'VN');
    assert.equal(vn.townLocationName, 'Ward 6');
    assert.equal(vn.districtName, 'District 3');
    const ph = parse(['6750 Ayala Avenue corner Paseo de Roxas', 'Makati City'], 'PH');
    assert.equal(ph.streetName, 'Ayala Avenue');
    assert.ok(ph.unplaced.includes('corner Paseo de Roxas'));
  });
});

describe('a place after a street named by its number', () => {
  test('"PLOT 15 ROAD 71 GULSHAN": the street ends with its number, the place after it is the area; dates and "bis" go on the name', () => {
    const v = parse(['PLOT 22 ROAD 113 BANANI', 'DHAKA 1213'], 'BD');
    assert.deepEqual(pick(v, ['streetName', 'townLocationName', 'buildingNumber']), { streetName: 'ROAD 113', townLocationName: 'BANANI', buildingNumber: '22' });
    assert.equal(parse(['CALLE 26 BIS 12-30', 'BOGOTA'], 'CO').streetName, 'CALLE 26 BIS');
    assert.equal(parse(['AV 5 DE MAYO 20', '06000 CIUDAD DE MEXICO'], 'MX').streetName, 'AV 5 DE MAYO');
    assert.equal(parse(['CARRERA 15 SUR 40-10', 'BOGOTA'], 'CO').streetName, 'CARRERA 15 SUR');
  });
});

describe('the postal zone before a boîte postale', () => {
  test('"01 BP 1269 Abidjan 01": the zone number is no house number; the street stays the street', () => {
    const v = parse(['Boulevard Valéry Giscard d\'Estaing, Marcory', '04 BP 2071 Abidjan 04'], 'CI');
    assert.equal(v.buildingNumber, undefined);
    assert.equal(v.postBox, '2071');
    assert.equal(v.streetName, 'Boulevard Valéry Giscard d\'Estaing');
  });
});

describe('numbers of the sixth session: fractions, two-word marks, streets without number', () => {
  test('"Autopista Duarte Km 1 1/2": the fraction belongs to the kilometre', () => {
    assert.deepEqual(pick(parse(['Autopista Duarte Km 1 1/2', 'Santiago de los Caballeros', 'República Dominicana']), ['streetName', 'buildingNumber']), { streetName: 'Autopista Duarte', buildingNumber: 'Km 1 1/2' });
  });

  test('"Plot No. 12, Sector 44": a plot alone is the number, never a street named "Plot"', () => {
    const v = parse(['Plot No. 12, Sector 44', 'Gurugram, Haryana 122003', 'India']);
    assert.equal(v.buildingNumber, '12');
    assert.notEqual(v.streetName, 'Plot');
  });

  test('"Rua ..., s/n" and "... FERREIRA S/N": the street without number keeps its mark as the number, never a locality', () => {
    const v = parse(['Rua Eng. Agronômico Andrei Cristian Ferreira, s/n', 'Trindade, Florianópolis - SC', '88040-900 Brasil']);
    assert.deepEqual(pick(v, ['streetName', 'buildingNumber', 'townLocationName']), { streetName: 'Rua Eng. Agronômico Andrei Cristian Ferreira', buildingNumber: 's/n', townLocationName: 'Trindade' });
    const w = parse(['R ENG AGRONOMICO ANDREI CRISTIAN FERREIRA S/N', 'TRINDADE FLORIANOPOLIS SC 88040-900'], 'BR');
    assert.deepEqual(pick(w, ['streetName', 'buildingNumber']), { streetName: 'R ENG AGRONOMICO ANDREI CRISTIAN FERREIRA', buildingNumber: 'S/N' });
  });
});

describe('a number glued to its mark', () => {
  test('"No.1, University Rd.": the glued mark and number join the street beside it', () => {
    assert.deepEqual(pick(parse(['National Cheng Kung University', 'No.1, University Rd.', 'East District', 'Tainan City 701', 'Taiwan']), ['streetName', 'buildingNumber']), { streetName: 'University Rd.', buildingNumber: '1' });
  });

  test('"MYANMA PORT AUTHORITY NO.10 PANSODAN ST ...": a line numbered by a glued mark is read as a street line, the name before it cut off', () => {
    const v = parse(['MYANMA PORT AUTHORITY NO.10 PANSODAN ST KYAUKTADA TOWNSHIP YANGON MYANMAR']);
    assert.deepEqual(pick(v, ['streetName', 'buildingNumber']), { streetName: 'PANSODAN ST', buildingNumber: '10' });
    assert.ok(v.unplaced.includes('MYANMA PORT AUTHORITY'), JSON.stringify(v.unplaced));
  });
});

describe('street words of the Maldives', () => {
  test('"Magu" is a street, not a place within the town', () => {
    const v = parse(['SUNSET TRADING PVT LTD', 'AMEENEE MAGU MALE 20095'], 'MV', townsOnly({ MV: ['Male'] }));
    assert.equal(v.streetName, 'AMEENEE MAGU');
    assert.equal(v.townLocationName, undefined);
  });
});
