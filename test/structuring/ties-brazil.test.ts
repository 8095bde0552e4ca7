// Towns named alike in several countries (ranked by size, confidence kept below 0.8), Brazilian
// conventions (Brasília sectors, CEP before the town, "Town - UF"), accented words that are not legal forms.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { confidences, parse, townsWithPopulation } from './helpers';

describe('a town known in several countries', () => {
  const postal = townsWithPopulation({
    PT: { Lagoa: 20_000 },
    BR: { Lagoa: 4_000, Marília: 240_000 },
    MX: { Marília: 900 },
    IT: { Rivoli: 48_000 },
    FR: { Rivoli: 45_000 },
    AR: { Tandil: 2_000 },
    CZ: { Nitrava: 300 },
    SK: { Nitrava: 80_000 },
    ES: { Tandil: 150_000 },
  });
  test('the much larger town names the country, below 0.8', () => {
    const v = parse(['Edificio Aurora', 'Marília'], undefined, postal);
    assert.equal(v.country, 'BR');
    assert.ok((confidences(['Edificio Aurora', 'Marília'], undefined, postal).country ?? 0) < 0.8);
  });
  test('the street language, when it leaves one country, is strong evidence', () => {
    assert.equal(confidences(['Piazza Grande 3', 'Rivoli'], undefined, postal).country, 0.8);
  });
  test('a close race is a weaker guess than a clear one', () => {
    const close = confidences(['Edificio Aurora', 'Rivoli'], undefined, postal).country ?? 0;
    const clear = confidences(['Edificio Aurora', 'Marília'], undefined, postal).country ?? 0;
    assert.ok(close < clear, `${close} < ${clear}`);
  });
  test('a postcode of the same shape in two countries: the larger town decides, below 0.8', () => {
    const lines = ['Dlhá 14', '949 01 Nitrava'];
    assert.equal(parse(lines, undefined, postal).country, 'SK');
    assert.ok((confidences(lines, undefined, postal).country ?? 1) < 0.8);
  });
  test('a number ending the street line is not a postcode of a country where the town is tiny', () => {
    const v = parse(['Calle Olmo 1450', 'Tandil'], undefined, postal);
    assert.equal(v.country, 'ES');
    assert.equal(v.buildingNumber, '1450');
    assert.equal(v.postCode, undefined);
  });
});

describe('accented words are not legal forms', () => {
  test('a bairro "Sé" stays a place, "Praça da Sé" a street', () => {
    const v = parse(['Praça da Sé 7', 'Sé', '01001-000 São Paulo - SP'], 'BR');
    assert.equal(v.streetName, 'Praça da Sé');
    assert.equal(v.buildingNumber, '7');
    assert.equal(v.townLocationName, 'Sé');
  });
  test('an SE company line is still a name', () => {
    const v = parse(['Beispiel Holding SE', 'Marktplatz 4', '80331 München'], 'DE');
    assert.deepEqual(v.unplaced, ['Beispiel Holding SE']);
  });
});

describe('common country aliases', () => {
  const cases: [string[], string][] = [
    [['Yulgok-ro 75', 'Jongno-gu, Seoul 03058', 'Korea'], 'KR'],
    [['Olaya Street 400', 'Riyadh 12241', 'KSA'], 'SA'],
    [['Mlynská 12', '811 09 Bratislava', 'Slovak Republic'], 'SK'],
    [['Contrada Omagnano 20', '47890 San Marino', 'RSM'], 'SM'],
    [['Carrer de la Unió 4', 'AD700 Escaldes-Engordany', "Principat d'Andorra"], 'AD'],
  ];
  for (const [lines, code] of cases) {
    test(`"${lines[lines.length - 1]}" is ${code}`, () => {
      const v = parse(lines);
      assert.equal(v.country, code);
      assert.ok(!v.unplaced.some((u) => u === lines[lines.length - 1]));
    });
  }
  test('"North Korea" is still not the Republic of Korea', () => {
    assert.equal(parse(['Street 1', 'Pyongyang', 'North Korea']).country, 'KP');
  });
});

describe('Brazilian conventions', () => {
  test('a Brasília sector with quadra and bloco is the street, with no building number', () => {
    const v = parse(['SEPN Quadra 511 Bloco A', 'Asa Norte', '70750-541 Brasília - DF']);
    assert.equal(v.streetName, 'SEPN Quadra 511 Bloco A');
    assert.equal(v.buildingNumber, undefined);
    assert.equal(v.townLocationName, 'Asa Norte');
    assert.equal(v.townName, 'Brasília');
    assert.equal(v.countrySubDivision, 'DF');
  });
  test('a superquadra number, a conjunto and a casa stay in the street; the area after it is the place', () => {
    const v = parse(['SHIS QI 9 Conjunto 4 Casa 11 Lago Sul', '71625-040 Brasília DF'], 'BR');
    assert.equal(v.streetName, 'SHIS QI 9 Conjunto 4 Casa 11');
    assert.equal(v.room, undefined);
    assert.equal(v.townLocationName, 'Lago Sul');
  });
  test('a conjunto after a numbered street is still an office suite', () => {
    const v = parse(['Rua Funchal 200 Conjunto 52', 'Vila Olímpia', '04551-060 São Paulo SP'], 'BR');
    assert.equal(v.streetName, 'Rua Funchal');
    assert.equal(v.room, '52');
  });
  test('a bloco after the house number is the building', () => {
    const v = parse(['Rua Padre Anchieta 300 Bloco 4', 'Bigorrilho', '80730-000 Curitiba - PR'], 'BR');
    assert.equal(v.streetName, 'Rua Padre Anchieta');
    assert.equal(v.buildingNumber, '300');
    assert.equal(v.buildingName, 'Bloco 4');
  });
  test('"Town - UF" after a CEP: the state code is the subdivision, not a country', () => {
    const v = parse(['Avenida Sete de Setembro 45', '40060-000 Salvador - BA']);
    assert.equal(v.country, 'BR');
    assert.equal(v.countrySubDivision, 'BA');
    assert.equal(v.townName, 'Salvador');
  });
  test('a country code after a postcode of its own country is still the country', () => {
    assert.equal(parse(['Rua Garrett 12', '1200-204 Lisboa', 'PT']).country, 'PT');
  });
});

describe('a country code after a town of several words', () => {
  test('"Viña del Mar CL" is Chile when the reference knows the town there', () => {
    const postal = townsWithPopulation({ CL: { 'Viña del Mar': 300_000 }, IT: { Caltanissetta: 60_000 } });
    const v = parse(['Calle Valparaíso 120 Viña del Mar CL'], undefined, postal);
    assert.equal(v.country, 'CL');
    assert.equal(v.townName, 'Viña del Mar');
  });
});
