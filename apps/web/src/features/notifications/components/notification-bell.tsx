import { NOTIFICATION_ROUTES, type Notification } from '@fastforward/domain';
import { ActionIcon, Anchor, Button, Group, Indicator, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLimitedNotifications, useMarkAllRead, useReadNotification } from '../api/notifications';
import { useRealtimeNotifications } from '../api/realtime-notifications';

/** Opening a notification marks it read and follows its link, if it has one. */
export function useOpenNotification() {
  const navigate = useNavigate();
  const read = useReadNotification();
  return (item: Notification) => {
    if (!item.isRead) read.mutate(item);
    if (item.link) navigate(item.link);
  };
}

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/**
 * The header's bell: unread count, the newest few, mark all read, and a way to the full list. It
 * holds the tab's realtime channel, whose state it carries as data-realtime (connecting, open,
 * closed) for support and the browser tests.
 */
export function NotificationBell() {
  const realtime = useRealtimeNotifications();
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const limited = useLimitedNotifications();
  const markAll = useMarkAllRead();
  const open = useOpenNotification();
  const unread = limited.data?.unreadCount ?? 0;

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" withinPortal>
      <Popover.Target>
        <Indicator label={unread} size={16} disabled={unread === 0} offset={4}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
            data-realtime={realtime}
            onClick={() => setOpened((o) => !o)}
          >
            <BellIcon />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown>
        <Group justify="space-between" mb="xs">
          <Text fw={600}>Notifications</Text>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={unread === 0}
            onClick={() => markAll.mutate(undefined)}
          >
            Mark all read
          </Button>
        </Group>
        {limited.isError ? (
          <Text size="sm" c="dimmed">
            Notifications could not be loaded.
          </Text>
        ) : null}
        {limited.data?.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            You have no notifications.
          </Text>
        ) : null}
        <Stack gap={6}>
          {limited.data?.items.map((item) => (
            <Anchor
              key={item.id}
              component="button"
              type="button"
              c="inherit"
              underline="never"
              ta="left"
              onClick={() => {
                setOpened(false);
                open(item);
              }}
            >
              <Text size="sm" fw={item.isRead ? 400 : 700}>
                {item.title}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {item.body}
              </Text>
            </Anchor>
          ))}
        </Stack>
        <Button
          fullWidth
          variant="light"
          size="xs"
          mt="sm"
          onClick={() => {
            setOpened(false);
            navigate(NOTIFICATION_ROUTES.page);
          }}
        >
          See all notifications
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
