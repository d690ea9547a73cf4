import { customerKycPath, KYC_STATUS_LABELS, type KycStatus, type Lead } from '@fastforward/domain';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

const STATUS_COLOR: Record<KycStatus, string> = {
  draft: 'gray',
  invited: 'blue',
  submitted: 'yellow',
  approved: 'green',
  rejected: 'red',
};

/** Where the customer KYC a lead converted into stands, linking to the customer. */
export function LeadKycStatus({ lead, withLink = false }: { lead: Lead; withLink?: boolean }) {
  if (!lead.kyc) return <Text c="dimmed">Not converted</Text>;
  const badge = (
    <Badge color={STATUS_COLOR[lead.kyc.status]} variant="light" miw="max-content">
      {`Customer ${KYC_STATUS_LABELS[lead.kyc.status].toLowerCase()}`}
    </Badge>
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
