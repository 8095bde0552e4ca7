// Where a name or a place beside a street ends and the street begins (sixth session, issue 12):
// titles and lead words open compound streets, the town after a name ends that name, a numbered
// building named after a square, a locality closed by its ending word before the street.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { confidences, parse, pick } from './helpers';

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
    assert.equal(v.buildingNumber, '5');
    assert.equal(v.buildingName, undefined);
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

describe('a plot or stand numbers the street it stands on', () => {
  test('"CRESTED TOWERS PLOT 17" / "HANNINGTON ROAD": the building, and the plot joins the street on the next line', () => {
    const v = parse(['STANBIC BANK UGANDA LTD', 'CRESTED TOWERS PLOT 17', 'HANNINGTON ROAD', 'KAMPALA'], 'UG');
    assert.deepEqual(pick(v, ['buildingName', 'streetName', 'buildingNumber', 'townLocationName']), { buildingName: 'CRESTED TOWERS', streetName: 'HANNINGTON ROAD', buildingNumber: '17' });
  });

  test('"Stand No. 6949, Great East Road": a mark of two words, and a marked long number is no postcode', () => {
    const v = parse(['ZESCO Limited', 'Stand No. 6949, Great East Road', 'P.O. Box 33304', 'Lusaka, Zambia']);
    assert.deepEqual(pick(v, ['streetName', 'buildingNumber', 'postBox']), { streetName: 'Great East Road', buildingNumber: '6949', postBox: '33304' });
    assert.ok((confidences(['ZESCO Limited', 'Stand No. 6949, Great East Road', 'P.O. Box 33304', 'Lusaka, Zambia']).buildingNumber ?? 0) >= 0.9);
  });

  test('a street with a number of its own on the next line keeps it; the plot stays AddressLine text', () => {
    const v = parse(['ACME LTD', 'CRESTED TOWERS PLOT 17', '12 HANNINGTON ROAD', 'KAMPALA'], 'UG');
    assert.deepEqual(pick(v, ['streetName', 'buildingNumber']), { streetName: 'HANNINGTON ROAD', buildingNumber: '12' });
    assert.ok(v.unplaced.includes('PLOT 17'), JSON.stringify(v.unplaced));
  });
});

describe('a post box marker without its number', () => {
  test('"PRIVATE MAIL BAG" alone names no place: it stays AddressLine text', () => {
    const v = parse(['RESERVE BANK OF FIJI', 'RESERVE BANK BUILDING', 'PRATT STREET', 'PRIVATE MAIL BAG', 'SUVA', 'FIJI']);
    assert.equal(v.townLocationName, undefined);
    assert.ok(v.unplaced.includes('PRIVATE MAIL BAG'), JSON.stringify(v.unplaced));
    assert.equal(v.streetName, 'PRATT STREET');
  });
});

describe('a named street before an unknown town beside the postcode', () => {
  test('"KATHERINE STREET SANDTON 2196", the number on the line above: the town is the words after the type word', () => {
    const v = parse(['SASOL LIMITED SASOL PLACE 50', 'KATHERINE STREET SANDTON 2196', 'GAUTENG ZA']);
    assert.deepEqual(pick(v, ['townName', 'postCode']), { townName: 'SANDTON', postCode: '2196' });
    // A town the reference does not know, split off by a type word alone: a guess below what the service applies.
    assert.ok((confidences(['SASOL LIMITED SASOL PLACE 50', 'KATHERINE STREET SANDTON 2196', 'GAUTENG ZA']).townName ?? 1) < 0.8);
  });

  test('not when a number follows the type word ("MISKOLC STREET 597.")', () => {
    assert.notEqual(parse(['6720 KISPEST MISKOLC STREET 597.', 'HUNGARY']).townName, '597.');
  });
});

