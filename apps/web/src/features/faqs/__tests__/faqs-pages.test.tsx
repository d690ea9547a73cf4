import {
  COMPANY_CATEGORY,
  CUSTOMER_SERVICE_ACCESS,
  FAQ_PATHS,
  type Faq,
  faqApiPath,
  type MyFaq,
  PERMISSIONS,
} from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { itemAnswer, listPage } from '../../../test/answers';
import { json, type MockCall, mockFetch, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { seedSession } from '../../../test/session';
import { FaqsPage } from '../pages/faqs-page';
import { MyFaqsPage } from '../pages/my-faqs-page';

const FAQ: Faq = {
  id: 7,
  question: 'How do I ask for a quote?',
  answer: 'Open New Query and give the ports.',
  category: 'Booking',
  displayOrder: 1,
  isPublished: true,
  createdAt: '2026-05-01T06:00:00.000Z',
  updatedAt: '2026-05-02T06:00:00.000Z',
};
const DRAFT: Faq = { ...FAQ, id: 8, question: 'Do you offer credit?', category: null, isPublished: false };

const staffServer = () =>
  mockFetch((call) => {
    const path = pathOf(call.url);
    if (path === FAQ_PATHS.categories)
      return json({ success: true, data: { items: ['Booking', 'Payments'] } });
    if (call.method === 'POST') return itemAnswer({ ...FAQ, id: 9 }, 201);
    if (call.method === 'PUT') return itemAnswer(FAQ);
    return listPage([FAQ, DRAFT]);
  });

const lists = (calls: MockCall[]) =>
  calls.filter((c) => c.method === 'GET' && pathOf(c.url) === FAQ_PATHS.faqs);

describe('FaqsPage (staff)', () => {
  it('lists the FAQs in order with category and status, and filters by status and category', async () => {
    const { calls } = staffServer();
    renderDashboardPage(<FaqsPage />, [PERMISSIONS.businessAdmin]);
    const table = await screen.findByRole('table', { name: 'Customer-care FAQs' });
    const row = (await within(table).findByText(FAQ.question)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Booking')).toBeTruthy();
    expect(within(row).getByText('Published')).toBeTruthy();
    const draftRow = within(table).getByText(DRAFT.question).closest('tr') as HTMLElement;
    expect(within(draftRow).getByText('General')).toBeTruthy();
    expect(within(draftRow).getByText('Unpublished')).toBeTruthy();
    expect(lists(calls)[0]?.url).toBe(`${FAQ_PATHS.faqs}?page=1&pageSize=10&sort=displayOrder&order=asc`);

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'unpublished');
    await waitFor(() => expect(lists(calls).at(-1)?.url).toContain('status=unpublished'));
    await user.selectOptions(await screen.findByLabelText('Category'), 'Payments');
    await waitFor(() => expect(lists(calls).at(-1)?.url).toContain('category=Payments'));
  });

  it('writes a new FAQ through the form, refusing an empty answer first', async () => {
    const { calls } = staffServer();
    renderDashboardPage(<FaqsPage />, [PERMISSIONS.businessAdmin]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New FAQ' }));
    const dialog = await screen.findByRole('dialog', { name: 'New FAQ' });
    await user.type(within(dialog).getByLabelText(/Question/), 'Where is my container?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Answer is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Answer/), 'Follow it under My Jobs.');
    await user.type(within(dialog).getByLabelText(/Category/), 'Tracking');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New FAQ' })).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      question: 'Where is my container?',
      answer: 'Follow it under My Jobs.',
      category: 'Tracking',
      isPublished: true,
    });
  });

  it('publishes, unpublishes and moves from the row', async () => {
    const { calls } = staffServer();
    renderDashboardPage(<FaqsPage />, [PERMISSIONS.businessAdmin]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Unpublish ${FAQ.question}` }));
    await user.click(screen.getByRole('button', { name: `Publish ${DRAFT.question}` }));
    await user.click(screen.getByRole('button', { name: `Move down ${FAQ.question}` }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(3));
    const puts = calls.filter((c) => c.method === 'PUT').map((c) => [c.url, c.body]);
    expect(puts).toEqual([
      [faqApiPath.publish(FAQ.id), { isPublished: false }],
      [faqApiPath.publish(DRAFT.id), { isPublished: true }],
      [faqApiPath.move(FAQ.id), { direction: 'down' }],
    ]);
  });

  it('asks before deleting', async () => {
    const { calls } = staffServer();
    renderDashboardPage(<FaqsPage />, [PERMISSIONS.businessAdmin]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Delete ${FAQ.question}` }));
    expect(await screen.findByText(/Customers will no longer see it/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('shows an empty state, and offers no changes to a reader', async () => {
    mockFetch((call) =>
      pathOf(call.url) === FAQ_PATHS.categories ? json({ success: true, data: { items: [] } }) : listPage([]),
    );
    renderDashboardPage(<FaqsPage />, [...CUSTOMER_SERVICE_ACCESS.view.slice(0, 1)]);
    expect(await screen.findByText(/No FAQs yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New FAQ' })).toBeNull();
  });
});

const MINE: MyFaq[] = [
  {
    id: 1,
    question: 'How do I ask for a quote?',
    answer: 'Open New Query.\n\nThen wait.',
    category: 'Booking',
    forwarder: { id: 3, name: 'Oceanic' },
  },
  {
    id: 2,
    question: 'Which documents?',
    answer: 'Invoice and packing list.',
    category: 'Documents',
    forwarder: { id: 3, name: 'Oceanic' },
  },
  {
    id: 3,
    question: 'When is it confirmed?',
    answer: 'Same day.',
    category: 'Booking',
    forwarder: { id: 3, name: 'Oceanic' },
  },
];

describe('MyFaqsPage (customer)', () => {
  beforeEach(() => seedSession({ categoryCode: COMPANY_CATEGORY.customer }));

  it('groups the FAQs by category and opens an answer under its question', async () => {
    mockFetch(() => json({ success: true, data: { items: MINE, isTruncated: false } }));
    renderDashboardPage(<MyFaqsPage />);
    const booking = await screen.findByRole('region', { name: 'Booking' });
    const questions = within(booking)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(questions).toEqual(['How do I ask for a quote?', 'When is it confirmed?']);
    expect(screen.getByRole('region', { name: 'Documents' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(booking).getByRole('button', { name: 'How do I ask for a quote?' }));
    // Paragraphs, as written.
    expect((await screen.findByText('Open New Query.')).tagName).toBe('P');
    expect(screen.getByText('Then wait.').tagName).toBe('P');
  });

  it('searches on the server, and says when nothing matches', async () => {
    const { calls } = mockFetch((call) =>
      call.url.includes('search=')
        ? json({ success: true, data: { items: [], isTruncated: false } })
        : json({ success: true, data: { items: MINE, isTruncated: false } }),
    );
    renderDashboardPage(<MyFaqsPage />);
    await screen.findByRole('region', { name: 'Booking' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search the FAQs'), 'reefer');
    expect(await screen.findByText('No FAQs match your search.')).toBeTruthy();
    expect(calls.at(-1)?.url).toBe(`${FAQ_PATHS.myFaqs}?search=reefer`);
  });

  it('says so when the forwarder has published none', async () => {
    mockFetch(() => json({ success: true, data: { items: [], isTruncated: false } }));
    renderDashboardPage(<MyFaqsPage />);
    expect(await screen.findByText(/has not published any FAQs yet/)).toBeTruthy();
  });
});

describe('MyFaqsPage (anyone but a customer)', () => {
  it('says the page is for customers and asks the server nothing', () => {
    const { calls } = mockFetch(() => json({ success: true, data: { items: MINE, isTruncated: false } }));
    renderDashboardPage(<MyFaqsPage />, [PERMISSIONS.businessAdmin]);
    expect(screen.getByRole('heading', { name: 'Help & FAQs', level: 1 })).toBeTruthy();
    expect(screen.getByText(/This page is for customer companies/)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
