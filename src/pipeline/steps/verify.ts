// Step 5, verify: the postal fields (and only those, R-06) against the postal database at the
// requested quality; skipped with VRF-05 when verification is off or quality is basic.
import { reason } from '../../model/reasons';
import { postalQueryOf } from '../../verification/postalQuery';
import type { PipelineContext, PipelineState, Step, VerificationOutcome } from '../state';

export function runVerification(state: PipelineState, context: PipelineContext): VerificationOutcome {
  const { verification, quality } = state.parameters;
  if (!verification || quality === 'basic') {
    return { status: 'unverified', score: 0, fieldConfidence: {}, reasons: [reason('VRF-05')], corrections: [] };
  }
  return context.verify(postalQueryOf(state.address as Readonly<Record<string, unknown>>), quality);
}

export const verify: Step = (state, context) => {
  const outcome = runVerification(state, context);
  return {
    ...state,
    verification: { status: outcome.status, score: outcome.score, fieldConfidence: outcome.fieldConfidence },
    verificationReasons: outcome.reasons,
    corrections: outcome.corrections,
  };
};
