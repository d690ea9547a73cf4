import { ENQUIRY_PATHS, type FeedbackSummary } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPaths, createBookingScene } from '../../../test/booking-factories';
import { createEnquiryScene, type EnquiryScene, moveEnquiryTo } from '../../../test/enquiry-factories';
import { expectFieldError, expectItem } from '../../../test/responses';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let base: EnquiryScene;
const references: string[] = [];

/** Booked enquiries of one forwarder and customer, rated 5, 4, 4 and 2. */
beforeAll(async () => {
  t = await createTestApp();
  base = await createEnquiryScene(t);
  for (const [rating, comment] of [
    [5, 'Excellent service'],
    [4, 'Good'],
    [4, 'Fine'],
    [2, 'Late documents'],
  ] as const) {
    const scene = await createBookingScene(t, base);
    await moveEnquiryTo(t, scene, scene.enquiry, 'booked');
    const paths = bookingPaths(scene.enquiry.id, scene.enquiry.reference);
    expectItem(await t.as(base.customerUser.token).post(paths.feedback, { rating, comment }), 201);
    references.push(scene.enquiry.reference);
  }
});
afterAll(() => t.close());

const summaryAs = async (token: string, query = '') => {
  const res = await t.as(token).get(`${ENQUIRY_PATHS.feedbackSummary}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: FeedbackSummary }>().data;
};

describe('feedback summary', () => {
  it('counts, averages and distributes the ratings from 1 to 5', async () => {
    expect(await summaryAs(base.admin.token)).toEqual({
      count: 4,
      average: 3.8,
      distribution: [
        { rating: 1, count: 0 },
        { rating: 2, count: 1 },
        { rating: 3, count: 0 },
        { rating: 4, count: 2 },
        { rating: 5, count: 1 },
      ],
    });
  });

  it("follows the list's search, and agrees with the list", async () => {
    const late = await summaryAs(base.admin.token, '?search=late');
    expect(late).toMatchObject({ count: 1, average: 2 });
    const byReference = await summaryAs(base.admin.token, `?search=${references[0]}`);
    expect(byReference.count).toBe(1);
    const list = await t.as(base.admin.token).get(`${ENQUIRY_PATHS.feedback}?rating=4`);
    expect(list.json<{ data: { total: number } }>().data.total).toBe(2);
  });

  it('shows another forwarder none of it: zero count, no average', async () => {
    const stranger = await createEnquiryScene(t);
    expect(await summaryAs(stranger.admin.token)).toMatchObject({ count: 0, average: null });
    expect((await summaryAs(stranger.admin.token)).distribution.every((d) => d.count === 0)).toBe(true);
  });

  it('refuses an unknown or hostile query', async () => {
    expectFieldError(
      await t.as(base.admin.token).get(`${ENQUIRY_PATHS.feedbackSummary}?rating=4`),
      400,
      'rating',
    );
    expectFieldError(
      await t.as(base.admin.token).get(`${ENQUIRY_PATHS.feedbackSummary}?search=${'x'.repeat(201)}`),
      400,
      'search',
    );
  });
});
