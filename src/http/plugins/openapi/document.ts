// Finishes the document @fastify/swagger generates from the routes: the two bases become the two
// servers (each base route listed once), titled schemas move to components.schemas and are
// referenced, EP-01 and its siblings get JSON and XML media types with real examples, and the
// public routes outside the bases carry a server of their own.
import { BASES } from '../../bases';
import { ErrorResponseSchema, ProcessPartyAddressRequestSchema, ProcessPartyAddressResponseSchema } from '../../../model/schemas';
import responseExamples from './responseExamples.json';
import operationExamples from './operationExamples.json';
import { EXAMPLE_CALLS, type ExampleCall } from './exampleCalls';

export const PRODUCT_NAME = 'Party Address Processing Service';
/** Interface definition version of the specification (section 9). */
export const SPEC_VERSION = '4.3.1';

type Json = Record<string, any>;
const RECORDED = responseExamples as Record<string, { json: unknown; xml: string }>;
const RECORDED_OPERATIONS = operationExamples as Record<string, Array<{ status: number; request?: unknown; response?: unknown }>>;

/**
 * A JSON body whose schema carries `examples` shows the first one as its example (the jobs
 * routes, which need PostgreSQL and so are not recorded by scripts/build-openapi-examples.ts).
 */
function attachSchemaExamples(operation: Json): void {
  const media = [operation.requestBody?.content?.['application/json'], ...Object.values<Json>(operation.responses ?? {}).map((r) => r?.content?.['application/json'])];
  for (const m of media) if (m && m.example === undefined && Array.isArray(m.schema?.examples)) m.example = m.schema.examples[0];
}

/** The recorded request and answer of an operation (scripts/build-openapi-examples.ts). */
function attachRecordedExamples(method: string, path: string, operation: Json): void {
  attachSchemaExamples(operation);
  for (const recorded of RECORDED_OPERATIONS[`${method} ${path}`] ?? []) {
    const request = operation.requestBody?.content?.['application/json'];
    if (request && recorded.request !== undefined) request.example ??= recorded.request;
    const response = operation.responses?.[String(recorded.status)];
    if (response && recorded.response !== undefined) {
      response.content ??= {};
      response.content['application/json'] = { ...response.content['application/json'], example: recorded.response };
    }
  }
}

const LIVE = BASES.find((b) => b.environment === 'live')!.prefix;
const SANDBOX = BASES.find((b) => b.environment === 'sandbox')!.prefix;
const PUBLIC_SERVERS = [{ url: '/', description: 'Public routes, outside the two bases (same host)' }];

