import { groupFaqsByCategory, type MyFaq } from '@fastforward/domain';
import { Accordion, Alert, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { CustomerOnly } from '../../../components/customer-only';
import { PlainText } from '../../public-pages/components/plain-text';
import { useMyFaqs } from '../api/faqs-api';

const SEARCH_DEBOUNCE_MS = 300;

/** The FAQs of each forwarder, in the order the server gives them (forwarder, then its order). */
function byForwarder(items: readonly MyFaq[]) {
  const forwarders = new Map<number, { id: number; name: string; items: MyFaq[] }>();
  for (const faq of items) {
    const entry = forwarders.get(faq.forwarder.id);
    if (entry) entry.items.push(faq);
    else forwarders.set(faq.forwarder.id, { ...faq.forwarder, items: [faq] });
  }
  return [...forwarders.values()];
}

function FaqGroups({ items, showForwarder }: { items: MyFaq[]; showForwarder: boolean }) {
  return groupFaqsByCategory(items).map((group) => (
    <section key={group.category} aria-label={group.category}>
      <Title order={showForwarder ? 4 : 3} mb="xs">
        {group.category}
      </Title>
      <Accordion variant="separated" multiple>
        {group.items.map((faq) => (
          <Accordion.Item key={faq.id} value={String(faq.id)}>
            <Accordion.Control>{faq.question}</Accordion.Control>
            <Accordion.Panel>
              <PlainText text={faq.answer} headingLevel={4} className="ff-faq-answer" />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  ));
}

/**
 * /dashboard/help/faqs: a customer reads the published FAQs of its forwarders, grouped by category,
 * each answer opening under its question; a search narrows them on the server.
 */
export function MyFaqsPage() {
  // Only customers read them (the API answers no one else): staff opening the address read why.
  return (
    <CustomerOnly
      title="Help & FAQs"
      reason="This page is for customer companies: their users read their forwarders' FAQs here."
    >
      <MyFaqs />
    </CustomerOnly>
  );
}

function MyFaqs() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const faqs = useMyFaqs(debounced);
  const forwarders = byForwarder(faqs.data?.items ?? []);
  const showForwarder = forwarders.length > 1;

  return (
    <Stack maw={900}>
      <Title order={1}>Help &amp; FAQs</Title>
      <TextInput
        label="Search the FAQs"
        placeholder="Booking, documents, payment…"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={200}
      />
      {faqs.isLoading ? <Loader size="sm" aria-label="Loading the FAQs" /> : null}
      {faqs.isError ? (
        <Alert color="red" role="alert">
          The FAQs could not be loaded.
        </Alert>
      ) : null}
      {faqs.data && forwarders.length === 0 ? (
        <Text c="dimmed">
          {debounced
            ? 'No FAQs match your search.'
            : 'Your forwarder has not published any FAQs yet. Ask your contact there, or start a new query.'}
        </Text>
      ) : null}
      {forwarders.map((forwarder) =>
        showForwarder ? (
          <Stack key={forwarder.id} gap="sm">
            <Title order={2}>{forwarder.name}</Title>
            <FaqGroups items={forwarder.items} showForwarder />
          </Stack>
        ) : (
          <Stack key={forwarder.id} gap="md">
            <FaqGroups items={forwarder.items} showForwarder={false} />
          </Stack>
        ),
      )}
      {faqs.data?.isTruncated ? (
        <Text c="dimmed" size="sm">
          Only the first FAQs are shown: search to find the others.
        </Text>
      ) : null}
    </Stack>
  );
}
