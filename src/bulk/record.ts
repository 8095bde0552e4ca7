// What a bulk run keeps of one processed record: enough to write the output, the reject file
// and the report, small enough to cross a thread boundary cheaply (not the whole response).
import type { AddressFormat, AutoCorrectStatus, Decision } from '../model/enums';
import type { PostalAddress, ProcessPartyAddressRequest } from '../model/schemas';

export interface RecordReason {
  code: string;
  severity: string;
  message: string;
  field?: string;
}

export type RecordResult =
  | {
      ok: true;
      decision: Decision;
      status: AutoCorrectStatus;
      inputFormat: AddressFormat;
      outputFormat: AddressFormat;
      output: PostalAddress;
      reasons: RecordReason[];
      /** BIC, LEI, IBAN taken out of the lines: the caller's text, so it goes into the output (when any). */
      extractedIdentifiers?: { bic?: string; lei?: string; iban?: string };
    }
  /** The record does not fit the request schema (or a parameter is invalid): a bad row. */
  | { ok: false; error: string };

export type RecordRequest = ProcessPartyAddressRequest;
