import { FEEDBACK_RATING_MAX } from '@fastforward/domain';
import { BarChart } from '@mantine/charts';
import { Alert, Group, Loader, Paper, Rating, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useFeedbackSummary } from '../../api/feedback-api';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The customers' ratings at a glance, above their list: the average, how many rated, and how many
 * gave each number of stars (the chart is drawn for the eye; the same figures are listed as text).
 */
export function FeedbackSummaryCard() {
  const summary = useFeedbackSummary();
  if (summary.isLoading) return <Loader size="sm" aria-label="Loading the ratings summary" />;
  if (summary.isError || !summary.data) {
    return (
      <Alert color="red" role="alert">
        The ratings summary could not be loaded.
      </Alert>
    );
  }
  const { count, average, distribution } = summary.data;
  if (count === 0) return null;
  // Five stars first, as the rating filter lists them.
  const bars = [...distribution].reverse().map((d) => ({ stars: `${d.rating} ★`, Ratings: d.count }));
  return (
    <Paper withBorder p="md" component="section" aria-label="Ratings summary">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack gap={4} miw={180}>
          <Text size="sm" c="dimmed">
            Average rating
          </Text>
          <Text fz={32} fw={700} lh={1}>
            {average === null ? '–' : average.toFixed(1)}
            <Text span c="dimmed" fz="md">
              {' '}
              of {FEEDBACK_RATING_MAX}
            </Text>
          </Text>
          <Rating value={average ?? 0} fractions={10} readOnly aria-hidden />
          <Text size="sm">{plural(count, 'rating', 'ratings')}</Text>
        </Stack>
        <Stack gap={0} style={{ flex: 1, minWidth: 260 }}>
          <BarChart
            h={180}
            data={bars}
            dataKey="stars"
            orientation="vertical"
            yAxisProps={{ width: 40 }}
            // Ratings are counted whole: no 0.25 ticks on a scale of one rating.
            xAxisProps={{ allowDecimals: false }}
            series={[{ name: 'Ratings', color: 'yellow.6' }]}
            aria-hidden
          />
          <VisuallyHidden>
            <ul aria-label="Ratings by stars">
              {bars.map((bar) => (
                <li key={bar.stars}>{`${bar.stars.replace(' ★', ' stars')}: ${bar.Ratings}`}</li>
              ))}
            </ul>
          </VisuallyHidden>
        </Stack>
      </Group>
    </Paper>
  );
}
