import type { Enquiry } from '@fastforward/domain';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { EnquiryDoor } from '../../api/enquiry-doors';
import { laneLabel, modeLabel } from './enquiry-labels';
import { EnquiryStageBadge, EnquiryStatusBadge } from './enquiry-status-badge';

/** The enquiry's reference and status, who it is for or with, and the page's actions. */
export function EnquiryHeader({
  enquiry,
  door,
  party,
  actions,
}: {
  enquiry: Enquiry;
  door: EnquiryDoor;
  /** 'Customer Acme Imports' or 'With Oceanic Freight'. */
  party: string;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1}>{enquiry.reference}</Title>
          <EnquiryStatusBadge status={enquiry.status} />
          <EnquiryStageBadge stage={enquiry.stage} door={door} />
        </Group>
        <Text c="dimmed" size="sm">
          {[party, modeLabel(enquiry), laneLabel(enquiry)].join(' · ')}
        </Text>
      </Stack>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}
