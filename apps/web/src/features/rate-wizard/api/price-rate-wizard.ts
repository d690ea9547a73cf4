import {
  type ItemData,
  RATE_PATHS,
  type RateWizardRequest,
  type RateWizardResponse,
} from '@fastforward/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** Prices a lane and cargo for a customer; the form places refusals under its fields. */
export const priceRateWizard = async (body: RateWizardRequest) =>
  (
    await request<ItemData<RateWizardResponse>>(RATE_PATHS.rateWizardPrice, {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export const usePriceRateWizard = () => useMutation({ mutationFn: priceRateWizard });
