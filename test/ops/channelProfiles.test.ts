// Channel profiles over HTTP: PUT 201/200, GET one and the list, DELETE 204, name rules, XML
// bodies, sandbox and live kept apart in one account, and use by EP-01 with its precedence.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials } from '../helpers/credentials';

const LIVE = '/party-address/v4';
const SANDBOX = '/sandbox/party-address/v4';
const ADDRESS = { streetName: 'Friedrichstraße', buildingNumber: '43', postCode: '10117', townName: 'Berlin', country: 'DE' };

/** Live and sandbox headers of ONE account (one application with both keys), via self-service. */
async function oneAccountBothEnvironments(app: FastifyInstance): Promise<{ live: Record<string, string>; sandbox: Record<string, string> }> {
  const credentials = await createCredentials(app, 'live');
  return { live: credentials.headers, sandbox: { authorization: credentials.headers.authorization!, 'x-api-key': credentials.sandboxApiKey } };
}

let t: TestApp;
let live: Record<string, string>;
let sandbox: Record<string, string>;

before(async () => {
  t = await buildTestApp();
  ({ live, sandbox } = await oneAccountBothEnvironments(t.app));
});
after(() => t.close());

const put = (base: string, name: string, body: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `${base}/channel-profiles/${name}`, headers: { ...headers, 'content-type': 'application/json' }, payload: body as object });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const process = (base: string, body: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `${base}/process-party-address`, headers: { ...headers, 'content-type': 'application/json' }, payload: body });

describe('channel profile registration', () => {
  test('PUT creates (201) then replaces (200); GET returns the latest; the list names it', async () => {
    const created = await put(LIVE, 'web-shop.eu_1', { scheme: 'SCT', quality: 'basic' }, live);
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().channelName, 'web-shop.eu_1');
    assert.equal(created.json().quality, 'basic');
    const replaced = await put(LIVE, 'web-shop.eu_1', { scheme: 'SCT', quality: 'premium', channelSelection: { partyRole: 'creditor' } }, live);
    assert.equal(replaced.statusCode, 200, replaced.body);
    const one = await get(`${LIVE}/channel-profiles/web-shop.eu_1`, live);
    assert.equal(one.statusCode, 200);
    assert.equal(one.json().quality, 'premium');
    assert.deepEqual(one.json().channelSelection, { partyRole: 'creditor' });
    assert.equal(one.json().createdAt, created.json().createdAt);
    const list = await get(`${LIVE}/channel-profiles`, live);
    assert.equal(list.statusCode, 200);
    assert.deepEqual(list.json().channelProfiles.map((p: { channelName: string }) => p.channelName), ['web-shop.eu_1']);
  });

  test('DELETE answers 204, then the profile is gone (404) and a second DELETE is 404', async () => {
    assert.equal((await put(LIVE, 'to-delete', { quality: 'standard' }, live)).statusCode, 201);
    const deleted = await t.app.inject({ method: 'DELETE', url: `${LIVE}/channel-profiles/to-delete`, headers: live });
    assert.equal(deleted.statusCode, 204);
    assert.equal(deleted.body, '');
    assert.equal((await get(`${LIVE}/channel-profiles/to-delete`, live)).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'DELETE', url: `${LIVE}/channel-profiles/to-delete`, headers: live })).statusCode, 404);
  });

  test('names outside ^[A-Za-z0-9._-]{1,64}$ and bodies outside the schema are 400 with details', async () => {
    for (const name of ['a'.repeat(65), 'bad%20name', 'caf%C3%A9']) {
      const response = await put(LIVE, name, { quality: 'basic' }, live);
      assert.equal(response.statusCode, 400, `${name}: ${response.body}`);
      assert.ok(response.json().details.length > 0);
    }
    assert.equal((await put(LIVE, 'a'.repeat(64), { quality: 'basic' }, live)).statusCode, 201);
    const badBody = await put(LIVE, 'typed', { quality: 'gold', repairConfidenceThreshold: 2, colour: 'red' }, live);
    assert.equal(badBody.statusCode, 400);
    const fields = badBody.json().details.map((d: { field: string }) => d.field);
    for (const field of ['quality', 'repairConfidenceThreshold', 'colour']) assert.ok(fields.includes(field), `${field} in ${fields}`);
  });

  test('an XML body under root ChannelProfile is accepted and answered in XML', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `${LIVE}/channel-profiles/xml-channel`,
      headers: { ...live, 'content-type': 'application/xml' },
      payload: '<ChannelProfile><scheme>CBPRPLUS</scheme><verification>false</verification><repairConfidenceThreshold>0.6</repairConfidenceThreshold><channelSelection><partyRole>ultimate_debtor</partyRole></channelSelection></ChannelProfile>',
    });
    assert.equal(response.statusCode, 201, response.body);
    assert.match(String(response.headers['content-type']), /xml/);
    assert.match(response.body, /<ChannelProfile>/);
    const stored = (await get(`${LIVE}/channel-profiles/xml-channel`, live)).json();
    assert.equal(stored.verification, false);
    assert.equal(stored.repairConfidenceThreshold, 0.6);
    assert.deepEqual(stored.channelSelection, { partyRole: 'ultimate_debtor' });
  });

  test('sandbox and live profiles of the same account never see each other', async () => {
    assert.equal((await put(SANDBOX, 'shared-name', { quality: 'basic' }, sandbox)).statusCode, 201);
    assert.equal((await get(`${LIVE}/channel-profiles/shared-name`, live)).statusCode, 404);
    assert.equal((await put(LIVE, 'shared-name', { quality: 'premium' }, live)).statusCode, 201, 'live has its own namespace');
    assert.equal((await get(`${SANDBOX}/channel-profiles/shared-name`, sandbox)).json().quality, 'basic');
    const sandboxList = (await get(`${SANDBOX}/channel-profiles`, sandbox)).json().channelProfiles.map((p: { channelName: string }) => p.channelName);
    assert.deepEqual(sandboxList, ['shared-name']);
  });

  test('another account sees none of these profiles', async () => {
    const other = (await createCredentials(t.app, 'live')).headers;
    assert.equal((await get(`${LIVE}/channel-profiles/web-shop.eu_1`, other)).statusCode, 404);
    assert.deepEqual((await get(`${LIVE}/channel-profiles`, other)).json().channelProfiles, []);
    const response = await process(LIVE, { channelName: 'web-shop.eu_1', postalAddress: ADDRESS }, other);
    assert.equal(response.statusCode, 422);
  });
});

