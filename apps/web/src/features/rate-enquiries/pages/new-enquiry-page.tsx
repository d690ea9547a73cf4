import {
  ENQUIRY_CREATE_ACCESS,
  ENQUIRY_ROUTES,
  enquiryPath,
  RATE_ROUTES,
  type RateWizardCustomer,
} from '@fastforward/domain';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CustomerPicker } from '../../../components/pickers';
import { readEnquiryDraft } from '../../../components/shipment';
import { useCan } from '../../../lib/permissions';
import { useCreateEnquiry } from '../api/create-enquiry';
import { EnquiryForm } from '../components/enquiry/enquiry-form';

/**
 * ENQUIRY_ROUTES.newEnquiry: sales make an enquiry for a customer, on its behalf. From the Rate
 * Wizard it opens with the priced request (customer, lane, cargo, legs, date, line) and the option.
 */
export function NewEnquiryPage() {
  const canCreate = useCan(ENQUIRY_CREATE_ACCESS);
  const draft = readEnquiryDraft(useLocation().state);
  const navigate = useNavigate();
  const create = useCreateEnquiry();
  const [customer, setCustomer] = useState<RateWizardCustomer | null>(null);
  const [customerError, setCustomerError] = useState<string | undefined>();
  if (!canCreate) {
    return (
      <Stack>
        <Title order={1}>New Enquiry</Title>
        <Text c="dimmed">You do not have permission to make enquiries for customers.</Text>
      </Stack>
    );
  }
  return (
    <Stack>
      <Title order={1}>New Enquiry</Title>
      <Text c="dimmed" size="sm">
        {draft ? (
          'From the Rate Wizard: check the request, add what the customer told you, and send it.'
        ) : (
          <>
            For a customer, on its behalf. To price it first, use the{' '}
            <Anchor component={Link} to={RATE_ROUTES.rateWizard}>
              Rate Wizard
            </Anchor>
            .
          </>
        )}
      </Text>
      <EnquiryForm
        door="staff"
        draft={draft?.values}
        places={draft?.places}
        header={
          draft ? (
            <Text fw={500}>Customer: {draft.customer.name}</Text>
          ) : (
            <CustomerPicker
              label="Customer"
              withAsterisk
              placeholder="Search a customer"
              maw={420}
              value={customer}
              onChange={(chosen) => {
                setCustomer(chosen);
                setCustomerError(undefined);
              }}
              error={customerError}
            />
          )
        }
        create={async (request) => {
          const customerKycId = draft?.customer.kycId ?? customer?.id;
          if (customerKycId === undefined) {
            setCustomerError('Choose a customer');
            return null;
          }
          const wizardOptionKey = draft?.wizardOptionKey ?? null;
          return create.mutateAsync({
            door: 'staff',
            request: { ...request, customerKycId, wizardOptionKey },
          });
        }}
        onCreated={(enquiry) => void navigate(enquiryPath(ENQUIRY_ROUTES.enquiry, { id: enquiry.id }))}
      />
    </Stack>
  );
}
