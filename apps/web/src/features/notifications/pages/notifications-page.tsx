import { NOTIFICATION_PREFERENCE_ROUTES, type Notification } from '@fastforward/domain';
import { Badge, Box, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { RecordsPage } from '../../../components/company-records';
import type { DataTableColumn } from '../../../components/data-table';
import { useMarkAllRead, useMyNotifications } from '../api/notifications';
import { useOpenNotification } from '../components/notification-bell';

type Status = 'all' | 'unread';

const COLUMNS: DataTableColumn<Notification>[] = [
  {
    key: 'title',
    header: 'Notification',
    render: (n) => (
      <Stack gap={2}>
        <Text size="sm" fw={n.isRead ? 400 : 700}>
          {n.title}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {n.body}
        </Text>
      </Stack>
    ),
  },
  { key: 'createdAt', header: 'Received', render: (n) => new Date(n.createdAt).toLocaleString() },
  {
    key: 'status',
    header: 'Status',
    render: (n) => (
      <Badge variant="light" color={n.isRead ? 'gray' : 'blue'} miw="max-content">
        {n.isRead ? 'Read' : 'Unread'}
      </Badge>
    ),
  },
];

const API = { useList: useMyNotifications };

/** /dashboard/notifications: every notification of the signed-in user, newest first. */
export function NotificationsPage() {
  const [status, setStatus] = useState<Status>('all');
  const markAll = useMarkAllRead();
  const open = useOpenNotification();

  // Every user reads his own notifications: no permission guards this list.
  return (
    <Box p="md" maw={1100} mx="auto">
      <RecordsPage
        title="Notifications"
        headingOrder={2}
        noun="notification"
        api={API}
        columns={COLUMNS}
        filters={{ status }}
        headerActions={(list) => (
          <Group gap="xs">
            <Button variant="default" component={Link} to={NOTIFICATION_PREFERENCE_ROUTES.page}>
              E-mail & SMS preferences
            </Button>
            <Button
              variant="light"
              disabled={(list?.unreadCount ?? 0) === 0}
              loading={markAll.isPending}
              onClick={() => markAll.mutate(undefined)}
            >
              Mark all read
            </Button>
          </Group>
        )}
        filterControls={(list) => (
          <SegmentedControl
            aria-label="Show"
            value={status}
            onChange={(value) => setStatus(value as Status)}
            data={[
              { value: 'all', label: 'All' },
              { value: 'unread', label: `Unread (${list?.unreadCount ?? 0})` },
            ]}
          />
        )}
        describe={(n) => n.title}
        rowActions={(n) => [
          n.link || !n.isRead
            ? { label: n.link ? 'Open' : 'Mark read', name: `Open ${n.title}`, onClick: () => open(n) }
            : null,
        ]}
        searchPlaceholder="Title or text"
        emptyText={status === 'unread' ? 'No unread notifications.' : 'You have no notifications.'}
      />
    </Box>
  );
}
