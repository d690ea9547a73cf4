import { ENQUIRY_STAGE_LABELS, type EnquiryStage, type EnquiryStatus } from '@fastforward/domain';
import { Badge, Group } from '@mantine/core';
import type { EnquiryDoor } from '../../api/enquiry-doors';
import { STATUS_COLORS, statusLabel } from './enquiry-labels';

/**
 * The enquiry's SPEC status, and beside it its stage where one is set (whose move it is: "quote
 * sent", "counter-offer waiting for you"), worded for the side reading it.
 */
export function EnquiryStatusBadge({
  status,
  stage,
  door,
}: {
  status: EnquiryStatus;
  stage?: EnquiryStage | null;
  door?: EnquiryDoor;
}) {
  // A narrow column must not cut the status short.
  const style = { flexShrink: 0, maxWidth: 'none' } as const;
  const badge = (
    <Badge color={STATUS_COLORS[status]} variant="light" style={style}>
      {statusLabel(status)}
    </Badge>
  );
  if (!stage || !door) return badge;
  return (
    <Group gap={4} wrap="nowrap">
      {badge}
      <EnquiryStageBadge stage={stage} door={door} />
    </Group>
  );
}

/** The stage alone, for a heading that shows it beside the status badge. */
export function EnquiryStageBadge({ stage, door }: { stage: EnquiryStage | null; door: EnquiryDoor }) {
  if (!stage) return null;
  return (
    <Badge color="gray" variant="outline" tt="none" style={{ flexShrink: 0, maxWidth: 'none' }}>
      {ENQUIRY_STAGE_LABELS[door][stage]}
    </Badge>
  );
}
