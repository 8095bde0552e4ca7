// Runs the real pipeline in process for rule tests: real reference data and postal verifier,
// a fixed clock (after the SR2026 cutover unless a test says otherwise).
import { processPartyAddress, type ProcessOutcome } from '../../src/pipeline/processPartyAddress';
import { createPostalServices } from '../../src/composition/postalServices';
import type { ChannelProfile, ProcessPartyAddressRequest } from '../../src/model/schemas';
import type { Endpoint } from '../../src/pipeline/state';

export const AFTER_CUTOVER = new Date('2026-12-01T10:00:00Z');
export const BEFORE_CUTOVER = new Date('2026-10-01T10:00:00Z');

const postal = await createPostalServices();

export function run(request: ProcessPartyAddressRequest, options: { endpoint?: Endpoint; now?: Date; profile?: ChannelProfile } = {}): ProcessOutcome {
  return processPartyAddress(request, {
    endpoint: options.endpoint ?? 'process',
    profile: options.profile,
    now: options.now ?? AFTER_CUTOVER,
    postal: postal.reference,
    verify: postal.verify,
    // A fault of the conversion fails the test instead of being withheld.
    onConservationError: 'throw',
  });
}

export function codes(outcome: ProcessOutcome): string[] {
  return outcome.response.result.reasons.map((r) => `${r.code}:${r.severity}`);
}

export function hasReason(outcome: ProcessOutcome, code: string, severity?: string): boolean {
  return outcome.response.result.reasons.some((r) => r.code === code && (severity === undefined || r.severity === severity));
}

/** A clean German address, fully structured, that every rule accepts. */
export const STRUCTURED_DE = {
  streetName: 'Wilhelm-Epstein-Straße',
  buildingNumber: '14',
  postCode: '60431',
  townName: 'Frankfurt am Main',
  country: 'DE',
};
