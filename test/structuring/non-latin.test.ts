// Addresses written in their own script (issue 12): the town recognised as written (GeoNames'
// alternate names in the country's scripts), Cyrillic street and number words, and under the EPC
// character set a romanised text that keeps its country instead of full stops.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadPostalReference } from '../../src/verification/verifyAddress';
import type { PostalReference } from '../../src/reference/postal/types';
import { run } from '../pipeline/run';
import { parse, pick } from './helpers';

let postal: PostalReference;
before(async () => {
  postal = await loadPostalReference();
});

describe('towns in the country\'s own script', () => {
  test('the reference knows Cyrillic, Greek, Han and Hangul names of larger towns in their own country only', () => {
    assert.equal(postal.findTown('RU', 'Санкт-Петербург')[0]?.name, 'Saint Petersburg');
    assert.equal(postal.findTown('GR', 'Θεσσαλονίκη').length > 0, true);
    assert.equal(postal.findTown('CN', '上海')[0]?.name, 'Shanghai');
    assert.equal(postal.findTown('KR', '부산').length > 0, true);
    // Moscow in Chinese is no name an address in Russia carries.
    assert.equal(postal.findTown('RU', '莫斯科').length, 0);
  });

  test('a Cyrillic address gives street, number, postcode and town', () => {
    assert.deepEqual(pick(parse(['пр. Невский, д. 28', 'Санкт-Петербург, 191186', 'Россия'], undefined, postal), ['streetName', 'buildingNumber', 'postCode', 'townName', 'country']), {
      streetName: 'пр. Невский',
      buildingNumber: '28',
      postCode: '191186',
      townName: 'Санкт-Петербург',
      country: 'RU',
    });
  });

  test('a Greek address gives the town as written', () => {
    assert.deepEqual(pick(parse(['Οδός Τσιμισκή 10', '546 24 Θεσσαλονίκη', 'Ελλάδα'], undefined, postal), ['streetName', 'buildingNumber', 'postCode', 'townName', 'country']), {
      streetName: 'Οδός Τσιμισκή',
      buildingNumber: '10',
      postCode: '546 24',
      townName: 'Θεσσαλονίκη',
      country: 'GR',
    });
  });
});

describe('under the EPC character set', () => {
  test('letters without an EPC mapping are romanised, the country name still reads as the country, and no word is lost', () => {
    const outcome = run({ postalAddress: { addressLine: ['上海市黄浦区中山东一路12号', '200002', '中国'] }, processingOptions: { scheme: 'SCT' } } as never) as unknown as { response: { result: { output: Record<string, unknown> } } };
    const output = outcome.response.result.output;
    assert.equal(output.country, 'CN');
    assert.equal(output.postCode, '200002');
    const lines = (output.addressLine as string[]).join(' ');
    assert.ok(/ShangHai/.test(lines), lines);
    assert.ok(!lines.includes('..'), lines);
  });

  test('the Cyrillic house-number and flat labels leave with their values', () => {
    const outcome = run({ postalAddress: { addressLine: ['ул. Тверская, д. 7, кв. 12', 'Москва, 125009', 'Россия'] } } as never) as unknown as { response: { result: { output: Record<string, unknown> } } };
    const output = outcome.response.result.output;
    assert.equal(output.buildingNumber, '7');
    assert.equal(output.room, '12');
    assert.equal(output.townName, 'Москва');
    assert.equal(output.addressLine, undefined);
  });
});

describe('the Russian order with the town mark', () => {
  test('"125009, г. Москва, ул. Тверская, д. 7, кв. 5": postcode, town without its mark, street, house, flat; the labels leave with their values', () => {
    assert.deepEqual(pick(parse(['125009, г. Москва, ул. Тверская, д. 7, кв. 5'], 'RU', postal), ['postCode', 'townName', 'streetName', 'buildingNumber', 'room']), {
      postCode: '125009',
      townName: 'Москва',
      streetName: 'ул. Тверская',
      buildingNumber: '7',
      room: '5',
    });
    const outcome = run({ postalAddress: { addressLine: ['125009, г. Москва, ул. Тверская, д. 7, кв. 5'], country: 'RU' } } as never) as unknown as { response: { result: { output: Record<string, unknown> } } };
    assert.equal(outcome.response.result.output.townName, 'Москва');
    assert.equal(outcome.response.result.output.addressLine, undefined);
  });
});

describe('separators of other scripts', () => {
  test('the Arabic comma separates address parts as a comma does, and leaves no mark on kept text', () => {
    // One line in Arabic with Arabic commas: before, the whole line up to the postcode was the town.
    const lines = ['شركة الخليج للتجارة، ص.ب. 8812، جدة 21492'];
    assert.deepEqual(pick(parse(lines, 'SA', postal), ['postBox', 'townName', 'postCode']), { postBox: '8812', townName: 'جدة', postCode: '21492' });
    const output = (run({ postalAddress: { addressLine: lines, country: 'SA' } } as never) as unknown as { response: { result: { output: Record<string, unknown> } } }).response.result.output;
    assert.equal(output.townName, 'جدة');
    assert.deepEqual(output.addressLine, ['شركة الخليج للتجارة']);
  });

  test('the full-width comma of Chinese and Japanese separates parts too', () => {
    assert.deepEqual(pick(parse(['广东省，广州市，天河区，天河路385号'], 'CN', postal), ['countrySubDivision', 'townName', 'districtName', 'streetName', 'buildingNumber']), {
      countrySubDivision: '广东省',
      townName: '广州市',
      districtName: '天河区',
      streetName: '天河路',
      buildingNumber: '385',
    });
  });
});

describe('the country opening a line after a name line, largest unit first', () => {
  test('"КАЗАХСТАН, 050000, Г. АЛМАТЫ" and "مصر، الإسكندرية 21500": the country, then the postcode and the town', () => {
    assert.deepEqual(pick(parse(['ТОО АЛМА ТРЕЙД', 'КАЗАХСТАН, 050000, Г. АЛМАТЫ', 'УЛ. АБАЯ, 10'], undefined, postal), ['country', 'postCode', 'townName', 'streetName', 'buildingNumber']), {
      country: 'KZ',
      postCode: '050000',
      townName: 'АЛМАТЫ',
      streetName: 'УЛ. АБАЯ',
      buildingNumber: '10',
    });
    // A three-letter name in its own script is a name ("مصر"), not a code.
    assert.deepEqual(pick(parse(['شركة النيل للتجارة', 'مصر، الإسكندرية 21500، شارع فؤاد'], undefined, postal), ['country', 'postCode', 'townName']), { country: 'EG', postCode: '21500', townName: 'الإسكندرية' });
  });

  test('a person written "JORDAN, MICHAEL" names no country; after the first line only a postcode of the country counts', () => {
    assert.equal(parse(['JORDAN, MICHAEL', '12 MAIN STREET', 'SPRINGFIELD IL 62701'], undefined, postal).country, 'US');
    // "12" is no postcode of China: the line is a company's and a street's, not the country's.
    assert.notEqual(parse(['JOHN SMITH', 'CHINA, 12 HIGH STREET', 'LONDON'], undefined, postal).country, 'CN');
  });
});
