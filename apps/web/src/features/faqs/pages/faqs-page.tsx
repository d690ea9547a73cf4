import {
  CUSTOMER_SERVICE_ACCESS,
  FAQ_SORTS,
  FAQ_STATUS_LABELS,
  FAQ_STATUSES,
  FAQ_UNCATEGORISED,
  type Faq,
} from '@fastforward/domain';
import { Badge, Text } from '@mantine/core';
import { useState } from 'react';
import { type CodeFilter, FilterSelect, RecordsPage } from '../../../components/company-records';
import { useCan } from '../../../lib/permissions';
import { faqsApi, useFaqCategories, useMoveFaq, useSetFaqPublished } from '../api/faqs-api';
import { FaqFormModal } from '../components/faq-form-modal';

const FILTERS: readonly CodeFilter[] = [
  {
    key: 'status',
    label: 'Status',
    allLabel: 'All statuses',
    codes: FAQ_STATUSES,
    labels: FAQ_STATUS_LABELS,
  },
];

const short = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The category filter: the categories in use, and the customers' heading for FAQs without one. */
function CategoryFilter({ value, onChange }: { value?: string; onChange: (value?: string) => void }) {
  const categories = useFaqCategories();
  const codes = [...new Set([...(categories.data ?? []), FAQ_UNCATEGORISED])];
  const labels = Object.fromEntries(codes.map((c) => [c, c]));
  return (
    <FilterSelect
      label="Category"
      allLabel="All categories"
      codes={codes}
      labels={labels}
      value={value}
      onChange={onChange}
    />
  );
}

/**
 * /dashboard/customer-service/faqs: the forwarder's customer-care FAQs. Staff write them, publish or
 * unpublish them, and move them up or down within their category (the order customers read them).
 */
export function FaqsPage() {
  const [category, setCategory] = useState<string | undefined>(undefined);
  const canUpdate = useCan(CUSTOMER_SERVICE_ACCESS.update);
  const publish = useSetFaqPublished();
  const move = useMoveFaq();
  return (
    <RecordsPage<Faq>
      title="FAQs"
      tableLabel="Customer-care FAQs"
      searchLabel="Search FAQs"
      noun="FAQ"
      api={faqsApi}
      access={CUSTOMER_SERVICE_ACCESS}
      notice={
        <Text c="dimmed" size="sm">
          Your customers read the published FAQs under Help &amp; FAQs, grouped by category, in this order.
        </Text>
      }
      columns={[
        { key: 'displayOrder', header: 'Order', render: (f) => f.displayOrder },
        {
          key: 'question',
          header: 'Question',
          render: (f) => (
            <div>
              <Text fw={500} size="sm">
                {f.question}
              </Text>
              <Text c="dimmed" size="xs">
                {short(f.answer)}
              </Text>
            </div>
          ),
        },
        { key: 'category', header: 'Category', render: (f) => f.category ?? FAQ_UNCATEGORISED },
        {
          key: 'status',
          header: 'Status',
          render: (f) => (
            <Badge variant="light" color={f.isPublished ? 'green' : 'gray'}>
              {FAQ_STATUS_LABELS[f.isPublished ? 'published' : 'unpublished']}
            </Badge>
          ),
        },
        { key: 'updatedAt', header: 'Updated', render: (f) => new Date(f.updatedAt).toLocaleDateString() },
      ]}
      sortKeys={FAQ_SORTS}
      codeFilters={FILTERS}
      filters={{ category }}
      filterControls={<CategoryFilter value={category} onChange={setCategory} />}
      describe={(f) => f.question}
      deleteQuestion={(f) => `Delete the FAQ '${f.question}'? Customers will no longer see it.`}
      rowActions={(f, slot) => [
        slot.edit,
        canUpdate && {
          label: f.isPublished ? 'Unpublish' : 'Publish',
          name: `${f.isPublished ? 'Unpublish' : 'Publish'} ${f.question}`,
          onClick: () => publish.mutate({ id: f.id, isPublished: !f.isPublished }),
        },
        canUpdate && {
          label: 'Up',
          name: `Move up ${f.question}`,
          variant: 'default',
          onClick: () => move.mutate({ id: f.id, direction: 'up' }),
        },
        canUpdate && {
          label: 'Down',
          name: `Move down ${f.question}`,
          variant: 'default',
          onClick: () => move.mutate({ id: f.id, direction: 'down' }),
        },
        slot.remove,
      ]}
      searchPlaceholder="Question, answer or category"
      emptyText="No FAQs yet. Write the questions your customers ask most."
      noMatchText="No FAQs match."
      renderForm={(slot) => <FaqFormModal {...slot} />}
    />
  );
}
