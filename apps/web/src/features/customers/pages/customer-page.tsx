import {
  CUSTOMER_KYC_ROUTES,
  CUSTOMERS_ACCESS,
  type CustomerKyc,
  KYC_STATUS,
  kycUpdateRequestPagePath,
} from '@fastforward/domain';
import { Alert, Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import { dateTimeOrDash, Fact } from '../../../components/fact';
import { KycStatusBadge } from '../../../components/kyc-details';
import { RecordPage } from '../../../components/record-page';
import { useCan } from '../../../lib/permissions';
import { CustomerSmsNumbers } from '../../notification-preferences/components/customer-sms-numbers';
import { useCustomerKyc } from '../api/get-customer-kyc';
import { useTierOptions } from '../api/get-tier-options';
import { useRegenerateKycLink } from '../api/regenerate-kyc-link';
import { useResendVerificationMail } from '../api/resend-verification-mail';
import { useSetCustomerTier } from '../api/set-customer-tier';
import { ApproveLogTimeline } from '../components/approve-log-timeline';
import { CustomerCredit } from '../components/customer-credit';
import { KycDetailsView } from '../components/kyc-details';
import { KycDocuments } from '../components/kyc-documents';
import { ApproveKycModal, RejectKycModal } from '../components/review-kyc-modals';
import { TransferCustomerModal } from '../components/transfer-customer-modal';

/** /dashboard/customers/:id: one customer's KYC, reviewed, approved or rejected, and looked after. */
export function CustomerPage() {
  return (
    <RecordPage
      access={CUSTOMERS_ACCESS.view}
      area="Customers"
      noun="Customer"
      backTo={CUSTOMER_KYC_ROUTES.customers}
      useRecord={useCustomerKyc}
    >
      {(kyc) => <CustomerKycView kyc={kyc} />}
    </RecordPage>
  );
}

type Dialog = 'approve' | 'reject' | 'transfer' | null;

function CustomerKycView({ kyc }: { kyc: CustomerKyc }) {
  const canUpdate = useCan(CUSTOMERS_ACCESS.update);
  const tiers = useTierOptions();
  const setTier = useSetCustomerTier();
  const regenerate = useRegenerateKycLink();
  const resend = useResendVerificationMail();
  const { confirm, dialog } = useConfirmDialog();
  const [open, setOpen] = useState<Dialog>(null);
  const close = () => setOpen(null);
  const isSubmitted = kyc.status === KYC_STATUS.submitted;
  const canResend = kyc.customerUser !== null && !kyc.customerUser.isEmailVerified;

  const askRegenerate = async () => {
    const question = {
      message: `E-mail a new invitation link to ${kyc.email}? Earlier links stop working.`,
      confirmLabel: 'Send new link',
      color: 'blue',
    };
    if (await confirm(question)) regenerate.mutate({ id: kyc.id });
  };
  const askResend = async () => {
    const question = {
      message: `E-mail the verification link to ${kyc.email} again?`,
      confirmLabel: 'Send',
      color: 'blue',
    };
    if (await confirm(question)) resend.mutate({ id: kyc.id });
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1}>{kyc.companyName || kyc.email}</Title>
          <KycStatusBadge status={kyc.status} hasPendingUpdate={kyc.hasPendingUpdate} />
        </Group>
        {canUpdate ? (
          <Group gap="xs">
            {kyc.status === KYC_STATUS.invited ? (
              <Button variant="light" onClick={askRegenerate} loading={regenerate.isPending}>
                Regenerate link
              </Button>
            ) : null}
            {canResend ? (
              <Button variant="light" onClick={askResend} loading={resend.isPending}>
                Resend verification mail
              </Button>
            ) : null}
            <Button variant="light" onClick={() => setOpen('transfer')}>
              Transfer
            </Button>
            {isSubmitted ? (
              <>
                <Button color="red" variant="light" onClick={() => setOpen('reject')}>
                  Reject
                </Button>
                <Button color="green" onClick={() => setOpen('approve')}>
                  Approve
                </Button>
              </>
            ) : null}
          </Group>
        ) : null}
      </Group>

      {kyc.rejectionReason ? (
        <Alert color="red" title="Rejected">
          {kyc.rejectionReason}
        </Alert>
      ) : null}
      {kyc.pendingUpdateRequestId !== null ? (
        <Alert color="orange" title="Update requested">
          The customer asked to change its details.{' '}
          <Anchor component={Link} to={kycUpdateRequestPagePath(kyc.pendingUpdateRequestId)}>
            Review the update request
          </Anchor>
        </Alert>
      ) : null}

      <Paper withBorder p="md" radius="md" component="section" aria-label="Account">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact label="E-mail">
            {kyc.email}
            {kyc.customerUser ? (
              <Text span size="xs" c={kyc.customerUser.isEmailVerified ? 'green' : 'orange'} ml="xs">
                {kyc.customerUser.isEmailVerified ? 'verified' : 'not verified'}
              </Text>
            ) : null}
          </Fact>
          <Fact label="Sales person">{kyc.salesPerson?.fullName ?? '—'}</Fact>
          <Fact label="Tier">
            {canUpdate ? (
              <Select
                aria-label="Tier"
                placeholder="No tier"
                clearable
                data={(tiers.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
                value={kyc.tier ? String(kyc.tier.id) : null}
                disabled={setTier.isPending}
                onChange={(next) =>
                  setTier.mutate({ id: kyc.id, body: { tierId: next === null ? null : Number(next) } })
                }
              />
            ) : (
              (kyc.tier?.name ?? '—')
            )}
          </Fact>
          <Fact label="Customer account">
            {kyc.customerCompany
              ? `${kyc.customerCompany.shortName ?? '—'} · ${kyc.customerUser?.username ?? '—'}`
              : 'Not created yet'}
          </Fact>
          <Fact label="Invited">{dateTimeOrDash(kyc.createdAt)}</Fact>
          <Fact label="Submitted">{dateTimeOrDash(kyc.submittedAt)}</Fact>
          <Fact label="Reviewed">
            {kyc.reviewedAt ? `${dateTimeOrDash(kyc.reviewedAt)} by ${kyc.reviewedBy?.fullName ?? '—'}` : '—'}
          </Fact>
        </SimpleGrid>
      </Paper>

      <CustomerCredit kyc={kyc} />

      {kyc.details ? (
        <KycDetailsView details={kyc.details} identity={kyc} />
      ) : (
        <Text c="dimmed">The customer has not submitted the KYC form yet.</Text>
      )}
      <KycDocuments documents={kyc.documents} />
      <CustomerSmsNumbers kycId={kyc.id} />

      <Stack component="section" aria-label="History" gap="sm">
        <Title order={2} size="h3">
          History
        </Title>
        <ApproveLogTimeline kycId={kyc.id} />
      </Stack>

      <ApproveKycModal kyc={kyc} opened={open === 'approve'} onClose={close} />
      <RejectKycModal kyc={kyc} opened={open === 'reject'} onClose={close} />
      <TransferCustomerModal kyc={open === 'transfer' ? kyc : null} onClose={close} />
      {dialog}
    </Stack>
  );
}
