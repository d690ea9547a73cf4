import { LEAD_MESSAGES, type Lead, SALES_ACCESS, SALES_ROUTES } from '@fastforward/domain';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import { dateTimeOrDash, Fact } from '../../../components/fact';
import { RecordPage } from '../../../components/record-page';
import { useCan } from '../../../lib/permissions';
import { useConvertLead, useLead } from '../api/leads-api';
import { LeadFormModal } from '../components/lead-form-modal';
import { LeadKycStatus } from '../components/lead-kyc-status';

/** /dashboard/sales/leads/:id: one lead, edited, converted into a customer invitation, followed. */
export function LeadPage() {
  return (
    <RecordPage
      access={SALES_ACCESS.view}
      area="Leads"
      noun="Lead"
      backTo={SALES_ROUTES.leads}
      useRecord={useLead}
    >
      {(lead) => <LeadView lead={lead} />}
    </RecordPage>
  );
}

function LeadView({ lead }: { lead: Lead }) {
  const canUpdate = useCan(SALES_ACCESS.update);
  const convert = useConvertLead();
  const { confirm, dialog } = useConfirmDialog();
  const [editing, setEditing] = useState(false);
  const [invited, setInvited] = useState<string | null>(null);

  const askConvert = async () => {
    const question = {
      message: `Convert ${lead.companyName} into a customer? A KYC invitation is e-mailed to ${lead.email}.`,
      confirmLabel: 'Convert and invite',
      color: 'blue',
    };
    if (!(await confirm(question))) return;
    const converted = await convert.mutateAsync(lead.id).catch(() => null);
    if (converted?.email) setInvited(converted.email);
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1}>{lead.companyName}</Title>
          {lead.stage ? (
            <Badge variant="outline" color={lead.stage.isClosed ? 'gray' : 'blue'}>
              {lead.stage.name}
            </Badge>
          ) : null}
        </Group>
        {canUpdate ? (
          <Group gap="xs">
            <Button variant="light" onClick={() => setEditing(true)}>
              Edit
            </Button>
            {lead.kyc === null ? (
              <Button
                onClick={askConvert}
                loading={convert.isPending}
                disabled={!lead.email}
                title={lead.email ? undefined : LEAD_MESSAGES.emailNeeded}
              >
                Convert to customer
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Group>

      {invited ? (
        <Alert color="green" withCloseButton onClose={() => setInvited(null)}>
          {LEAD_MESSAGES.convertedNotice(invited)}
        </Alert>
      ) : null}
      {canUpdate && lead.kyc === null && !lead.email ? (
        <Alert color="yellow">{LEAD_MESSAGES.emailNeeded}</Alert>
      ) : null}

      <Paper withBorder p="md" component="section" aria-label="Customer">
        <Title order={2} size="h4" mb="sm">
          Customer
        </Title>
        <Group gap="xl">
          <LeadKycStatus lead={lead} withLink />
          {lead.convertedAt ? <Fact label="Converted">{dateTimeOrDash(lead.convertedAt)}</Fact> : null}
        </Group>
      </Paper>

      <Paper withBorder p="md" component="section" aria-label="Details">
        <Title order={2} size="h4" mb="sm">
          Details
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Fact label="Contact">{lead.contactName}</Fact>
          <Fact label="E-mail">{lead.email ?? '—'}</Fact>
          <Fact label="Phone">{lead.phone ?? '—'}</Fact>
          <Fact label="Source">{lead.source?.name ?? '—'}</Fact>
          <Fact label="Stage">{lead.stage?.name ?? '—'}</Fact>
          <Fact label="Owner">{lead.owner?.fullName ?? '—'}</Fact>
          <Fact label="Next follow-up">{dateTimeOrDash(lead.nextFollowUpAt)}</Fact>
          <Fact label="Added">{dateTimeOrDash(lead.createdAt)}</Fact>
          <Fact label="Last changed">{dateTimeOrDash(lead.updatedAt)}</Fact>
        </SimpleGrid>
        {lead.notes ? (
          <Stack mt="md" gap={0}>
            <Fact label="Notes">
              <Text style={{ whiteSpace: 'pre-wrap' }}>{lead.notes}</Text>
            </Fact>
          </Stack>
        ) : null}
      </Paper>

      <LeadFormModal opened={editing} record={lead} onClose={() => setEditing(false)} />
      {dialog}
    </Stack>
  );
}
