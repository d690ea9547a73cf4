import { Badge, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type DataTableColumn, useDataTableState } from '../../../components/data-table';
import { type NotificationItem, useMarkAllRead, useMyNotifications } from '../api/notifications';
import { useOpenNotification } from '../components/notification-bell';

type Status = 'all' | 'unread';

/** /dashboard/notifications: every notification of the signed-in user, newest first. */
export function NotificationsPage() {
  const table = useDataTableState();
  const [status, setStatus] = useState<Status>('all');
  const list = useMyNotifications({
    status,
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
  });
  const markAll = useMarkAllRead();
  const open = useOpenNotification();
  const unread = list.data?.unreadCount ?? 0;

  const columns: DataTableColumn<NotificationItem>[] = [
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
    {
      key: 'actions',
      header: 'Actions',
      render: (n) =>
        n.link || !n.isRead ? (
          <Button size="xs" variant="light" onClick={() => open(n)} aria-label={`Open ${n.title}`}>
            {n.link ? 'Open' : 'Mark read'}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack p="md" maw={1100} mx="auto">
      <Group justify="space-between">
        <Title order={2}>Notifications</Title>
        <Button
          variant="light"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate(undefined)}
        >
          Mark all read
        </Button>
      </Group>
      <DataTable
        label="Notifications"
        columns={columns}
        data={list.data}
        rowKey={(n) => n.id}
        isLoading={list.isLoading}
        isError={list.isError}
        emptyText={status === 'unread' ? 'No unread notifications.' : 'You have no notifications.'}
        page={table.page}
        onPageChange={table.setPage}
        onSearchChange={table.setSearch}
        searchLabel="Search notifications"
        searchPlaceholder="Title or text"
        toolbar={
          <SegmentedControl
            aria-label="Show"
            value={status}
            onChange={(value) => {
              setStatus(value as Status);
              table.resetPage();
            }}
            data={[
              { value: 'all', label: 'All' },
              { value: 'unread', label: `Unread (${unread})` },
            ]}
          />
        }
      />
    </Stack>
  );
}
