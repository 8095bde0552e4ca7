// Tests for the EPC basic Latin conversion and control-character removal (contract section 6).
// Expected values follow the EPC217-08 conversion table and the documented choices beyond it.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { EPC_BASIC_LATIN, isEpcBasicLatin, stripControlCharacters, toEpcCharset } from '../../src/reference/charset';

describe('isEpcBasicLatin', () => {
  const cases: Array<[string, boolean]> = [
    ["Main St 5/7, (rear) - c/o J. O'Neil + Co? a:b", true],
    ['', true],
    ['Straße', false],
    ['A & B', false],
    ['a@b', false],
    ['tab\there', false],
    ['line\n', false],
    ['semi;colon', false],
  ];
  for (const [text, expected] of cases) {
    test(`${JSON.stringify(text)} -> ${expected}`, () => assert.equal(isEpcBasicLatin(text), expected));
  }
  test('EPC_BASIC_LATIN is exactly the allowed set', () => {
    assert.equal(EPC_BASIC_LATIN.length, 26 * 2 + 10 + 11);
    assert.ok(isEpcBasicLatin(EPC_BASIC_LATIN));
  });
});

describe('toEpcCharset', () => {
  const cases: Array<[string, string]> = [
    ['Fußgängerübergänge', 'Fusgangerubergange'], // EPC: ß→s, umlauts → base letter
    ['Bärbel Garçon', 'Barbel Garcon'],
    ['Ærøskøbing Œuvre', 'Aroskobing Ouvre'],
    ['Łódź, ul. Piotrkowska 5', 'Lodz, ul. Piotrkowska 5'],
    ['Şişli İstanbul', 'Sisli Istanbul'],
    ['Ħal Qormi', 'Hal Qormi'], // table slip ħ→i corrected to h
    ['Αθήνα, Οδός Ερμού 5', 'Athina, Odos Ermoy 5'],
    ['ΘΕΣΣΑΛΟΝΙΚΗ', 'THESSALONIKI'],
    ['София, ул. Шипка', 'Sofiya, ul. Shipka'],
    ['Юлия Щербакова', 'Yuliya Shterbakova'],
    ['ЩИТ', 'SHTIT'],
    ['J’accuse', "J'accuse"],
    ['Smith & Sons "Ltd"', "Smith + Sons 'Ltd'"],
    ['Hof [rear]; {b} a_b|c~d\\e', 'Hof (rear), (b) a-b/c-d/e'],
    ['info@acme.com #5 100% *', 'info.acme.com .5 100. .'],
    ['Nº 5 – 1st floor…', 'No 5 - 1st floor...'],
    ['e\u0301cole', 'ecole'], // decomposed accent
    ['a\tb\r\nc', 'a b  c'],
    ['zero\u200bwidth\ufeff', 'zerowidth'],
    ['€ 100', 'E 100'],
    ['東京', 'DongJing'], // no EPC mapping: romanised by any-ascii (issue 12), reported
    ['서울', 'SeoUl'],
    ['กรุงเทพ', 'krungethph'],
    ['☃', '.'], // no letter: full stop, reported
    ['plain text, already fine', 'plain text, already fine'],
  ];
  for (const [input, expected] of cases) {
    test(`${JSON.stringify(input)} -> ${JSON.stringify(expected)}`, () => {
      const result = toEpcCharset(input);
      assert.equal(result.text, expected);
      assert.ok(isEpcBasicLatin(result.text));
    });
  }

  test('every changed character is reported once, unmapped ones as "."', () => {
    const result = toEpcCharset('Ä Ä ß 東 ☃');
    assert.deepEqual(result.converted, [
      { from: 'Ä', to: 'A' },
      { from: 'ß', to: 's' },
      { from: '東', to: 'Dong' },
      { from: '☃', to: '.' },
    ]);
  });
  test('removed characters are reported with an empty replacement', () => {
    assert.deepEqual(toEpcCharset('a\u200bb').converted, [{ from: '\u200b', to: '' }]);
  });
  test('text already in the set reports nothing', () => {
    assert.deepEqual(toEpcCharset('Main St 5').converted, []);
  });
});

describe('stripControlCharacters', () => {
  const cases: Array<[string, string, number]> = [
    ['Main St 5', 'Main St 5', 0],
    ['a\tb', 'a b', 1],
    ['a\r\nb', 'a  b', 2],
    ['a\u0000b\u0007c\u007f', 'abc', 3],
    ['a\u0085b\u009fc', 'a bc', 2],
    ['\ufeffStraße\u200b 5', 'Straße 5', 2],
    ['Ἀθῆναι 東京', 'Ἀθῆναι 東京', 0], // Unicode letters are kept
  ];
  for (const [input, text, removed] of cases) {
    test(`${JSON.stringify(input)}`, () => assert.deepEqual(stripControlCharacters(input), { text, removed }));
  }
});
