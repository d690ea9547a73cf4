import { AGEING_BUCKETS, type AgeingReport } from '@fastforward/domain';
import { Anchor, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatAmount } from '../../../../lib/money';
import { bucketInvoicesLink } from './account-labels';

/** Later buckets in warmer colours: what is oldest is what needs chasing. */
const BUCKET_COLORS = ['teal', 'yellow', 'orange', 'red', 'grape'] as const;

/**
 * The totals of each bucket as bars, one chart per currency (amounts in different currencies are
 * never added). Drawn with Mantine's Progress: a bar per bucket, its share of the largest.
 */
export function AgeingChart({ report }: { report: AgeingReport }) {
  return (
    <SimpleGrid cols={{ base: 1, md: Math.min(report.totals.length, 2) }}>
      {report.totals.map((total) => {
        const largest = Math.max(...AGEING_BUCKETS.map((b) => Number(total.buckets[b.key])), 0);
        return (
          <Paper key={total.currency} withBorder p="md">
            <Stack gap="xs" role="figure" aria-label={`Receivables ageing in ${total.currency}`}>
              <Title order={3} size="h5">
                {`${total.currency} ${formatAmount(total.total)} outstanding`}
              </Title>
              {AGEING_BUCKETS.map((b, index) => {
                const amount = total.buckets[b.key];
                const share = largest > 0 ? (Number(amount) / largest) * 100 : 0;
                return (
                  <Stack key={b.key} gap={2}>
                    <Group justify="space-between" gap="xs">
                      <Anchor component={Link} to={bucketInvoicesLink(b.key, report.asOf)} size="sm">
                        {b.label}
                      </Anchor>
                      <Text size="sm" fw={500}>
                        {formatAmount(amount)}
                      </Text>
                    </Group>
                    <Progress
                      value={share}
                      color={BUCKET_COLORS[index] ?? 'gray'}
                      size="lg"
                      aria-label={`${b.label}: ${total.currency} ${formatAmount(amount)}`}
                    />
                  </Stack>
                );
              })}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
