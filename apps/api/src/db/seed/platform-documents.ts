import {
  PLATFORM_DOCUMENT_AUDIENCE_ALL,
  PLATFORM_DOCUMENT_KIND,
  type PlatformDocumentKind,
} from '@fastforward/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { platformDocuments } from '../schema';

const LICENSE_AGREEMENT = `This licence agreement is made between the operator of the FastForward platform ("FastForward") and the company registering on it (the "Licensee"). The person who accepts it confirms that they are authorised to bind the Licensee.

1. Licence. FastForward grants the Licensee a non-exclusive, non-transferable, revocable licence to use the FastForward web application for its own freight-forwarding, logistics and purchasing business for as long as its account is approved and active. The Licensee may not resell, sublicense, copy, decompile or reverse-engineer the platform, or use it to build a competing service.

2. Accounts and users. The Licensee's business administrator invites its users and decides what each may do. The Licensee is responsible for everything done under its users' accounts, keeps passwords confidential, and disables the accounts of people who leave it.

3. Company data. The Licensee owns, and is responsible for, the data it enters: rates, enquiries, quotes, bookings, documents and customer records; it confirms that it may lawfully process them. FastForward processes them only to provide the service, keeps them apart from other companies' data, and shares them only where the Licensee's own actions direct it, such as forwarding an enquiry to a vendor or sending a quote to a customer.

4. Acceptable use. The Licensee shall not use the platform for unlawful or sanctioned trade, publish misleading rates or documents, try to reach another company's data, or scrape, probe or load-test the platform without FastForward's written consent.

5. Dealings between companies. Quotes, bookings, invoices and payments concluded through the platform are contracts between the companies concerned. FastForward is not a party to them; it is not a carrier, freight forwarder, NVOCC or customs broker, and never takes custody of cargo or funds.

6. Service and changes. FastForward provides the platform with reasonable skill and care but does not guarantee uninterrupted availability; planned maintenance is announced where practicable. Features may change. A material change to this agreement is published as a new version, which the Licensee is asked to accept.

7. Suspension and termination. FastForward may suspend or end access for a breach of this agreement, unpaid fees or misuse. The Licensee may close its account at any time; its data can then be exported for 30 days and is deleted afterwards, except where the law requires it to be kept.

8. Liability. To the extent the law allows, FastForward is not liable for indirect or consequential loss, loss of profit or business, or for the acts of other companies on the platform, and its total liability in any twelve months is limited to the fees the Licensee paid in that period.

9. Whole agreement. This agreement, the platform terms of use and the privacy policy are the whole agreement on the use of the platform. If a provision is held invalid, the others remain in force.`;

const DISCLAIMER = `Rates, quotes, transit times, free days and sailing or flight schedules shown on FastForward are published by the forwarders, vendors and carriers who use the platform. They are indicative until confirmed in a booking, and may change with carrier surcharges (such as BAF, CAF, PSS or GRI), exchange rates, space and equipment availability, and regulation.

Currency conversions use the exchange rates stored by each company and are a guide only; an invoice is payable in the currency stated on it. Chargeable weights, revenue tons and similar figures are calculated from the data entered; the carrier's measurement at acceptance prevails.

Shipment statuses, tracking events and estimated times are reported by the parties handling the cargo and may lag behind events. Cargo insurance is not included unless a quote says so.

Nothing on the platform is legal, customs, tax or insurance advice. FastForward does not check every document or figure that companies publish, and is not responsible for decisions taken on information provided by other companies.`;

