// One example request per reason code: docs/reasons.md is generated from this table
// (npm run docs:reasons) and a test checks that each example really raises its code.
import type { ProcessPartyAddressRequest } from '../src/model/schemas';
import type { ReasonCodeId } from '../src/model/reasons';
import type { Endpoint } from '../src/pipeline/state';

export interface ReasonExample {
  code: ReasonCodeId;
  /** What the example shows, in one sentence. */
  situation: string;
  request: ProcessPartyAddressRequest;
  endpoint?: Endpoint;
  /** Execution time; after the cutover unless given. */
  now?: string;
  /** For 422 codes the example is an HTTP answer, not a reason on a 200. */
  http422?: boolean;
}

const DE = { streetName: 'Friedrichstraße', buildingNumber: '43', postCode: '10117', townName: 'Berlin', country: 'DE' };

export const REASON_EXAMPLES: ReasonExample[] = [
  { code: 'FMT-01', situation: 'Every answer says which format was submitted.', request: { postalAddress: DE } },
  { code: 'FMT-02', situation: 'Four long AddressLines for a debtor (__1 allows 3) that cannot be restructured.', request: { postalAddress: { addressLine: ['Qx1 zzyzx wqvbn plokm zzyzx wqvbn plokm zzyzx wqvbn plokm', 'Qx2 zzyzx wqvbn plokm zzyzx wqvbn plokm zzyzx wqvbn plokm', 'Qx3 zzyzx wqvbn plokm zzyzx wqvbn plokm zzyzx wqvbn plokm', 'Qx4 zzyzx wqvbn plokm zzyzx wqvbn plokm zzyzx wqvbn plokm'], townName: 'Berlin', country: 'DE' }, processingOptions: { targetFormat: 'HYBRID' } } },
  { code: 'FMT-03', situation: 'A 60-character AddressLine under CBPR+ (3 x 35): rewrapped, reported as WARNING.', request: { postalAddress: { addressLine: ['Qwzx Plokm Zzyzx Vbnm Trewq Lkjh Mnbv Cxzq Qwzx Plokm Zzyzx'], townName: 'Berlin', country: 'DE' }, context: { outputMode: 'CBPR_PLUS' }, processingOptions: { targetFormat: 'HYBRID' } } },
  { code: 'FLD-01', situation: 'A structured address without Country.', request: { postalAddress: { streetName: 'Friedrichstraße', townName: 'Berlin' } } },
  { code: 'FLD-02', situation: 'Country XX matches the pattern but is not assigned.', request: { postalAddress: { ...DE, country: 'XX' } } },
  { code: 'FLD-03', situation: 'An ultimate creditor (__2) without TownName.', request: { postalAddress: { streetName: 'Friedrichstraße', buildingNumber: '43', country: 'DE' }, context: { partyRole: 'ultimate_creditor' } } },
  { code: 'FLD-04', situation: 'A German postcode with four digits.', request: { postalAddress: { ...DE, postCode: '1011' } } },
  { code: 'FLD-05', situation: 'Country DE written again as "Deutschland" in an AddressLine.', request: { postalAddress: { addressLine: ['Friedrichstraße 43', 'Deutschland'], postCode: '10117', townName: 'Berlin', country: 'DE' } } },
  { code: 'FLD-06', situation: 'An SCT payment with "ß" in the street name: converted to the EPC basic Latin set.', request: { postalAddress: DE, context: { scheme: 'SCT' } } },
  { code: 'FLD-08', situation: 'A line that only repeats StreetName and BuildingNumber leaves the output lines; the removed text is in actions.', request: { postalAddress: { ...DE, addressLine: ['Friedrichstraße 43'] }, include: ['actions'] } },
  { code: 'FLD-07', situation: 'No party role anywhere: debtor assumed (INFO); profile and context disagreeing gives a WARNING.', request: { postalAddress: DE } },
  { code: 'REG-01', situation: 'A FULLY_UNSTRUCTURED address after the cutover that cannot be structured.', request: { postalAddress: { addressLine: ['Qwzx Plokm 7', 'Zzyzx Vbnm'], country: 'DE' } }, endpoint: 'check' },
  { code: 'REG-02', situation: 'A FULLY_UNSTRUCTURED address received before the cutover (grace period).', request: { postalAddress: { addressLine: ['Qwzx Plokm 7', 'Zzyzx Vbnm'], country: 'DE' }, context: { direction: 'INBOUND' } }, endpoint: 'check', now: '2026-11-01T00:00:00Z' },
  { code: 'REG-03', situation: 'schemeVersion SR2025 named after the cutover.', request: { postalAddress: DE, context: { schemeVersion: 'SR2025' } } },
  { code: 'REG-05', situation: 'An ultimate debtor (__2) with a FULLY_UNSTRUCTURED address, even before the cutover.', request: { postalAddress: { addressLine: ['Qwzx Plokm 7', 'Zzyzx Vbnm'], country: 'DE' }, context: { partyRole: 'ultimate_debtor' } }, endpoint: 'check', now: '2026-10-01T00:00:00Z' },
  { code: 'REG-06', situation: 'context.messageType pacs.004 sent to process-party-address: HTTP 422.', request: { postalAddress: DE, context: { messageType: 'pacs.004' } }, http422: true },
  { code: 'REG-07', situation: 'context.messageType pacs.008 sent to the R-transaction route: HTTP 422.', request: { postalAddress: DE, context: { messageType: 'pacs.008' } }, endpoint: 'r-transaction', http422: true },
  { code: 'ENT-01', situation: 'A BIC in an AddressLine and no BIC in identification: extracted.', request: { postalAddress: { addressLine: ['Friedrichstraße 43', 'BIC DEUTDEFF'], postCode: '10117', townName: 'Berlin', country: 'DE' } } },
  { code: 'ENT-02', situation: 'An LEI in an AddressLine: extracted.', request: { postalAddress: { addressLine: ['Friedrichstraße 43', 'LEI 529900T8BM49AURSDO55'], postCode: '10117', townName: 'Berlin', country: 'DE' } } },
  { code: 'ENT-03', situation: 'An IBAN in an AddressLine: extracted in electronic form.', request: { postalAddress: { addressLine: ['Friedrichstraße 43', 'IBAN DE89 3704 0044 0532 0130 00'], postCode: '10117', townName: 'Berlin', country: 'DE' } } },
  { code: 'ENT-04', situation: 'A BIC in an AddressLine that differs from identification.organisationId.anyBic: left in place.', request: { postalAddress: { addressLine: ['Friedrichstraße 43', 'BIC COBADEFFXXX'], postCode: '10117', townName: 'Berlin', country: 'DE' }, identification: { organisationId: { anyBic: 'DEUTDEFF' } } } },
  { code: 'ENT-05', situation: 'The party name "Acme GmbH" repeated as the first AddressLine.', request: { name: 'Acme GmbH', postalAddress: { addressLine: ['ACME GMBH', 'Friedrichstraße 43'], postCode: '10117', townName: 'Berlin', country: 'DE' } } },
  { code: 'VRF-01', situation: 'Postcode and town known and belonging together.', request: { postalAddress: DE } },
  { code: 'VRF-02', situation: 'Town known, postcode not in the national list (premium).', request: { postalAddress: { ...DE, postCode: '99999' }, processingOptions: { quality: 'premium' } } },
  { code: 'VRF-03', situation: 'Neither the town nor the postcode is known for the country (premium).', request: { postalAddress: { ...DE, postCode: '99999', townName: 'Qwzxplokm' }, processingOptions: { quality: 'premium' } } },
  { code: 'VRF-04', situation: 'Munich postcode 80331 with town Berlin (premium).', request: { postalAddress: { ...DE, postCode: '80331' }, processingOptions: { quality: 'premium' } } },
  { code: 'VRF-05', situation: 'quality basic: verification forced off.', request: { postalAddress: DE, processingOptions: { quality: 'basic' } } },
  { code: 'CNV-01', situation: 'Two free-text lines converted to FULLY_STRUCTURED.', request: { postalAddress: { addressLine: ['Friedrichstraße 43', '10117 Berlin'], country: 'DE' } } },
  { code: 'CNV-02', situation: 'Free text with a part no field takes: converted to HYBRID.', request: { postalAddress: { addressLine: ['c/o Qwzx Plokm', 'Friedrichstraße 43', '10117 Berlin'], country: 'DE' } } },
  { code: 'CNV-03', situation: 'repairConfidenceThreshold 1: the parsed street is not applied.', request: { postalAddress: { addressLine: ['Friedrichstraße 43'], postCode: '10117', townName: 'Berlin', country: 'DE' }, processingOptions: { repairConfidenceThreshold: 1 } } },
  { code: 'VRF-06', situation: 'Premium: town "Berlni" with postcode 10117 corrected to Berlin (one edit, and the postcode confirms it).', request: { postalAddress: { ...DE, townName: 'Berlni' }, processingOptions: { quality: 'premium' } } },
  { code: 'CNV-04', situation: 'Free text after the cutover in which no town can be found: conversion was tried and failed.', request: { postalAddress: { addressLine: ['Qwzx Plokm 7', 'Zzyzx Vbnm'], country: 'DE' }, context: { partyRole: 'ultimate_creditor' } } },
  { code: 'CNV-05', situation: 'A postcode written with its country prefix is output in its published form; the old value is in actions.', request: { postalAddress: { streetName: 'Friedrichstraße', buildingNumber: '43', postCode: 'D-10117', townName: 'Berlin', country: 'DE' }, include: ['actions'] } },
  { code: 'CNV-06', situation: 'A line that no field takes stays in AddressLine (nothing is dropped).', request: { postalAddress: { addressLine: ['Friedrichstraße 43', 'Qwzx Plokm Zzyzx'], postCode: '10117', townName: 'Berlin', country: 'DE' } } },
];