/** Replaces every titled schema by a $ref to components.schemas (first definition wins). */
function hoistSchemas(node: unknown, components: Json): unknown {
  if (Array.isArray(node)) return node.map((item) => hoistSchemas(item, components));
  if (node === null || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = key === 'examples' || key === 'example' ? value : hoistSchemas(value, components);
  const title = (node as Json).title;
  if (typeof title === 'string' && /^[A-Za-z][A-Za-z0-9]*$/.test(title) && (out.type === 'object' || out.properties)) {
    const known = components[title];
    if (known === undefined || JSON.stringify(known) === JSON.stringify(out)) {
      components[title] = out;
      return { $ref: `#/components/schemas/${title}` };
    }
  }
  return out;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function xmlSchema(root: string, description: string): Json {
  return { type: 'object', xml: { name: root }, description };
}

const ERROR_EXAMPLES: Record<string, { code: number; message: string; reason?: string; details?: Array<{ field: string; message: string }> }> = {
  '400': { code: 400, message: 'body/postalAddress/country must match pattern "^[A-Z]{2}$"', details: [{ field: 'postalAddress.country', message: 'must match pattern "^[A-Z]{2}$"' }] },
  '401': { code: 401, message: 'The API key is missing or invalid' },
  '406': { code: 406, message: 'Accept allows neither application/json nor application/xml' },
  '409': { code: 409, message: 'A request with this Idempotency-Key is still being processed; retry later' },
  '413': { code: 413, message: 'Request body is too large' },
  '415': { code: 415, message: 'Send application/json or application/xml' },
  '422': { code: 422, message: 'pacs.004 is an R-transaction message type: send it to /party-address/v4/r-transaction-message-party-addresses', reason: 'REG-06' },
  '429': { code: 429, message: 'Rate limit exceeded; retry after 1 s' },
  '500': { code: 500, message: 'Unexpected failure; contact support with the requestId' },
  '503': { code: 503, message: 'The service is shutting down; retry on another instance' },
};

/** Spec section 7 and contract section 4: when each status is answered. */
const ERROR_MEANINGS: Record<string, string> = {
  '400': 'Body is not valid (not JSON or XML, fails the schema) or a parameter is invalid; details name the fields.',
  '401': 'Credentials missing or invalid: both the bearer token and the API key are needed, for this base.',
  '406': 'Accept allows neither application/json nor application/xml.',
  '409': 'The first request with this Idempotency-Key is still being processed.',
  '413': 'Body larger than 64 KiB.',
  '415': 'Content-Type is neither JSON nor XML.',
  '422': 'Semantic failure: an R-transaction message type on a route that is not for R-transactions (REG-06), or the reverse (REG-07); or an Idempotency-Key already used with a different body.',
  '429': 'Rate limit of the API key exceeded; Retry-After gives the seconds to wait.',
  '500': 'Unexpected failure; contact support with the requestId.',
  '503': 'The instance is shutting down; retry on another.',
};

function errorXml(example: Json): string {
  const details = example.details ? `<details>${(example.details as Json[]).map((d) => `<detail><field>${d.field}</field><message>${d.message.replace(/"/g, '&quot;')}</message></detail>`).join('')}</details>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?><ErrorResponse><code>${example.code}</code><message>${String(example.message).replace(/"/g, '&quot;')}</message><requestId>5f0c6f1e-8d3b-4c5e-9a51-2f7f3c1d9b20</requestId>${details}${example.reason ? `<reason>${example.reason}</reason>` : ''}</ErrorResponse>`;
}

/** JSON and XML media types on a party-address operation, with the examples of its route. */
function documentPartyAddressOperation(operation: Json, path: string): void {
  const calls = EXAMPLE_CALLS.filter((c) => c.path === path);
  const examples = (type: ExampleCall['contentType']) =>
    Object.fromEntries(calls.filter((c) => c.contentType === type).map((c) => [c.name, { summary: c.example.summary, value: c.example.value }]));
  // Each route has examples in both formats: XML-only routes show the JSON ones rendered by the service.
  const jsonRequests = examples('application/json');
  const xmlRequests = examples('application/xml');
  operation.requestBody = {
    required: true,
    description: 'One party address, in JSON or in XML (root ProcessPartyAddressRequest, ISO 20022 tags). The answer comes in the format Accept prefers, else the request\'s.',
    content: {
      'application/json': { schema: ref('ProcessPartyAddressRequest'), examples: jsonRequests },
      'application/xml': {
        schema: xmlSchema('ProcessPartyAddressRequest', 'The request in XML: root ProcessPartyAddressRequest with channelName, Nm (name), PstlAdr (the PostalAddressXml tags), Id (OrgId with AnyBIC, LEI, Othr; PrvtId with Othr), CtryOfRes, processingOptions, context and repeated include elements.'),
        ...(Object.keys(xmlRequests).length > 0 ? { examples: xmlRequests } : {}),
      },
    },
  };
  const ok = operation.responses?.['200'];
  if (ok) {
    ok.description = 'Processing completed; decision ACCEPT, REJECT or PARTIAL_SUCCESS.';
    ok.content = {
      'application/json': { schema: ref('ProcessPartyAddressResponse'), examples: Object.fromEntries(calls.map((c) => [c.name, { summary: c.example.summary, value: RECORDED[c.name]!.json }])) },
      'application/xml': {
        schema: xmlSchema('ProcessPartyAddressResponse', 'The answer in XML: root ProcessPartyAddressResponse; addresses under PstlAdr with ISO 20022 tags; arrays as a wrapper element with one child per item (reasons/reason, issues/issue).'),
        examples: Object.fromEntries(calls.map((c) => [c.name, { summary: c.example.summary, value: RECORDED[c.name]!.xml }])),
      },
    };
  }
  for (const [status, response] of Object.entries<Json>(operation.responses ?? {})) {
    const example = ERROR_EXAMPLES[status];
    if (!example || status === '200') continue;
    const value = { ...example, requestId: '5f0c6f1e-8d3b-4c5e-9a51-2f7f3c1d9b20' };
    response.description = ERROR_MEANINGS[status] ?? response.description;
    response.content = {
      'application/json': { schema: ref('ErrorResponse'), example: value },
      'application/xml': { schema: xmlSchema('ErrorResponse', 'ErrorResponse with code, message, requestId, details/detail and reason.'), example: errorXml(value) },
    };
  }
  if (operation.responses?.['429']) operation.responses['429'].headers = { 'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer', minimum: 1 }, example: 1 } };
}

function documentTokenOperation(operation: Json): void {
  operation.requestBody = {
    required: true,
    description: 'RFC 6749 4.4 client credentials grant. Authenticate the client by HTTP Basic (client_id:client_secret) or by the form fields, not both.',
    content: {
      'application/x-www-form-urlencoded': {
        schema: {
          type: 'object',
          required: ['grant_type'],
          properties: {
            grant_type: { type: 'string', enum: ['client_credentials'], description: 'Always client_credentials.' },
            client_id: { type: 'string', maxLength: 64, description: 'Client id of the application (when not sent by HTTP Basic).' },
            client_secret: { type: 'string', maxLength: 128, description: 'Client secret of the application, shown once at creation (when not sent by HTTP Basic).' },
          },
        },
        example: { grant_type: 'client_credentials', client_id: 'pci_3Zq8Kx1vR2mW9bT4yN6pL0', client_secret: 'pcs_Jk2VwQ9rT5xY8bN1mZ4cL7hD3fG6sA0eU' },
      },
    },
  };
  const ok = operation.responses?.['200'];
  if (ok) ok.content = { 'application/json': { ...ok.content?.['application/json'], example: { access_token: 'eyJhbGciOiJFUzI1NiIsImtpZCI6IjEifQ.eyJzdWIiOiJhcHBfMSJ9.c2lnbmF0dXJl', token_type: 'Bearer', expires_in: 900 } } };
  for (const status of ['400', '401']) {
    const response = operation.responses?.[status];
    if (response) response.content = { 'application/json': { ...response.content?.['application/json'], example: status === '400' ? { error: 'unsupported_grant_type', error_description: 'Only grant_type=client_credentials is supported' } : { error: 'invalid_client', error_description: 'Client authentication failed' } } };
  }
}

export function finishDocument(generated: Json, productVersion: string): Json {
  const paths: Json = {};
  for (const [path, item] of Object.entries<Json>(generated.paths ?? {})) {
    if (path.startsWith(`${SANDBOX}/`)) continue; // the same routes as the live base: one listing, two servers
    if (path.startsWith(`${LIVE}/`)) {
      const local = path.slice(LIVE.length);
      for (const [method, operation] of Object.entries<Json>(item)) {
        if (['/process-party-address', '/check-party-address', '/r-transaction-message-party-addresses'].includes(local)) documentPartyAddressOperation(operation, local);
        else attachRecordedExamples(method, local, operation);
      }
      paths[local] = item;
    } else {
      if (path === '/oauth/token' && item.post) documentTokenOperation(item.post);
      for (const [method, operation] of Object.entries<Json>(item)) attachRecordedExamples(method, path, operation);
      paths[path] = { servers: PUBLIC_SERVERS, ...item };
    }
  }
  const schemas: Json = {};
  // The schemas the party-address operations reference after documentPartyAddressOperation.
  for (const schema of [ProcessPartyAddressRequestSchema, ProcessPartyAddressResponseSchema, ErrorResponseSchema]) hoistSchemas(JSON.parse(JSON.stringify(schema)), schemas);
  const document: Json = {
    ...generated,
    info: {
      ...generated.info,
      title: PRODUCT_NAME,
      version: SPEC_VERSION,
      description: [
        `ISO 20022 PostalAddress24 party address processing: EP-01 turns one party address into structured or hybrid form and decides whether it is acceptable (ACCEPT, REJECT or PARTIAL_SUCCESS).`,
        ``,
        `Interface definition version **${SPEC_VERSION}** (the specification's); product version **${productVersion}** (this service).`,
        ``,
        `Every route under the two bases needs two factors: \`Authorization: Bearer <access token>\` from POST /oauth/token and \`X-API-Key\`. Sandbox keys (pas_test_) work on the sandbox base only, live keys on the production base only. Requests and answers in JSON or XML. The reason catalogue is GET {base}/reason-codes.`,
      ].join('\n'),
      'x-product-version': productVersion,
    },
    servers: [
      { url: LIVE, description: 'Production base ({base_url}): live keys' },
      { url: SANDBOX, description: 'Sandbox base ({sandbox_base_url}): test keys' },
    ],
    paths: hoistSchemas(paths, schemas),
  };
  document.components = { ...generated.components, schemas: { ...(generated.components?.schemas ?? {}), ...schemas } };
  return document;
}
