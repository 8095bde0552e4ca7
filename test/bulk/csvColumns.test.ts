// Which cell of a CSV row feeds which field (src/bulk/csvColumns.ts), sixth review.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { requestOfRow } from '../../src/bulk/csvColumns';

test('without a mapping, a trailing two-letter cell is the Country only when it is a country code', () => {
  // "NY" is a state, not a country: as the Country it made the row FLD-02 REJECT, though the same
  // lines sent over HTTP are read as New York, US.
  assert.deepEqual(requestOfRow(['350 Fifth Avenue', 'New York', 'NY'], undefined).postalAddress, { addressLine: ['350 Fifth Avenue', 'New York', 'NY'] });
  assert.deepEqual(requestOfRow(['Hauptstr. 5', '10117 Berlin', 'DE'], undefined).postalAddress, { addressLine: ['Hauptstr. 5', '10117 Berlin'], country: 'DE' });
  // XK is accepted as assigned (see reference/countries.ts); a lone cell stays a line.
  assert.deepEqual(requestOfRow(['Rruga Nëna Terezë 1', 'Prishtinë', 'XK'], undefined).postalAddress, { addressLine: ['Rruga Nëna Terezë 1', 'Prishtinë'], country: 'XK' });
  assert.deepEqual(requestOfRow(['DE'], undefined).postalAddress, { addressLine: ['DE'] });
});
