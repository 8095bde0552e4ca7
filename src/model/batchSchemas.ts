// The batch form of EP-01 (contract section 3, issue 15): up to 1,000 ProcessPartyAddressRequest
// items in one body and their answers in the same order, with statistics over the batch.
import Type, { type Static } from 'typebox';
import { ProcessPartyAddressRequestSchema, ProcessPartyAddressResponseSchema, StatisticsSchema } from './schemas';

/** Most records one batch call may carry; larger files go through the CLI or the jobs routes. */
export const MAX_BATCH_RECORDS = 1000;

export const ProcessPartyAddressesRequestSchema = Type.Object(
  { requests: Type.Array(ProcessPartyAddressRequestSchema, { minItems: 1, maxItems: MAX_BATCH_RECORDS, description: 'The records to process, 1 to 1,000 requests; each is answered in results at the same position.' }) },
  { additionalProperties: false, title: 'ProcessPartyAddressesRequest' },
);
export type ProcessPartyAddressesRequest = Static<typeof ProcessPartyAddressesRequestSchema>;

export const ProcessPartyAddressesResponseSchema = Type.Object(
  {
    results: Type.Array(ProcessPartyAddressResponseSchema, { description: 'One answer per request, in the order of the requests' }),
    statistics: StatisticsSchema,
  },
  { title: 'ProcessPartyAddressesResponse' },
);
export type ProcessPartyAddressesResponse = Static<typeof ProcessPartyAddressesResponseSchema>;