describe('a street text longer than streets are', () => {
  test('"... ECONOMATO VIALE MARIO BRACCI 16": the street from its type word that opens names; the name stays AddressLine text', () => {
    const v = parse(['AZIENDA OSPEDALIERO-UNIVERSITARIA SENESE UOC ECONOMATO VIALE MARIO BRACCI 16 53100 SIENA SI ITALY']);
    assert.deepEqual(pick(v, ['streetName', 'buildingNumber']), { streetName: 'VIALE MARIO BRACCI', buildingNumber: '16' });
    assert.deepEqual(v.unplaced, ['AZIENDA OSPEDALIERO-UNIVERSITARIA SENESE UOC ECONOMATO']);
  });

  test('"... KREDITORBOGHOLDERIET PALLE JUUL-JENSENS BOULEVARD 99": at most three words of name before the type word that ends it', () => {
    const v = parse(['AARHUS UNIVERSITETSHOSPITAL KREDITORBOGHOLDERIET PALLE JUUL-JENSENS BOULEVARD 99 8200 AARHUS N DENMARK']);
    assert.equal(v.streetName, 'PALLE JUUL-JENSENS BOULEVARD');
    assert.deepEqual(v.unplaced, ['AARHUS UNIVERSITETSHOSPITAL KREDITORBOGHOLDERIET']);
  });

  test('a long street that ends with its type word is one street ("King Abdullah Bin Abdulaziz Al Saud Street")', () => {
    assert.equal(parse(['King Abdullah Bin Abdulaziz Al Saud Street', 'POB 854', 'Abu Dhabi', 'UAE']).streetName, 'King Abdullah Bin Abdulaziz Al Saud Street');
  });

  test('nothing of a street too long to keep is dropped: it stays AddressLine text', () => {
    const long = 'ALPHA BRAVO CHARLIE DELTA ECHO FOXTROT GOLF HOTEL INDIA JULIETT KILO LIMA MIKE NOVEMBER OSCAR STREET 5';
    const v = parse([long, '10115 BERLIN'], 'DE');
    const kept = [v.streetName ?? '', ...v.unplaced].join(' ');
    for (const word of long.split(' ').slice(0, -1)) assert.ok(kept.includes(word), `${word} lost: ${JSON.stringify(v)}`);
  });
});

describe('a country prefix cut from its postcode', () => {
  test('"... 5 S" / "E-413 45 GOTEBORG": the join is confirmed by the postcode it begins', () => {
    const v = parse(['SAHLGRENSKA UNIVERSITETSSJUKHUSET L', 'EVERANTORSRESKONTRA BLA STRAKET 5 S', 'E-413 45 GOTEBORG SVERIGE']);
    assert.deepEqual(pick(v, ['postCode', 'buildingNumber', 'townName', 'country']), { postCode: '413 45', buildingNumber: '5', townName: 'GOTEBORG', country: 'SE' });
    // Seventh session: "L" + "EVERANTORSRESKONTRA" is joined by its shape, a department word of the lexicon, so the street stands alone.
    assert.equal(v.streetName, 'BLA STRAKET');
    assert.ok(v.unplaced.includes('SAHLGRENSKA UNIVERSITETSSJUKHUSET LEVERANTORSRESKONTRA'));
  });
});

describe('an office complex named like a street, before the numbered street', () => {
  test('"GOVERNORS SQUARE" / "23 LIME TREE BAY AVE": the complex; the street keeps its number', () => {
    const v = parse(['GOVERNORS SQUARE', '23 LIME TREE BAY AVE', 'PO BOX 10008', 'GRAND CAYMAN KY1-1001'], 'KY');
    assert.deepEqual(pick(v, ['buildingName', 'streetName', 'buildingNumber']), { buildingName: 'GOVERNORS SQUARE', streetName: 'LIME TREE BAY AVE', buildingNumber: '23' });
    // Written on a line of its own before the numbered street, a complex was at the repair threshold
    // (2026-11-28, writtenUnits.ts); one named by a word of open spaces (square, park, gardens) stays
    // a guess since the fourteenth review: "Hanover Square" / "12 Oxford Street" is written alike
    // and names no building. Glued to other words before it on its line it stays a guess too.
    assert.ok((confidences(['GOVERNORS SQUARE', '23 LIME TREE BAY AVE', 'PO BOX 10008', 'GRAND CAYMAN KY1-1001'], 'KY').buildingName ?? 0) < 0.8);
    assert.ok((confidences(['CAYMAN FINANCE GOVERNORS SQUARE 23 LIME TREE BAY AVE', 'GRAND CAYMAN KY1-1001'], 'KY').buildingName ?? 0) < 0.8);
  });

  test('not before a street without a number: "VICTORIA SQUARE" / "HIGH STREET" keeps the square as the street', () => {
    const v = parse(['VICTORIA SQUARE', 'HIGH STREET', 'LONDON'], 'GB');
    assert.equal(v.buildingName, undefined);
    assert.equal(v.streetName, 'VICTORIA SQUARE');
  });
});

