// Which request example goes to which route: the one list the document, the recorder
// (scripts/build-openapi-examples.ts) and the test (test/docs) share.
import { JSON_REQUEST_EXAMPLES, R_TRANSACTION_REQUEST_EXAMPLE, R_TRANSACTION_XML_REQUEST_EXAMPLE, XML_REQUEST_EXAMPLES, type RequestExample } from './requestExamples';

export const RESPONSE_EXAMPLES_FILE = new URL('./responseExamples.json', import.meta.url);
/** Recorded request and answer of every other operation, keyed "method path". */
export const OPERATION_EXAMPLES_FILE = new URL('./operationExamples.json', import.meta.url);
/** The recorded answers' clock: after the SR2026 cutover, as the examples' executionDatetime. */
export const EXAMPLE_CLOCK = '2026-11-23T09:00:01.000Z';

export interface ExampleCall {
  name: string;
  path: '/process-party-address' | '/check-party-address' | '/r-transaction-message-party-addresses';
  contentType: 'application/json' | 'application/xml';
  example: RequestExample;
  /** The body as sent on the wire. */
  body: string;
}

const call = (name: string, path: ExampleCall['path'], contentType: ExampleCall['contentType'], example: RequestExample): ExampleCall => ({
  name,
  path,
  contentType,
  example,
  body: typeof example.value === 'string' ? example.value : JSON.stringify(example.value),
});

export const EXAMPLE_CALLS: readonly ExampleCall[] = [
  ...Object.entries(JSON_REQUEST_EXAMPLES).map(([name, example]) => call(name, '/process-party-address', 'application/json', example)),
  ...Object.entries(XML_REQUEST_EXAMPLES).map(([name, example]) => call(name, '/process-party-address', 'application/xml', example)),
  call('check_de_structured', '/check-party-address', 'application/json', JSON_REQUEST_EXAMPLES.de_structured!),
  call('check_nl_xml', '/check-party-address', 'application/xml', XML_REQUEST_EXAMPLES.nl_xml!),
  call('r_transaction', '/r-transaction-message-party-addresses', 'application/json', R_TRANSACTION_REQUEST_EXAMPLE),
  call('r_transaction_xml', '/r-transaction-message-party-addresses', 'application/xml', R_TRANSACTION_XML_REQUEST_EXAMPLE),
];
