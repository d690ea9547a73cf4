import { FORWARD_ANSWER_MESSAGES, type ForwardAnswerRequest } from '@fastforward/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enquiryForwards } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { loadStaffEnquiry } from '../rate-enquiries/enquiry-records';
import { type AnswerDeps, lockForward, storeForwardAnswer } from './forward-answers';
import { readVendorForwards, type VendorForwardItem } from './vendor-forward-view';

/**
 * Pricing enters the answer of a vendor who replied by phone or e-mail: the same checks and the
 * same one answer per forward as the vendor's own doors, recorded as entered by that user.
 */
export async function storeManualResponse(
  deps: AnswerDeps & { db: Db },
  auth: AuthContext,
  ids: { enquiryId: number; forwardId: number },
  answer: ForwardAnswerRequest,
): Promise<NonNullable<VendorForwardItem['answer']>> {
  const enquiry = await loadStaffEnquiry(deps.db, auth, ids.enquiryId, { handle: true });
  return deps.db.transaction(async (tx) => {
    const where = and(
      eq(enquiryForwards.id, ids.forwardId),
      eq(enquiryForwards.enquiryId, enquiry.id),
      eq(enquiryForwards.companyId, auth.companyId),
    );
    const forward = await lockForward(tx, where);
    if (!forward) throw new AppError('NOT_FOUND', FORWARD_ANSWER_MESSAGES.notFound);
    await storeForwardAnswer(tx, deps, forward, answer, 'manual', auth.userId);
    const [view] = await readVendorForwards(tx, eq(enquiryForwards.id, forward.id));
    if (!view?.answer) throw new Error('the stored answer was not found');
    return view.answer;
  });
}
