import { type FollowUpCalendar, SALES_ACCESS, SALES_ROUTES } from '@fastforward/domain';
import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useCan } from '../../../lib/permissions';
import { useFollowUpCalendar } from '../api/follow-ups-api';
import { addMonths, daysOf, isMonth, monthGrid, monthTitle, todayIn } from '../components/month-grid';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

type DayEntries = {
  followUps: FollowUpCalendar['followUps'];
  events: FollowUpCalendar['events'];
  visits: FollowUpCalendar['visits'];
};

/** What each day of the answer holds: follow-ups by their company-zone day, events over their span. */
function byDay(calendar: FollowUpCalendar | undefined): Map<string, DayEntries> {
  const days = new Map<string, DayEntries>();
  const at = (day: string) => {
    let entries = days.get(day);
    if (!entries) {
      entries = { followUps: [], events: [], visits: [] };
      days.set(day, entries);
    }
    return entries;
  };
  for (const f of calendar?.followUps ?? []) at(f.dueDay).followUps.push(f);
  for (const e of calendar?.events ?? [])
    for (const day of daysOf(e.startDate, e.endDate)) at(day).events.push(e);
  for (const v of calendar?.visits ?? []) at(v.plannedDay).visits.push(v);
  return days;
}

const followUpLink = (id: number) => `${SALES_ROUTES.followUps}?followUp=${id}`;

/** SALES_ROUTES.calendar: a month of follow-ups (overdue in red), company events and visits. */
export function FollowUpsCalendarPage() {
  const canView = useCan(SALES_ACCESS.view);
  return canView ? (
    <MonthCalendar />
  ) : (
    <Stack>
      <Title order={1}>Calendar</Title>
      <Text c="dimmed">You do not have permission to open the Calendar.</Text>
    </Stack>
  );
}

function MonthCalendar() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const thisMonth = todayIn(undefined).slice(0, 7);
  const month = isMonth(asked) ? asked : thisMonth;
  const grid = monthGrid(month);
  const calendar = useFollowUpCalendar(grid.from, grid.to);
  const days = byDay(calendar.data);
  const today = todayIn(calendar.data?.timeZone);
  const go = (next: string) => setParams(next === thisMonth ? {} : { month: next }, { replace: true });
  const title = monthTitle(month);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Calendar</Title>
        <Button component={Link} to={SALES_ROUTES.followUps} variant="default">
          Follow-ups
        </Button>
      </Group>
      <Group justify="space-between">
        <Group gap="xs">
          <Button variant="default" onClick={() => go(addMonths(month, -1))} aria-label="Previous month">
            ‹
          </Button>
          <Button variant="default" onClick={() => go(thisMonth)}>
            Today
          </Button>
          <Button variant="default" onClick={() => go(addMonths(month, 1))} aria-label="Next month">
            ›
          </Button>
        </Group>
        <Title order={2} size="h3">
          {title}
        </Title>
        {calendar.isFetching ? <Loader size="sm" aria-label="Loading the calendar" /> : <span />}
      </Group>
      {calendar.isError ? (
        <Alert color="red" role="alert" title="Could not load the calendar">
          The calendar could not be loaded. Please try again later.
        </Alert>
      ) : null}
      {calendar.data?.isTruncated ? (
        <Alert color="yellow">This month holds more than the calendar shows; use the list's filters.</Alert>
      ) : null}
      <Table
        withTableBorder
        withColumnBorders
        layout="fixed"
        aria-label={title}
        aria-busy={calendar.isLoading}
      >
        <Table.Thead>
          <Table.Tr>
            {WEEKDAYS.map((d) => (
              <Table.Th key={d}>{d}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grid.weeks.map((week) => (
            <Table.Tr key={week[0]}>
              {week.map((day) => (
                <DayCell
                  key={day}
                  day={day}
                  entries={days.get(day)}
                  isOtherMonth={!day.startsWith(month)}
                  isToday={day === today}
                />
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function DayCell({
  day,
  entries,
  isOtherMonth,
  isToday,
}: {
  day: string;
  entries: DayEntries | undefined;
  isOtherMonth: boolean;
  isToday: boolean;
}) {
  const label = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return (
    <Table.Td
      style={{ verticalAlign: 'top', height: 110 }}
      bg={isToday ? 'var(--mantine-color-blue-light)' : undefined}
      aria-label={label}
      data-day={day}
    >
      <Stack gap={4}>
        <Text size="sm" fw={isToday ? 700 : 400} c={isOtherMonth ? 'dimmed' : undefined}>
          {Number(day.slice(8))}
        </Text>
        {entries?.events.map((e) => (
          <Badge key={`e${e.id}`} color="grape" variant="light" size="sm" fullWidth title={e.title}>
            {e.title}
          </Badge>
        ))}
        {entries?.followUps.map((f) => (
          <Anchor
            key={`f${f.id}`}
            component={Link}
            to={followUpLink(f.id)}
            size="xs"
            c={f.isOverdue ? 'red' : f.status === 'done' ? 'dimmed' : undefined}
            td={f.status === 'done' ? 'line-through' : undefined}
            fw={f.isOverdue ? 700 : undefined}
            aria-label={`${f.title}, ${f.isOverdue ? 'overdue' : f.status}`}
            lineClamp={2}
          >
            {f.title}
          </Anchor>
        ))}
        {entries?.visits.map((v) => (
          <Text key={`v${v.id}`} size="xs" c="teal" lineClamp={2}>
            {`Visit: ${v.purpose}`}
          </Text>
        ))}
      </Stack>
    </Table.Td>
  );
}
