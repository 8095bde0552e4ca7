// Step 2, validate: the input against R-01 (variant limits and mandatory fields), country and
// postcode, OutputMode line limits, R-04 identifiers, R-05 repeats and the party name in lines.
import { reason } from '../../model/reasons';
import { addressLines, fieldValue } from '../address';
import { checkAddress } from '../rules/addressChecks';
import { variantOf } from '../rules/partyVariant';
import { townRequired } from '../rules/addressChecks';
import { OUTPUT_MODE_LIMITS, linesFit } from '../rules/outputLines';
import { scanIdentifiers, type IdentifierScan } from '../rules/misplacedIdentifiers';
import { scanPartyName, townTest, type NameScan } from '../rules/nameInAddress';
import { scanRepeats, type RepeatScan } from '../rules/townCountryRepeat';
import type { LineScans, Step } from '../state';

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
  let identifiers: IdentifierScan | undefined;
  if (parameters.detectMisplacedIdentifiers && lines.length > 0) {
    identifiers = scanIdentifiers(lines, state.request.identification, townTest(context.postal, fieldValue(state.address, 'country')));
    extractedIdentifiers = identifiers.extracted;
    reasons.push(...identifiers.reasons);
  }
  let detectedNameInAddress = state.detectedNameInAddress;
  let partyName: NameScan | undefined;
  if (parameters.validateNameContent && lines.length > 0) {
    partyName = scanPartyName(lines, state.request.name, townTest(context.postal, fieldValue(state.address, 'country')));
    detectedNameInAddress = partyName.found[0]?.text;
    reasons.push(...partyName.reasons);
  }
  let repeats: RepeatScan | undefined;
  if (lines.length > 0) {
    repeats = scanRepeats(lines, state.input);
    reasons.push(...repeats.reasons);
  }
  const lineScans: LineScans = { lines, address: state.input, identifiers, partyName, repeats };
  return { ...state, inputProblems: [...state.inputProblems, ...problems], reasons, extractedIdentifiers, detectedNameInAddress, lineScans };
};