describe('institutions, complexes and numbered buildings', () => {
  test('"Sir Arthur Lewis Community College" opening the address names the party; "OLD COLLEGE" after it is a building', () => {
    assert.equal(parse(['Sir Arthur Lewis Community College', 'Morne Fortune', 'Castries, Saint Lucia']).buildingName, undefined);
    assert.equal(parse(['THE UNIVERSITY OF EDINBURGH', 'FINANCE DEPARTMENT', 'OLD COLLEGE', 'SOUTH BRIDGE', 'EDINBURGH', 'EH8 9YL']).buildingName, 'OLD COLLEGE');
  });

  test('a business park or campus is a building below what the service applies', () => {
    const c = confidences(['RYANAIR DAC', 'AIRSIDE BUSINESS PARK', 'SWORDS, CO. DUBLIN', 'K67 NY94', 'IRELAND']);
    assert.ok(c.buildingName !== undefined && c.buildingName < 0.8, JSON.stringify(c));
  });

});

describe('one word before the town, and buildings numbered in words', () => {
  test('"Battisputali / Kathmandu": one word alone before the town names a place, as a guess; "Yoshida-honmachi" with its hyphen and "Kantipath" with its street ending stay streets', () => {
    assert.deepEqual(pick(parse(['Battisputali', 'Kathmandu', 'Nepal']), ['streetName', 'townLocationName', 'townName']), { townLocationName: 'Battisputali', townName: 'Kathmandu' });
    assert.equal(parse(['Yoshida-honmachi', 'Sakyo-ku', 'Kyoto 606-8501', 'Japan']).streetName, 'Yoshida-honmachi');
    assert.equal(parse(['Nepal Airlines Corporation', 'NAC Building', 'Kantipath', 'Kathmandu', 'Nepal']).streetName, 'Kantipath');
  });

  test('"#22-03 SUNTEC TOWER THREE": a building word with its number in words is the building', () => {
    const v = parse(['ATTN: FINANCE', '8 TEMASEK BOULEVARD', '#22-03 SUNTEC TOWER THREE', 'SINGAPORE 038988', 'SG']);
    assert.deepEqual(pick(v, ['buildingName', 'room', 'streetName', 'buildingNumber', 'townLocationName']), { buildingName: 'SUNTEC TOWER THREE', room: '22-03', streetName: 'TEMASEK BOULEVARD', buildingNumber: '8' });
  });
});

describe('a place or complex before the street on its line', () => {
  test('"... ELECTRONICS CITY HOSUR ROAD": a place closed by "City" before a named street on its line is the locality', () => {
    const v = parse(['INFOSYS LIMITED ELECTRONICS CITY HOSUR ROAD', 'BENGALURU 560100', 'KARNATAKA INDIA']);
    assert.deepEqual(pick(v, ['townLocationName', 'streetName']), { townLocationName: 'ELECTRONICS CITY', streetName: 'HOSUR ROAD' });
  });

  test('"KINGS PLACE 90 YORK WAY": a complex named like a street before the numbered street is the building, as a guess', () => {
    const v = parse(['ROLLS-ROYCE PLC KINGS PLACE 90 YORK', 'WAY LONDON N1 9FX GB']);
    assert.deepEqual(pick(v, ['buildingName', 'streetName', 'buildingNumber']), { buildingName: 'KINGS PLACE', streetName: 'YORK WAY', buildingNumber: '90' });
  });
});
