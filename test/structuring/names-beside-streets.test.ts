// Where a name or a place beside a street ends and the street begins (sixth session, issue 12):
// titles and lead words open compound streets, the town after a name ends that name, a numbered
// building named after a square, a locality closed by its ending word before the street.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parse, pick } from './helpers';

describe('a compound street opens with its title or lead word', () => {
  test('"Dr" after a department line is the street\'s title, not Drive wrapped from that line', () => {
    const v = parse(['ERASMUS MC', 'AFDELING CREDITEURENADMINISTRATIE', 'DR MOLEWATERPLEIN 40', '3015 GD ROTTERDAM'], 'NL');
    assert.deepEqual(pick(v, ['streetName', 'buildingNumber']), { streetName: 'DR MOLEWATERPLEIN', buildingNumber: '40' });
    assert.ok(v.unplaced.includes('AFDELING CREDITEURENADMINISTRATIE'), JSON.stringify(v.unplaced));
  });

  test('a name glued before it ends before the lead word ("NIEUWE", "AN DER", "DR")', () => {
    assert.equal(parse(['ACME BV NIEUWE BINNENWEG 12', '3015 GD ROTTERDAM'], 'NL').streetName, 'NIEUWE BINNENWEG');
    assert.equal(parse(['ACME GMBH AN DER ALSTERWIESE 3', '20099 HAMBURG'], 'DE').streetName, 'AN DER ALSTERWIESE');
    const v = parse(['AFDELING CREDITEURENADMINISTRATIE DR MOLEWATERPLEIN 40', '3015 GD ROTTERDAM'], 'NL');
    assert.equal(v.streetName, 'DR MOLEWATERPLEIN');
    assert.deepEqual(v.unplaced, ['AFDELING CREDITEURENADMINISTRATIE']);
  });

  test('"DR" still ends a street whose name is on the line before ("JAMES COOK DR")', () => {
    assert.equal(parse(['ACME LTD 5 JAMES COOK DR', 'TOWNSVILLE QLD 4811 AU']).streetName, 'JAMES COOK DR');
  });
});

describe('the town after a name, opening the street line, ends the name', () => {
  test('"KRKA DD NOVO MESTO SMARJESKA CESTA" in Novo Mesto', () => {
    const v = parse(['KRKA DD NOVO MESTO SMARJESKA CESTA', '6 SI-8501 NOVO MESTO SI']);
    assert.deepEqual(pick(v, ['streetName', 'buildingNumber', 'townName']), { streetName: 'SMARJESKA CESTA', buildingNumber: '6', townName: 'NOVO MESTO' });
    assert.deepEqual(v.unplaced, ['KRKA DD NOVO MESTO']);
  });

  test('without a name before it, a street named after the town keeps it ("Kampala Road")', () => {
    assert.equal(parse(['Bank of Uganda', 'Plot 37/45, Kampala Road', 'P.O. Box 7120', 'Kampala, Uganda']).streetName, 'Kampala Road');
    assert.equal(parse(['12 LONDON ROAD', 'LONDON SE1 6LW'], 'GB').streetName, 'LONDON ROAD');
  });
});

describe('a numbered building named after a square or street', () => {
  test('"EMAAR SQUARE BUILDING 3" is the building, not a street with a number', () => {
    const v = parse(['EMAAR PROPERTIES PJSC', 'EMAAR SQUARE BUILDING 3', 'DOWNTOWN DUBAI', 'PO BOX 9440', 'DUBAI UAE']);
    assert.deepEqual(pick(v, ['buildingName', 'streetName', 'buildingNumber', 'postBox']), { buildingName: 'EMAAR SQUARE BUILDING 3', postBox: '9440' });
  });

  test('"House 5" after a road still numbers the road\'s house', () => {
    const v = parse(['ROAD 12 HOUSE 5', 'DHAKA 1213', 'BANGLADESH']);
    assert.notEqual(v.buildingName, 'ROAD 12 HOUSE 5');
  });
});

describe('a locality closed by its ending word, then the street on the same line', () => {
  test('"YESILKOY MAH. HAVAALANI CAD."', () => {
    const v = parse(['TURK HAVA YOLLARI A.O.', 'YESILKOY MAH. HAVAALANI CAD. NO:3/1', '34149 BAKIRKOY/ISTANBUL', 'TURKIYE']);
    assert.deepEqual(pick(v, ['townLocationName', 'streetName', 'buildingNumber']), { townLocationName: 'YESILKOY MAH.', streetName: 'HAVAALANI CAD.', buildingNumber: '3/1' });
  });

  test('not when only a type word or a number follows ("ANNA NAGAR 2ND AVENUE")', () => {
    assert.equal(parse(['12 ANNA NAGAR 2ND AVENUE', 'CHENNAI 600040'], 'IN').townLocationName, undefined);
  });
});
