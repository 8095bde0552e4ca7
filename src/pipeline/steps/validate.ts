// Step 2, validate: the input against R-01 (variant limits and mandatory fields), country and
// postcode, OutputMode line limits, R-04 identifiers, R-05 repeats and the party name in lines.
import { reason } from '../../model/reasons';
import { addressLines, fieldValue } from '../address';
import { checkAddress } from '../rules/addressChecks';
import { variantOf } from '../rules/partyVariant';
import { townRequired } from '../rules/addressChecks';
import { OUTPUT_MODE_LIMITS, linesFit } from '../rules/outputLines';
import { scanIdentifiers } from '../rules/misplacedIdentifiers';
import { scanPartyName, townTest } from '../rules/nameInAddress';
import { scanRepeats } from '../rules/townCountryRepeat';
import type { Step } from '../state';

export const validate: Step = (state, context) => {
  const { parameters } = state;
  const variant = variantOf(parameters.partyRole);
  const problems = checkAddress(state.input, { variant, townRequired: townRequired(variant, state.sr2026, state.inputFormat) });
  const lines = addressLines(state.input);
  if (!linesFit(lines, OUTPUT_MODE_LIMITS[parameters.outputMode])) {
    problems.push(reason('FMT-03', { severity: 'ERROR', field: 'AddressLine', detail: `OutputMode ${parameters.outputMode}` }));
  }
  const reasons = [...state.reasons];
  let extractedIdentifiers = state.extractedIdentifiers;
  if (parameters.detectMisplacedIdentifiers && lines.length > 0) {
    const scan = scanIdentifiers(lines, state.request.identification, townTest(context.postal, fieldValue(state.address, 'country')));
    extractedIdentifiers = scan.extracted;
    reasons.push(...scan.reasons);
  }
  let detectedNameInAddress = state.detectedNameInAddress;
  if (parameters.validateNameContent && lines.length > 0) {
    const scan = scanPartyName(lines, state.request.name, townTest(context.postal, fieldValue(state.address, 'country')));
    detectedNameInAddress = scan.found[0]?.text;
    reasons.push(...scan.reasons);
  }
  if (lines.length > 0) reasons.push(...scanRepeats(lines, state.input).reasons);
  return { ...state, inputProblems: [...state.inputProblems, ...problems], reasons, extractedIdentifiers, detectedNameInAddress };
};