const PRIVACY_POLICY = `This policy explains which personal data the FastForward platform processes, why, and what you can ask of us. It applies to everyone who uses the platform: the staff of freight forwarders and vendors, their customers' users, and visitors of the public pages.

# Who is responsible

Each company on the platform is responsible for the data it enters about its own staff, customers and shipments. The operator of FastForward processes that data on the company's behalf, to provide the service, and is responsible for the data it needs to run the platform itself: accounts, sign-ins and security records.

# What we process

- Account data: your name, username, e-mail address, mobile number, company and role.
- Business data your company enters: enquiries, quotes, bookings, jobs, documents, invoices and the contacts on them.
- Usage and security data: sign-in times, IP addresses, failed attempts and the actions recorded in a record's history.
- Messages: the e-mails and text messages the platform sends on your company's behalf, and their delivery status.

# Why

To let you sign in and work with your company's records; to send the notifications you asked for; to keep the platform secure and find misuse; and to meet legal obligations such as keeping invoices. We do not sell personal data and do not use it for advertising.

# Sharing

Data leaves your company only where a flow you start shares it: an enquiry forwarded to a vendor, a quote or an invoice sent to a customer, a document released to a consignee. Our hosting, e-mail and text-message providers process data for us under contract and only on our instructions.

# How long

Account data is kept while the account exists. When a company closes its account its data can be exported for 30 days and is deleted afterwards, except records the law requires us to keep, such as invoices.

# Your rights

You may ask to see, correct or delete your personal data, or object to its use. Ask your company's administrator first: most changes can be made in your profile. For anything else, write to the platform team as the About us page describes.

# Security

Passwords are stored only as salted hashes; sessions expire and can be ended; every record is visible only to the companies it belongs to. If we learn of a breach that affects your data, we tell the companies concerned without undue delay.

# Changes

A new version of this policy is published on this page with the date it takes effect.`;

const ABOUT_US = `FastForward is a platform for freight forwarders, their vendors and their customers: one place to price, quote, book and follow a shipment by sea or air, from the first enquiry to the delivery order and the invoice.

# What it does

- Rates and enquiries: forwarders keep their valid rates, local and transport charges, and answer their customers' enquiries with quotes built from them, or forward them to vendors for a price.
- Bookings and jobs: an accepted quote becomes a booking and a job, followed milestone by milestone by operations and documentation staff.
- Documents and invoices: bills of lading, delivery orders and invoices are issued and shared with the customer in the same place.
- Customers: a forwarder's customers sign in to ask for quotes, follow their jobs, read their invoices and find answers in the forwarder's FAQs.

# Who runs it

FastForward is operated by its platform team, who approve the companies that register, publish the licence agreement and this site's pages, and keep the service running.

# Contact

For questions about the platform, a registration or your data, write to the platform team through your company's administrator, or use the contact address given in your registration e-mail.`;

const SEEDED: { kind: PlatformDocumentKind; title: string; body: string }[] = [
  {
    kind: PLATFORM_DOCUMENT_KIND.licenseAgreement,
    title: 'FastForward platform licence agreement',
    body: LICENSE_AGREEMENT,
  },
  { kind: PLATFORM_DOCUMENT_KIND.disclaimer, title: 'Rates and information disclaimer', body: DISCLAIMER },
  { kind: PLATFORM_DOCUMENT_KIND.privacyPolicy, title: 'Privacy policy', body: PRIVACY_POLICY },
  { kind: PLATFORM_DOCUMENT_KIND.aboutUs, title: 'About FastForward', body: ABOUT_US },
];

/**
 * The first licence agreement, disclaimer, privacy policy and about-us page for everyone, active,
 * so the registration form and the public pages have something to show from the first start. Runs on every start: a kind that already has any
 * version for everyone is left alone (the platform administrators own it from then on).
 */
export async function seedPlatformDocuments(db: DbOrTx): Promise<void> {
  const d = platformDocuments;
  for (const doc of SEEDED) {
    await db.execute(sql`
      insert into ${d} (kind, audience, version, title, body, is_active)
      select ${doc.kind}, ${PLATFORM_DOCUMENT_AUDIENCE_ALL}, 1, ${doc.title}, ${doc.body}, true
       where not exists (select 1 from ${d} where kind = ${doc.kind} and audience = ${PLATFORM_DOCUMENT_AUDIENCE_ALL})
      on conflict do nothing`);
  }
}