describe('profiles on EP-01', () => {
  test('a profile sets parameters, processingOptions overrides what it declares, traceability names each source', async () => {
    assert.equal((await put(LIVE, 'psp-instant', { scheme: 'SCT_INST', quality: 'premium', repairConfidenceThreshold: 0.9, targetFormat: 'FULLY_STRUCTURED', channelSelection: { partyRole: 'creditor' } }, live)).statusCode, 201);
    const response = await process(
      LIVE,
      { channelName: 'psp-instant', postalAddress: ADDRESS, processingOptions: { quality: 'standard' }, context: { direction: 'INBOUND' }, include: ['traceability'] },
      live,
    );
    assert.equal(response.statusCode, 200, response.body);
    const parameters: Array<{ name: string; value: unknown; source: string }> = response.json().result.traceability.parameters;
    const byName = new Map(parameters.map((p) => [p.name, p]));
    assert.deepEqual(byName.get('scheme'), { name: 'scheme', value: 'SCT_INST', source: 'channelProfile' });
    assert.deepEqual(byName.get('quality'), { name: 'quality', value: 'standard', source: 'processingOptions' });
    assert.deepEqual(byName.get('repairConfidenceThreshold'), { name: 'repairConfidenceThreshold', value: 0.9, source: 'channelProfile' });
    assert.deepEqual(byName.get('targetFormat'), { name: 'targetFormat', value: 'FULLY_STRUCTURED', source: 'channelProfile' });
    assert.equal(byName.get('partyRole')?.value, 'creditor');
    assert.equal(byName.get('partyRole')?.source, 'channelProfile');
    assert.deepEqual(byName.get('direction'), { name: 'direction', value: 'INBOUND', source: 'context' });
    assert.equal(byName.get('outputMode')?.value, 'EPC', 'default outputMode follows the profile scheme');
  });

  test('without processingOptions the profile value stands; without a profile the default does', async () => {
    const withProfile = await process(LIVE, { channelName: 'psp-instant', postalAddress: ADDRESS, include: ['traceability'] }, live);
    const quality = withProfile.json().result.traceability.parameters.find((p: { name: string }) => p.name === 'quality');
    assert.deepEqual(quality, { name: 'quality', value: 'premium', source: 'channelProfile' });
    const without = await process(LIVE, { postalAddress: ADDRESS, include: ['traceability'] }, live);
    const defaultQuality = without.json().result.traceability.parameters.find((p: { name: string }) => p.name === 'quality');
    assert.deepEqual(defaultQuality, { name: 'quality', value: 'standard', source: 'default' });
  });

  test('an unknown channelName is 422, also for a name that exists only in the other environment', async () => {
    const unknown = await process(LIVE, { channelName: 'never-registered', postalAddress: ADDRESS }, live);
    assert.equal(unknown.statusCode, 422, unknown.body);
    assert.equal(unknown.json().code, 422);
    assert.ok(unknown.json().requestId);
    assert.equal((await put(SANDBOX, 'sandbox-only', { quality: 'basic' }, sandbox)).statusCode, 201);
    assert.equal((await process(LIVE, { channelName: 'sandbox-only', postalAddress: ADDRESS }, live)).statusCode, 422);
    assert.equal((await process(SANDBOX, { channelName: 'sandbox-only', postalAddress: ADDRESS }, sandbox)).statusCode, 200);
  });

  test('a deleted profile is unknown again', async () => {
    assert.equal((await put(LIVE, 'short-lived', { quality: 'basic' }, live)).statusCode, 201);
    assert.equal((await process(LIVE, { channelName: 'short-lived', postalAddress: ADDRESS }, live)).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'DELETE', url: `${LIVE}/channel-profiles/short-lived`, headers: live })).statusCode, 204);
    assert.equal((await process(LIVE, { channelName: 'short-lived', postalAddress: ADDRESS }, live)).statusCode, 422);
  });
});
