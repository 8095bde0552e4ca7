// Review 3, http-dupkeys: a JSON body with a key twice in one object ({"townName":"Berlin",
// "townName":"Hamburg"}) was accepted with the first value dropped silently. It is a 400
// ErrorResponse naming the field, as XML duplicates already are; bodies without duplicates pass.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials } from '../helpers/credentials';
import { assertJsonDepth } from '../../src/http/codec/jsonDepth';
import { ApiError } from '../../src/http/apiError';

let t: TestApp;
let headers: Record<string, string>;
before(async () => {
  t = await buildTestApp();
  headers = (await createCredentials(t.app, 'live')).headers;
});
after(() => t.close());

const EP01 = '/party-address/v4/process-party-address';

function duplicateField(text: string): string | undefined {
  try {
    assertJsonDepth(text);
    return undefined;
  } catch (error) {
    assert.ok(error instanceof ApiError && error.statusCode === 400);
    return error.extra.details?.[0]?.field;
  }
}

describe('the JSON body scan', () => {
  test('names the duplicate key by its path', () => {
    assert.equal(duplicateField('{"a":1,"a":2}'), 'a');
    assert.equal(duplicateField('{"postalAddress":{"townName":"B","townName":"H"}}'), 'postalAddress.townName');
    assert.equal(duplicateField('{"a":[{"k":1},{"k":2,"k":3}]}'), 'a[1].k');
    assert.equal(duplicateField('{"town\\u004eame":1,"townName":2}'), 'townName');
  });
  test('the same key in sibling objects, in arrays or inside strings is no duplicate', () => {
    for (const text of ['{"a":{"x":1},"b":{"x":1}}', '{"a":"x","b":"a"}', '[{"a":1},{"a":1}]', '{"a":"\\"a\\"","\\"a\\"":1}', '{"a":"{\\"b\\":1,\\"b\\":2}"}']) {
      assert.equal(duplicateField(text), undefined, text);
    }
  });
  test('property: JSON.stringify never writes a duplicate, and the scan never claims one', () => {
    fc.assert(fc.property(fc.json({ maxDepth: 6 }), (text) => assert.equal(duplicateField(text), undefined)), { numRuns: 500 });
  });
  test('property: a key repeated in any object is found', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1 }), fc.nat(), (object, pick) => {
        const keys = Object.keys(object);
        const key = keys[pick % keys.length]!;
        const text = JSON.stringify(object);
        const withDuplicate = `${text.slice(0, -1)},${JSON.stringify(key)}:null}`;
        assert.equal(duplicateField(`{"wrapper":${withDuplicate}}`), `wrapper.${key}`);
      }),
      { numRuns: 300 },
    );
  });
});

describe('EP-01 refuses JSON duplicate keys with a 400 ErrorResponse', () => {
  const cases: Array<[string, string, string]> = [
    ['townName twice', '{"postalAddress":{"townName":"Berlin","townName":"Hamburg","streetName":"Hauptstr.","country":"DE"}}', 'postalAddress.townName'],
    ['postalAddress twice', '{"postalAddress":{"townName":"Berlin","country":"DE"},"postalAddress":{"townName":"Hamburg","country":"DE"}}', 'postalAddress'],
  ];
  for (const [label, payload, field] of cases) {
    test(label, async () => {
      const res = await t.app.inject({ method: 'POST', url: EP01, payload, headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' } });
      assert.equal(res.statusCode, 400, res.body);
      const body = res.json();
      assert.equal(body.code, 400);
      assert.match(body.message, /more than once/);
      assert.equal(body.requestId, res.headers['x-request-id']);
      assert.deepEqual(body.details.map((d: { field: string }) => d.field), [field]);
    });
  }
  test('an ordinary body still passes', async () => {
    const res = await t.app.inject({ method: 'POST', url: EP01, payload: '{"postalAddress":{"townName":"Berlin","streetName":"Hauptstr.","country":"DE"}}', headers: { ...headers, 'content-type': 'application/json' } });
    assert.equal(res.statusCode, 200, res.body);
  });
});
