import { forwardWorkflow } from '@fastforward/domain';
import { enquiryForwards } from '../../db/schema';
import { createStatusTransitions } from '../workflow/workflow.service';

/**
 * The forward's status moves, one definition for the forwarding side (initial status) and the
 * vendor's answer doors (moves); its own file so vendor-forwards imports it without the forwarding service.
 */
export const forwardTransitions = createStatusTransitions({
  table: enquiryForwards,
  workflow: forwardWorkflow,
  recordType: 'forward',
  notFoundMessage: 'Forward not found',
});
