import {
  MASTERS_ACCESS,
  NEWS_AUDIENCE_LABELS,
  NEWS_AUDIENCES,
  NEWS_SORTS,
  NEWS_STATUS_LABELS,
  NEWS_STATUSES,
  type News,
  type NewsStatus,
} from '@fastforward/domain';
import { Badge } from '@mantine/core';
import { type CodeFilter, RecordsPage } from '../../../components/company-records';
import { newsApi } from '../api/news-api';
import { NewsFormModal } from '../components/news-form-modal';

const FILTERS: readonly CodeFilter[] = [
  {
    key: 'status',
    label: 'Status',
    allLabel: 'All statuses',
    codes: NEWS_STATUSES,
    labels: NEWS_STATUS_LABELS,
  },
  {
    key: 'audience',
    label: 'Audience',
    allLabel: 'All audiences',
    codes: NEWS_AUDIENCES,
    labels: NEWS_AUDIENCE_LABELS,
  },
];

const STATUS_COLORS: Record<NewsStatus, string> = { scheduled: 'blue', published: 'green', expired: 'gray' };

const formatTime = (value: string) => new Date(value).toLocaleString();
const windowOf = (n: News) =>
  n.publishUntil
    ? `${formatTime(n.publishFrom)} – ${formatTime(n.publishUntil)}`
    : `from ${formatTime(n.publishFrom)}`;

/** /dashboard/masters/news */
export function NewsPage() {
  return (
    <RecordsPage<News>
      title="News"
      noun="news"
      api={newsApi}
      access={MASTERS_ACCESS}
      columns={[
        { key: 'title', header: 'Title', render: (n) => n.title },
        { key: 'audience', header: 'Audience', render: (n) => NEWS_AUDIENCE_LABELS[n.audience] },
        {
          key: 'status',
          header: 'Status',
          render: (n) => (
            <Badge variant="light" color={STATUS_COLORS[n.status]}>
              {NEWS_STATUS_LABELS[n.status]}
            </Badge>
          ),
        },
        { key: 'publishFrom', header: 'Published', render: windowOf },
      ]}
      sortKeys={NEWS_SORTS}
      defaultOrder="desc"
      codeFilters={FILTERS}
      describe={(n) => n.title}
      searchPlaceholder="Title or text"
      emptyText="No news yet."
      renderForm={(slot) => <NewsFormModal {...slot} />}
    />
  );
}
