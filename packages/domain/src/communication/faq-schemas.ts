import { z } from 'zod';
import { requiredProseSchema, textSchema } from '../api/fields';
import { sortedPageQuerySchema } from '../api/list-query';
import { searchSchema } from '../api/schemas';
import { timestampSchema } from '../api/timestamps';

/**
 * Customer-care FAQs (PRODUCT §3 "Communication", SPEC §7 "customer care FAQs"): the forwarder's
 * staff write them, order them within categories and publish them; the forwarder's customers
 * (approved KYC) read the published ones, grouped by category.
 */

export const FAQ_LIMITS = { question: 500, answer: 10_000, category: 60, displayOrder: 100_000 } as const;

/** Where an FAQ without a category is shown to customers (and what its filter is called). */
export const FAQ_UNCATEGORISED = 'General';

/** At most this many published FAQs reach a customer's help page: one read, no paging in an accordion. */
export const MY_FAQS_LIMIT = 500;

export const FAQ_MESSAGES = {
  notFound: 'FAQ not found',
  published: 'The FAQ is published: customers see it now',
  unpublished: 'The FAQ is unpublished: customers no longer see it',
  moved: 'The FAQ was moved',
} as const;

export const FAQ_STATUSES = ['published', 'unpublished'] as const;
export type FaqStatus = (typeof FAQ_STATUSES)[number];
export const FAQ_STATUS_LABELS: Record<FaqStatus, string> = {
  published: 'Published',
  unpublished: 'Unpublished',
};

const displayOrderSchema = z
  .number({ error: 'Order must be a number' })
  .int('Order must be a whole number')
  .min(0, 'Order must be 0 or more')
  .max(FAQ_LIMITS.displayOrder, `Order must not exceed ${FAQ_LIMITS.displayOrder}`);

const publishedSchema = z.boolean({ error: 'Published must be true or false' });

/**
 * POST and PUT {FAQ_PATHS.faqs}. Without an order a new FAQ goes last in its category; without
 * `isPublished` a new one is published. On update what is left out stays as it is.
 */
export const faqRequestSchema = z.strictObject({
  question: requiredProseSchema('Question', FAQ_LIMITS.question),
  answer: requiredProseSchema('Answer', FAQ_LIMITS.answer),
  category: textSchema('Category', FAQ_LIMITS.category).nullable().optional(),
  displayOrder: displayOrderSchema.optional(),
  isPublished: publishedSchema.optional(),
});
export type FaqRequest = z.output<typeof faqRequestSchema>;
export type FaqFormValues = z.input<typeof faqRequestSchema>;

/** PUT {FAQ_PATHS.publish}: publish or unpublish. */
export const faqPublishRequestSchema = z.strictObject({ isPublished: publishedSchema });
export type FaqPublishRequest = z.output<typeof faqPublishRequestSchema>;

export const FAQ_MOVE_DIRECTIONS = ['up', 'down'] as const;
export type FaqMoveDirection = (typeof FAQ_MOVE_DIRECTIONS)[number];

/** PUT {FAQ_PATHS.move}: one place up or down among the FAQs of its category. */
export const faqMoveRequestSchema = z.strictObject({
  direction: z.enum(FAQ_MOVE_DIRECTIONS, { error: 'Direction must be up or down' }),
});
export type FaqMoveRequest = z.output<typeof faqMoveRequestSchema>;

/** Category then order by default: the order customers read them in. */
export const FAQ_SORTS = ['displayOrder', 'question', 'category', 'updatedAt'] as const;

/** The staff's list: searched in question, answer and category; filtered by category and status. */
export const faqListQuerySchema = sortedPageQuerySchema(FAQ_SORTS).extend({
  category: textSchema('Category', FAQ_LIMITS.category).optional(),
  status: z.enum(FAQ_STATUSES).optional(),
});
export type FaqListQuery = z.infer<typeof faqListQuerySchema>;

/** An FAQ as the staff see it. */
export const faqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  category: z.string().nullable(),
  displayOrder: z.number().int(),
  isPublished: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Faq = z.infer<typeof faqSchema>;

/** GET {FAQ_PATHS.categories}: the categories the company's FAQs use, by name. */
export const faqCategoriesSchema = z.object({ items: z.array(z.string()) });
export type FaqCategories = z.infer<typeof faqCategoriesSchema>;

/** GET {FAQ_PATHS.myFaqs}: a search over the published FAQs of the caller's forwarders. */
export const myFaqsQuerySchema = z.strictObject({ search: searchSchema });
export type MyFaqsQuery = z.infer<typeof myFaqsQuerySchema>;

/** A published FAQ as a customer reads it, with the forwarder that answers it. */
export const myFaqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  /** FAQ_UNCATEGORISED where the forwarder gave none. */
  category: z.string(),
  forwarder: z.object({ id: z.number().int(), name: z.string() }),
});
export type MyFaq = z.infer<typeof myFaqSchema>;

/** Every published FAQ that matches, by forwarder, category and order (at most MY_FAQS_LIMIT). */
export const myFaqsSchema = z.object({ items: z.array(myFaqSchema), isTruncated: z.boolean() });
export type MyFaqs = z.infer<typeof myFaqsSchema>;

/** One category's FAQs in the order customers read them: what the help page's accordion groups. */
export type FaqGroup<T> = { category: string; items: T[] };

/** Groups FAQs by category, keeping the order they come in (the server sorts them). */
export function groupFaqsByCategory<T extends { category: string }>(faqs: readonly T[]): FaqGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const faq of faqs) {
    const group = groups.get(faq.category);
    if (group) group.push(faq);
    else groups.set(faq.category, [faq]);
  }
  return [...groups].map(([category, items]) => ({ category, items }));
}
