import { describe, expect, it } from 'vitest';
import { faqListQuerySchema, faqRequestSchema, groupFaqsByCategory, myFaqsQuerySchema } from '../faq-schemas';

describe('faq schemas', () => {
  it('takes a question and an answer, trimming, the rest optional', () => {
    expect(faqRequestSchema.parse({ question: ' Why? ', answer: ' Because. ' })).toEqual({
      question: 'Why?',
      answer: 'Because.',
    });
  });

  it('names the field of what it refuses', () => {
    const cases: [unknown, string][] = [
      [{ question: 'Q', answer: ' ' }, 'answer'],
      [{ question: 'Q', answer: 'A', category: 'Bo\u200Bok' }, 'category'],
      [{ question: 'Q', answer: 'A', displayOrder: -1 }, 'displayOrder'],
      [{ question: 'Q', answer: 'A', isPublished: 'yes' }, 'isPublished'],
      [{ question: 'Q', answer: 'A', companyId: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const result = faqRequestSchema.safeParse(body);
      expect(result.success, JSON.stringify(body)).toBe(false);
      if (field) expect(result.error?.issues[0]?.path).toEqual([field]);
    }
    expect(faqListQuerySchema.safeParse({ status: 'draft' }).success).toBe(false);
    expect(myFaqsQuerySchema.safeParse({ page: '2' }).success).toBe(false);
  });

  it('groups FAQs by category in the order they come', () => {
    const faqs = [
      { id: 1, category: 'Booking' },
      { id: 2, category: 'Payments' },
      { id: 3, category: 'Booking' },
    ];
    expect(groupFaqsByCategory(faqs)).toEqual([
      { category: 'Booking', items: [faqs[0], faqs[2]] },
      { category: 'Payments', items: [faqs[1]] },
    ]);
  });
});
