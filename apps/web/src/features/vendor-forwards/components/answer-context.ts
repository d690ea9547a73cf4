import type { VendorForward } from '@fastforward/domain';
import type { AnswerFormContext } from '../../../components/forward-answer';

/** The answer form's context from a forward as its vendor reads it (the choices come with it). */
export const answerContextOf = (forward: VendorForward): AnswerFormContext => ({
  mode: forward.mode,
  loadType: forward.loadType,
  requiredCharges: forward.requiredCharges,
  containers: forward.containers,
  currencies: forward.options.currencies,
  shippingLines: forward.options.shippingLines,
});
