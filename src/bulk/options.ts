// The processing options of a bulk run (CLI flags, job parameters) and how they become the
// defaults of every record's request. A record's own values (a JSON Lines request that sets
// processingOptions, say) win over these, as a request's own values win over a channel profile.
import type { PartyRole, Quality, SchemeCode, TargetFormat } from '../model/enums';
import type { ProcessPartyAddressRequest } from '../model/schemas';

export interface BulkOptions {
  scheme?: SchemeCode;
  partyRole?: PartyRole;
  targetFormat?: TargetFormat;
  quality?: Quality;
  repairConfidenceThreshold?: number;
  /** Party role per XML element name (Dbtr, Cdtr, UltmtDbtr, UltmtCdtr, InitgPty, ...). */
  roleByElement: Record<string, PartyRole>;
}

export const DEFAULT_ROLE_BY_ELEMENT: Readonly<Record<string, PartyRole>> = {
  Dbtr: 'debtor',
  Cdtr: 'creditor',
  UltmtDbtr: 'ultimate_debtor',
  UltmtCdtr: 'ultimate_creditor',
  InitgPty: 'initiating_party',
};

/** The run's options under the record's own: processingOptions and context, field by field. */
export function withRunDefaults(request: ProcessPartyAddressRequest, options: BulkOptions, partyRole?: PartyRole): ProcessPartyAddressRequest {
  const processingOptions = {
    ...(options.quality !== undefined ? { quality: options.quality } : {}),
    ...(options.targetFormat !== undefined ? { targetFormat: options.targetFormat } : {}),
    ...(options.repairConfidenceThreshold !== undefined ? { repairConfidenceThreshold: options.repairConfidenceThreshold } : {}),
    ...request.processingOptions,
  };
  const role = partyRole ?? options.partyRole;
  const context = {
    ...(options.scheme !== undefined ? { scheme: options.scheme } : {}),
    ...(role !== undefined ? { partyRole: role } : {}),
    ...request.context,
  };
  const out: ProcessPartyAddressRequest = { ...request };
  if (Object.keys(processingOptions).length > 0) out.processingOptions = processingOptions;
  if (Object.keys(context).length > 0) out.context = context;
  return out;
}
