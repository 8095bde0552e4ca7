// `node --import tsx scripts/build-openapi-examples.ts`: sends every request example of the
// OpenAPI document to the service (in process, sandbox base, fixed clock) and records the real
// answers, JSON and XML, in src/http/plugins/openapi/responseExamples.json. Re-run it when the
// pipeline's answers change; test/docs fails until then.
import { writeFileSync } from 'node:fs';
import { buildTestApp } from '../test/helpers/testApp';
import { createCredentials } from '../test/helpers/credentials';
import { JSON_REQUEST_EXAMPLES } from '../src/http/plugins/openapi/requestExamples';
import { EXAMPLE_CALLS, EXAMPLE_CLOCK, OPERATION_EXAMPLES_FILE, RESPONSE_EXAMPLES_FILE } from '../src/http/plugins/openapi/exampleCalls';

/** Timings vary by run: the recorded examples show 1 ms so that re-recording changes nothing. */
function pinTimings(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'processingTimeMs' && typeof inner === 'number') (value as Record<string, unknown>)[key] = 1;
    else pinTimings(inner);
  }
}

const testApp = await buildTestApp({ clock: () => new Date(EXAMPLE_CLOCK) });
const { headers } = await createCredentials(testApp.app, 'sandbox');
const answers: Record<string, { json: unknown; xml: string }> = {};
for (const call of EXAMPLE_CALLS) {
  const send = (accept: string) =>
    testApp.app.inject({ method: 'POST', url: `/sandbox/party-address/v4${call.path}`, headers: { ...headers, 'content-type': call.contentType, accept }, payload: call.body });
  const json = await send('application/json');
  const xml = await send('application/xml');
  if (json.statusCode !== 200 || xml.statusCode !== 200) throw new Error(`${call.name}: ${json.statusCode} ${json.body}`);
  const body = json.json();
  body.statistics.processingTimeMs = 1;
  answers[call.name] = { json: body, xml: xml.body.replace(/<processingTimeMs>\d+<\/processingTimeMs>/, '<processingTimeMs>1</processingTimeMs>') };
}
writeFileSync(RESPONSE_EXAMPLES_FILE, `${JSON.stringify(answers, null, 2)}\n`);

// The other operations, in the order a new integrator meets them: each request and its answer,
// keyed by the operation's method and documented path.
const operations: Record<string, Array<{ status: number; request?: unknown; response?: unknown }>> = {};
const base = '/sandbox/party-address/v4';
async function record(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, url: string, body?: unknown, extraHeaders: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method, url, headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extraHeaders }, ...(body === undefined ? {} : { payload: JSON.stringify(body) }) });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  const parsed = response.body ? response.json() : undefined;
  (operations[`${method.toLowerCase()} ${path}`] ??= []).push({ status: response.statusCode, ...(body === undefined ? {} : { request: body }), ...(parsed === undefined ? {} : { response: parsed }) });
  return parsed;
}
const account = { email: 'integration@bank.example', password: 'correct horse battery staple' };
await record('POST', '/developer/v1/accounts', '/developer/v1/accounts', account);
const session = await record('POST', '/developer/v1/sessions', '/developer/v1/sessions', account);
const bySession = { authorization: `Bearer ${session.sessionToken}` };
const application = await record('POST', '/developer/v1/applications', '/developer/v1/applications', { name: 'Payments hub' }, bySession);
await record('POST', '/developer/v1/applications/{applicationId}/live-keys', `/developer/v1/applications/${application.applicationId}/live-keys`, undefined, bySession);
await record('POST', '/developer/v1/applications/{applicationId}/client-secret', `/developer/v1/applications/${application.applicationId}/client-secret`, undefined, bySession);
const listed = await record('GET', '/developer/v1/applications', '/developer/v1/applications', undefined, bySession);
const liveKey = listed[0].keys.find((k: { environment: string }) => k.environment === 'live');
await record('POST', '/developer/v1/keys/{keyId}/rotate', `/developer/v1/keys/${liveKey.keyId}/rotate`, { graceSeconds: 3600 }, bySession);
await record('GET', '/.well-known/jwks.json', '/.well-known/jwks.json');
await record('GET', '/reason-codes', `${base}/reason-codes`, undefined, headers);
const profile = { scheme: 'SCT', schemeVersion: 'SR2026', quality: 'premium', targetFormat: 'FULLY_STRUCTURED', repairConfidenceThreshold: 0.8, payerPspCountry: 'DE', channelSelection: { partyRole: 'debtor' }, direction: 'OUTBOUND', outputMode: 'EPC' };
await record('PUT', '/channel-profiles/{channelName}', `${base}/channel-profiles/sepa-outbound`, profile, headers);
// Again, as an update (200 instead of 201).
await record('PUT', '/channel-profiles/{channelName}', `${base}/channel-profiles/sepa-outbound`, { ...profile, quality: 'standard' }, headers);
await record('GET', '/channel-profiles/{channelName}', `${base}/channel-profiles/sepa-outbound`, undefined, headers);
await record('GET', '/channel-profiles', `${base}/channel-profiles`, undefined, headers);
await record('GET', '/audit-events', `${base}/audit-events?limit=2`, undefined, headers);
// The batch route: two of the request examples above in one call.
const batch = await record('POST', '/process-party-addresses', `${base}/process-party-addresses`, { requests: [JSON_REQUEST_EXAMPLES.de_structured!.value, JSON_REQUEST_EXAMPLES.fr_free_text!.value] }, headers);
pinTimings(batch);
// Reason catalogue: three entries are enough to show the shape.
const catalogue = operations['get /reason-codes']![0]!.response as { reasonCodes: unknown[] };
catalogue.reasonCodes = catalogue.reasonCodes.slice(0, 3);
writeFileSync(OPERATION_EXAMPLES_FILE, `${JSON.stringify(operations, null, 2)}\n`);
await testApp.close();
console.log(`recorded ${Object.keys(answers).length} answers and ${Object.keys(operations).length} operations`);
