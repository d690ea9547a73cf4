import {
  ENQUIRY_CREATE_ACCESS,
  ENQUIRY_ROUTES,
  type PricedOption,
  RATE_WIZARD_ACCESS,
  type RateSort,
  type RateWizardCustomer,
  type RateWizardRequest,
  type RateWizardResponse,
  rateWizardRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '../../../components/data-table';
import { LoadingShip } from '../../../components/loading-ship';
import { type EnquiryDraft, type PlaceRecords, usePlaceRecords } from '../../../components/shipment';
import { isSilentError } from '../../../lib/http';
import { useCan } from '../../../lib/permissions';
import { usePriceRateWizard } from '../api/price-rate-wizard';
import {
  initialValues,
  type RateWizardFormValues,
  serverFieldNames,
  toRequest,
} from '../components/form-values';
import { PricedOptions } from '../components/priced-options';
import { RateWizardForm } from '../components/rate-wizard-form';

/** RATE_ROUTES.rateWizard: sales price a lane and cargo for a customer and compare the options. */
export function RateWizardPage() {
  const canPrice = useCan(RATE_WIZARD_ACCESS);
  if (!canPrice) {
    return (
      <Stack>
        <Title order={1}>Rate Wizard</Title>
        <Text c="dimmed">You do not have permission to open the Rate Wizard.</Text>
      </Stack>
    );
  }
  return <RateWizard />;
}

function RateWizard() {
  const form = useForm<RateWizardFormValues, unknown, RateWizardRequest>({
    resolver: zodResolver(rateWizardRequestSchema),
    defaultValues: initialValues(),
  });
  const price = usePriceRateWizard();
  // What the shown answer was asked with: a new sort asks the same again, not the form's edits.
  const [asked, setAsked] = useState<RateWizardRequest | null>(null);
  const [answer, setAnswer] = useState<RateWizardResponse | null>(null);
  const sort = useWatch({ control: form.control, name: 'sort' }) ?? 'rate_asc';
  const [customer, setCustomer] = useState<RateWizardCustomer | null>(null);
  const places = usePlaceRecords();
  const canCreateEnquiry = useCan(ENQUIRY_CREATE_ACCESS);
  const navigate = useNavigate();

  const run = async (request: RateWizardRequest) => {
    try {
      const priced = await price.mutateAsync(request);
      setAsked(request);
      setAnswer(priced);
    } catch (error) {
      // A newer request (another sort) replaced this one: its answer is the one to show.
      if (isSilentError(error)) return;
      applyServerErrors(error, form.setError, serverFieldNames(request));
    }
  };

  const onSubmit = form.handleSubmit((values) => run(toRequest(values)));

  const onSortChange = (sort: RateSort) => {
    form.setValue('sort', sort);
    if (asked) void run({ ...asked, sort });
  };

  // The enquiry is of the request the options were priced for, not of the form's later edits.
  const createEnquiry = (option: PricedOption) => {
    if (!asked || !answer) return;
    const enquiryDraft = toEnquiryDraft(asked, option, answer.customer.name, places.places);
    void navigate(ENQUIRY_ROUTES.newEnquiry, { state: { enquiryDraft } });
  };

  return (
    <Stack>
      <Title order={1}>Rate Wizard</Title>
      <RateWizardForm
        form={form}
        onSubmit={onSubmit}
        isPricing={price.isPending}
        customer={customer}
        onCustomerChange={setCustomer}
        places={places}
      />
      {answer ? (
        <PricedOptions
          answer={answer}
          sort={sort}
          onSortChange={onSortChange}
          isRefreshing={price.isPending}
          onCreateEnquiry={canCreateEnquiry ? createEnquiry : undefined}
        />
      ) : price.isPending ? (
        <LoadingShip spinner message="Pricing…" />
      ) : null}
    </Stack>
  );
}

/** What the enquiry form opens with: the priced request's customer, lane, cargo, legs, date and line. */
function toEnquiryDraft(
  request: RateWizardRequest,
  option: PricedOption,
  customerName: string,
  places: PlaceRecords,
): EnquiryDraft {
  const { customerKycId, date, shippingCompanyId, sort: _sort, ...shipment } = request;
  return {
    customer: { kycId: customerKycId, name: customerName },
    wizardOptionKey: option.key,
    values: {
      ...shipment,
      loadType: shipment.mode === 'sea' ? 'FCL' : null,
      cargoReadyDate: date,
      preferredLineId: option.shippingCompanyId ?? shippingCompanyId ?? null,
    },
    places,
  };
}
