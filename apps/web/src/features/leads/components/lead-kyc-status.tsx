import { customerKycPath, KYC_STATUS_LABELS, type Lead } from '@fastforward/domain';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { KycBadge } from '../../../components/kyc-details';

/** Where the customer KYC a lead converted into stands, linking to the customer. */
export function LeadKycStatus({ lead, withLink = false }: { lead: Lead; withLink?: boolean }) {
  if (!lead.kyc) return <Text c="dimmed">Not converted</Text>;
  const badge = (
    <KycBadge
      status={lead.kyc.status}
      label={`Customer ${KYC_STATUS_LABELS[lead.kyc.status].toLowerCase()}`}
    />
  );
  if (!withLink) return badge;
  return (
    <Group gap="xs">
      {badge}
      <Anchor component={Link} to={customerKycPath(lead.kyc.id)}>
        Open customer
      </Anchor>
    </Group>
  );
}
