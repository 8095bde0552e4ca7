// only postal fields reach the postal database; names and identifiers never do. The verify
// step can only pass a PostalQuery, and this test records every query the verifier receives.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { processPartyAddress } from '../../src/pipeline/processPartyAddress';
import { createPostalServices } from '../../src/composition/postalServices';
import type { PostalQuery } from '../../src/verification/postalQuery';

const postal = await createPostalServices();

describe('R-06 postal fields only', () => {
  test('name, identification, countryOfResidence and address lines never reach the verifier', () => {
    const queries: PostalQuery[] = [];
    processPartyAddress(
      {
        name: 'Secret Holding GmbH',
        identification: { organisationId: { anyBic: 'DEUTDEFF', lei: '529900T8BM49AURSDO55' } },
        countryOfResidence: 'FR',
        postalAddress: { addressLine: ['Secret Holding GmbH', 'Hauptstrasse 5', 'IBAN DE89370400440532013000'], postCode: '10115', townName: 'Berlin', country: 'DE' },
        processingOptions: { quality: 'premium' },
      },
      {
        endpoint: 'process',
        profile: undefined,
        now: new Date('2026-12-01T00:00:00Z'),
        postal: postal.reference,
        verify: (query, quality) => {
          queries.push(query);
          return postal.verify(query, quality);
        },
      },
    );
    assert.ok(queries.length >= 1);
    const seen = JSON.stringify(queries);
    for (const secret of ['Secret', 'DEUTDEFF', '529900T8BM49AURSDO55', 'DE89370400440532013000', 'FR', 'addressLine', 'countryOfResidence']) {
      assert.ok(!seen.includes(secret), `${secret} reached the postal database: ${seen}`);
    }
    assert.ok(seen.includes('Berlin'));
  });
});
