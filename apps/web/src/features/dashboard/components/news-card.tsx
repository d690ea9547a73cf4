import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useNewsFeed } from '../api/get-news-feed';

/** The dashboard's news: what the company (or, for a customer, its forwarder) has published. */
export function NewsCard() {
  const feed = useNewsFeed();
  return (
    <Card withBorder>
      <Title order={2} size="h3">
        News
      </Title>
      {feed.isLoading ? <Loader size="sm" mt="xs" aria-label="Loading news" /> : null}
      {feed.isError ? (
        <Text size="sm" c="dimmed" mt="xs">
          News could not be loaded.
        </Text>
      ) : null}
      {feed.data?.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          No news at the moment.
        </Text>
      ) : null}
      <Stack gap="sm" mt="xs">
        {feed.data?.map((item) => (
          <article key={item.id} aria-label={item.title}>
            <Text fw={600}>{item.title}</Text>
            <Text size="xs" c="dimmed">
              {new Date(item.publishFrom).toLocaleDateString()}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {item.body}
            </Text>
          </article>
        ))}
      </Stack>
    </Card>
  );
}
