import { FEEDBACK_ACCESS, FEEDBACK_RATING_MAX, type Feedback } from '@fastforward/domain';
import { Rating } from '@mantine/core';
import { useState } from 'react';
import { FilterSelect, RecordsPage } from '../../../components/company-records';
import type { DataTableColumn } from '../../../components/data-table';
import { useFeedbackList } from '../api/feedback-api';
import { FeedbackSummaryCard } from '../components/feedback/feedback-summary';

const STARS = ['5', '4', '3', '2', '1'] as const;
type Stars = (typeof STARS)[number];
const STAR_LABELS = Object.fromEntries(STARS.map((s) => [s, `${s} of ${FEEDBACK_RATING_MAX}`])) as Record<
  Stars,
  string
>;

const COLUMNS: DataTableColumn<Feedback>[] = [
  { key: 'enquiry', header: 'Enquiry', render: (f) => f.enquiryReference },
  { key: 'customer', header: 'Customer', render: (f) => f.customer.name },
  {
    key: 'rating',
    header: 'Rating',
    render: (f) => (
      <Rating value={f.rating} readOnly size="sm" aria-label={`${f.rating} of ${FEEDBACK_RATING_MAX}`} />
    ),
  },
  { key: 'comment', header: 'Comment', render: (f) => f.comment ?? '' },
  { key: 'createdBy', header: 'By', render: (f) => f.createdBy.fullName },
  { key: 'createdAt', header: 'Given', render: (f) => new Date(f.createdAt).toLocaleDateString() },
];

const API = { useList: useFeedbackList };

// Read-only: whoever may read the feedback may do nothing else with it. Behind it, anyone else who
// opens the address reads why instead of two refused requests and their dialog.
const ACCESS = { view: FEEDBACK_ACCESS, create: [], update: [], delete: [] };

/** /dashboard/customer-enquiries/feedback: what customers said of the service on their bookings. */
export function FeedbackListPage() {
  const [rating, setRating] = useState<Stars | undefined>(undefined);
  return (
    <RecordsPage<Feedback>
      title="Customer Feedback"
      tableLabel="Customer feedback"
      noun="feedback"
      api={API}
      access={ACCESS}
      notice={<FeedbackSummaryCard />}
      columns={COLUMNS}
      filters={{ rating }}
      filterControls={
        <FilterSelect<Stars>
          label="Rating"
          allLabel="All"
          codes={STARS}
          labels={STAR_LABELS}
          value={rating}
          onChange={setRating}
        />
      }
      describe={(f) => f.enquiryReference}
      searchPlaceholder="Reference, customer or comment"
      emptyText="No feedback yet."
    />
  );
}
