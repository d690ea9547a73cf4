import { STAFF_STATUS, type StaffStatus } from '@fastforward/domain';
import { Badge, Group, Text } from '@mantine/core';

const STATUS_LABEL: Record<StaffStatus, string> = { active: 'Active', disabled: 'Disabled' };

/** An account's status, and whether its invitation is still unanswered (first login pending). */
export function AccountStatusCell({ status, isFirstLogin }: { status: StaffStatus; isFirstLogin: boolean }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={status === STAFF_STATUS.active ? 'green' : 'gray'} variant="light" miw="max-content">
        {STATUS_LABEL[status]}
      </Badge>
      {isFirstLogin ? (
        <Text size="xs" c="dimmed">
          invited
        </Text>
      ) : null}
    </Group>
  );
}

export const ACCOUNT_STATUS_OPTIONS = [STAFF_STATUS.active, STAFF_STATUS.disabled].map((value) => ({
  value,
  label: STATUS_LABEL[value],
}));
