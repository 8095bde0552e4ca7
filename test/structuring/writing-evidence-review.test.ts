// Review of the writing evidence (2026-11-28): the caller's writing confirms a guessed area, a
// guessed building name and a country at the repair threshold (commit 63cacfe). Each test is an
// input on which the confirmation gave a wrong value the service applies unattended (>= 0.8).
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { structureAddress } from '../../src/structuring/index';
import { loadPostalReference } from '../../src/verification/verifyAddress';
import type { PostalReference } from '../../src/reference/postal/types';
import type { ParsedFieldName } from '../../src/structuring/types';

let postal: PostalReference;
before(async () => {
  postal = await loadPostalReference();
});

const REPAIR = 0.8;

function run(lines: string[], country?: string) {
  return structureAddress({ lines, known: country ? { country } : {} }, postal);
}

/** The field's value when the service would apply it (>= 0.8), else undefined. */
function applied(lines: string[], name: ParsedFieldName, country?: string): string | undefined {
  const field = run(lines, country).fields[name];
  return field !== undefined && field.confidence >= REPAIR ? field.value : undefined;
}

describe('a country the lines do not write is not confirmed by a town and postcode format', () => {
  // Five digits are the format of many countries, and a town of the name is in many of them: the
  // country inferred from them is a guess (0.55); the rule was for a code the caller wrote.
  for (const [lines, right] of [
    [['Calle Real 10', '24001 LEON'], 'ES'],
    [['Calle Mayor 5', '06800 MERIDA'], 'ES'],
    [['Av. Central 100', '10101 SAN JOSE'], 'CR'],
    [['Sharia 1', '21500 ALEXANDRIA'], 'EG'],
  ] as const) {
    test(`"${lines.join(' / ')}" (${right}): no other country at the repair threshold`, () => {
      const country = applied([...lines], 'country');
      assert.ok(country === undefined || country === right, `country ${country}`);
    });
  }

  test('the written code still confirms its country ("1120 BRUXELLES BE", "70121 BARI BA")', () => {
    assert.equal(applied(['Rue de la Loi 16', '1000 BRUXELLES BE'], 'country'), 'BE');
    assert.equal(applied(['Via Sparano 10', '70121 BARI BA'], 'country'), 'IT');
  });
});

describe('a whole line is the caller’s line, not one the engine rearranged', () => {
  test('"Boulevard de Petit-Bassam, Vridi": the rest of the street after its type word moved is no area', () => {
    const lines = ['Société Ivoirienne de Raffinage', 'Boulevard de Petit-Bassam, Vridi', '01 BP 1269 Abidjan 01', "Côte d'Ivoire"];
    assert.notEqual(applied(lines, 'townLocationName'), 'de Petit-Bassam');
  });

  test('"BOULEVARD DE L\'UNIVERSITE COCODY": not "DE L\'UNIVERSITE COCODY" as an area', () => {
    const lines = ['UNIVERSITE FELIX HOUPHOUET-BOIGNY', "BOULEVARD DE L'UNIVERSITE COCODY", '01 BP V 34 ABIDJAN 01', "COTE D'IVOIRE"];
    assert.notEqual(applied(lines, 'townLocationName'), "DE L'UNIVERSITE COCODY");
  });
});

describe('a line that names no place within the town is not confirmed as one', () => {
  for (const [lines, country, value] of [
    // A part of the building: staircase, rear or side wing.
    [['12 Rue de la Paix', 'Escalier A', '75002 Paris'], 'FR', 'Escalier A'],
    [['Hauptstrasse 5', 'Hinterhaus', '10115 Berlin'], 'DE', 'Hinterhaus'],
    [['Hauptstrasse 5', 'Seitenfluegel links', '10115 Berlin'], 'DE', 'Seitenfluegel links'],
    // A post office or delivery station.
    [['P.O. Box 30000', 'GPO', 'Nairobi'], 'KE', 'GPO'],
    [['University of Guam', '303 University Drive', 'UOG Station', 'Mangilao, GU 96923'], 'GU', 'UOG Station'],
    // A landmark the line is near or opposite.
    [['MG Road 10', 'Opp Railway Station', 'Mumbai 400069'], 'IN', 'Opp Railway Station'],
    // An island.
    [['Attn: Treasury Operations, 8 Saint Road', 'Cruz Bay, VI 83995', 'Saint John Island', 'United States of America'], 'VI', 'Saint John Island'],
  ] as const) {
    test(`"${value}"`, () => {
      const got = run([...lines], country).fields;
      const area = got.townLocationName ?? got.districtName;
      assert.ok(area === undefined || area.value !== value || area.confidence < REPAIR, `${area?.value}@${area?.confidence}`);
    });
  }

  test('a place within the town still is ("Westlands", "Ballsbridge", "Chapinero")', () => {
    assert.equal(applied(['Safaricom House, Waiyaki Way', 'Westlands', 'Nairobi'], 'townLocationName', 'KE'), 'Westlands');
    assert.equal(applied(['1 Main Street', 'Ballsbridge', 'Dublin 4'], 'townLocationName', 'IE'), 'Ballsbridge');
    assert.equal(applied(['Calle 100 # 10-20', 'Chapinero', 'Bogota'], 'townLocationName', 'CO'), 'Chapinero');
  });
});

describe('a district is the lone area only when no other area is written', () => {
  test('"2 Wang Lang Road, Siriraj / Bangkok Noi, Bangkok 10700": neither is sure', () => {
    const lines = ['2 Wang Lang Road, Siriraj', 'Bangkok Noi, Bangkok 10700', 'Thailand'];
    assert.equal(applied(lines, 'districtName'), undefined);
  });

  test('"Sukhumvit Road 10 / Khlong Toei / Bangkok 10110": the lone district still is', () => {
    assert.equal(applied(['Sukhumvit Road 10', 'Khlong Toei', 'Bangkok 10110'], 'districtName', 'TH'), 'Khlong Toei');
  });
});
