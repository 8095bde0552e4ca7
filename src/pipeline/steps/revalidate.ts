// Step 7, revalidate: checks the output as validate checked the input, verifies it again when
// convert changed it, and settles each input problem: still present in the output, it stays an
// ERROR; repaired, it is reported as a WARNING that still names the rule (contract section 6).
import { reason, reasonDefinition, type Reason } from '../../model/reasons';
import { addressLines, classifyFormat, fieldValue } from '../address';
import type { PostalAddress } from '../../model/schemas';
import type { StructuredFieldName } from '../../model/fields';
import { fieldOfIsoName } from '../redaction';
import { checkAddress, townRequired } from '../rules/addressChecks';
import { variantOf } from '../rules/partyVariant';
import { OUTPUT_MODE_LIMITS, linesFit } from '../rules/outputLines';
import type { Step } from '../state';
import { runVerification } from './verify';
import { scanRepeats } from '../rules/townCountryRepeat';

/** The structured field a reason names holds a value in the address. */
function fieldHeld(address: PostalAddress, field: string | undefined): boolean {
  const name = field === undefined ? undefined : fieldOfIsoName(field);
  return name !== undefined && name !== 'addressLine' && fieldValue(address, name as StructuredFieldName) !== undefined;
}

const sameProblem = (a: Reason, b: Reason) => a.code === b.code && a.field === b.field;

/**
 * Each input problem as the output leaves it. Gone from the output, an ERROR is said repaired as a
 * WARNING; a WARNING is said repaired where the field it names holds a value in the output ("TownName
 * missing" beside the TownName the lines gave), and stays as raised where the field left for a line
 * (a postcode of the wrong format moved into AddressLine by a FULLY_UNSTRUCTURED output is no repair;
 * twelfth review).
 */
export function settleProblems(inputProblems: readonly Reason[], outputProblems: readonly Reason[], output?: PostalAddress): Reason[] {
  const settled: Reason[] = [];
  for (const problem of inputProblems) {
    const remaining = outputProblems.find((p) => sameProblem(p, problem));
    if (remaining) settled.push(remaining);
    else if (problem.severity !== 'ERROR') settled.push(output !== undefined && fieldHeld(output, problem.field) ? { ...problem, message: `${problem.message} (repaired)` } : problem);
    else if (reasonDefinition(problem.code).severities.includes('WARNING')) settled.push({ ...problem, severity: 'WARNING', message: `${problem.message} (repaired)` });
  }
  for (const problem of outputProblems) {
    if (!settled.some((p) => sameProblem(p, problem))) settled.push(problem);
  }
  return settled;
}

export const revalidate: Step = (state, context) => {
  const { parameters, address } = state;
  const variant = variantOf(parameters.partyRole);
  const format = classifyFormat(address);
  const outputProblems = checkAddress(address, { variant, townRequired: townRequired(variant, state.sr2026, format) });
  if (!linesFit(addressLines(address), OUTPUT_MODE_LIMITS[parameters.outputMode])) {
    outputProblems.push(reason('FMT-03', { severity: 'ERROR', field: 'AddressLine', detail: `OutputMode ${parameters.outputMode}` }));
  }
  // A FULLY_UNSTRUCTURED output where it is permitted says why it is, as date-legality says it of
  // such an input: REG-02 WARNING in the grace period, REG-01 WARNING where the R-transaction
  // exemption holds after the cutover. Before, a requested FULLY_UNSTRUCTURED output of a
  // structured input said neither (thirteenth review).
  const permittedAs: Reason[] = [];
  if (format === 'FULLY_UNSTRUCTURED') {
    if (variant === '__2') outputProblems.push(reason('REG-05', { severity: 'ERROR', field: 'AddressLine' }));
    else if (!state.unstructuredPermitted) outputProblems.push(reason('REG-01', { severity: 'ERROR', field: 'AddressLine' }));
    else if (!state.reasons.some((r) => r.code === 'REG-02' || r.code === 'REG-01')) {
      permittedAs.push(
        state.sr2026
          ? reason('REG-01', { severity: 'WARNING', field: 'AddressLine', detail: 'R-transaction exempt (original payment data)' })
          : reason('REG-02', { field: 'AddressLine', detail: `${parameters.direction} before 2026-11-22T02:30:00Z` }),
      );
    }
  }
  let { verification, verificationReasons } = state;
  if (state.repaired && context.endpoint !== 'check') {
    const outcome = runVerification(state, context);
    verification = { status: outcome.status, score: outcome.score, fieldConfidence: outcome.fieldConfidence };
    verificationReasons = outcome.reasons;
  }
  // R-05 on the output: a town or country the conversion took from the lines and still written whole
  // in a line ("Köln" above "50667 Köln") is a repeat the spec warns of, as validate says it of the
  // input (fourteenth review: the output held both and no reason said so).
  const lines = addressLines(address);
  const outputRepeats = context.endpoint !== 'check' && lines.length > 0 && !state.reasons.some((r) => r.code === 'FLD-05') ? scanRepeats(lines, address).reasons.filter((r) => r.code === 'FLD-05') : [];
  let settled = settleProblems(state.inputProblems, outputProblems, address);
  // A word longer than the line was split across lines: fitting so is no clean repair. FMT-03
  // stays a WARNING that says so (the word as sent and as cut are in actions), and decide makes
  // the answer PARTIAL_SUCCESS at best (docs/decisions.md).
  if (state.wordCuts.length > 0 && !settled.some((p) => p.code === 'FMT-03' && p.severity === 'ERROR')) {
    const width = OUTPUT_MODE_LIMITS[parameters.outputMode].width;
    const count = state.wordCuts.length;
    settled = [
      ...settled.filter((p) => p.code !== 'FMT-03'),
      reason('FMT-03', { severity: 'WARNING', field: 'AddressLine', detail: `${count} word(s) longer than the ${width}-character line of OutputMode ${parameters.outputMode} cut across lines; each word as sent and as cut is in actions` }),
    ];
  }
  // Convert ran on an input it had to repair and the output is still not acceptable: say so once.
  const conversionFailed = context.endpoint !== 'check' && state.inputProblems.some((p) => p.severity === 'ERROR') && settled.some((p) => p.severity === 'ERROR') && !settled.some((p) => p.code === 'CNV-04');
  if (conversionFailed) settled.push(reason('CNV-04', { detail: 'the input could not be repaired into an acceptable address' }));
  return {
    ...state,
    verification,
    verificationReasons,
    reasons: [...state.reasons, ...permittedAs, ...outputRepeats, ...verificationReasons, ...settled],
  };
};
