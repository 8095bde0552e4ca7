// Step 1, classify: the format of the submitted address (contract section 6), FMT-01.
import { reason } from '../../model/reasons';
import { classifyFormat } from '../address';
import type { Step } from '../state';

export const classify: Step = (state) => {
  const inputFormat = classifyFormat(state.input);
  return { ...state, inputFormat, reasons: [...state.reasons, reason('FMT-01', { detail: inputFormat })] };
};
