import type { DbOrTx } from '../client';
import { faqs } from '../schema';
import type { DemoIds } from './demo-customers';

const FORWARDER = 'Oceanic Freight Forwarders';
const DAY = 24 * 60 * 60 * 1000;

type DemoFaq = { category: string; question: string; answer: string; isPublished?: boolean };

/**
 * Oceanic's help page for its customers (Acme reads it under Help & FAQs): booking, documents and
 * payments, in the order shown; one draft still unpublished, which customers do not see.
 */
const FAQS: DemoFaq[] = [
  {
    category: 'Booking',
    question: 'How do I ask for a quote?',
    answer:
      'Open New Query, choose sea or air, and give the ports, the cargo and the ready date. Our pricing team answers with one or more options, usually the same working day.\n\nYou can compare the options side by side and accept the one that suits you.',
  },
  {
    category: 'Booking',
    question: 'When is my booking confirmed?',
    answer:
      'Once you accept a quote and fill in the booking form, our operations team confirms the space with the carrier. You receive a notification and an e-mail as soon as the job is opened.',
  },
  {
    category: 'Booking',
    question: 'What are the cut-off times?',
    answer:
      'Sea cut-offs are usually two working days before sailing and air cut-offs one day before the flight. The exact cut-off of your shipment is shown on its job once it is booked.',
  },
  {
    category: 'Documents',
    question: 'Which documents do you need from me?',
    answer:
      'For most shipments: the commercial invoice, the packing list and, for dangerous goods, the MSDS. Upload them on the job under Documents; our documentation team tells you if anything else is needed for customs.',
  },
  {
    category: 'Documents',
    question: 'When do I get the bill of lading?',
    answer:
      'The draft bill of lading is shared for your approval before the vessel sails; the final one is released on the job once the freight is paid or your credit terms allow it.',
  },
  {
    category: 'Payments',
    question: 'Which currencies do you invoice in?',
    answer:
      'We invoice in USD or AED, as stated on your quote. Bank details are printed on every invoice; please quote the invoice number with your payment.',
  },
  {
    category: 'Payments',
    question: 'How do I tell you I have paid?',
    answer:
      'Open the invoice under My Invoices and mark the payment as released, with the bank reference. Our accounts team matches it and releases the documents.',
  },
  {
    category: 'Payments',
    question: 'Do you offer credit terms?',
    answer:
      'Credit terms are agreed per customer after the first shipments. Ask your sales contact; the terms then show on every quote and invoice.',
    isPublished: false,
  },
];

/** Oceanic's customer-care FAQs; nothing when Oceanic is not among the demo companies. */
export async function seedDemoFaqs(db: DbOrTx, ids: DemoIds, now: Date): Promise<void> {
  const companyId = ids.companies.get(FORWARDER);
  if (companyId === undefined) return;
  const written = new Date(now.getTime() - 30 * DAY);
  await db.insert(faqs).values(
    FAQS.map((faq, index) => ({
      companyId,
      question: faq.question,
      answer: faq.answer,
      category: faq.category,
      displayOrder: index + 1,
      isPublished: faq.isPublished ?? true,
      createdAt: written,
      // The draft was written last week; the others have stood for a month.
      updatedAt: faq.isPublished === false ? new Date(now.getTime() - 7 * DAY) : written,
    })),
  );
}
