import { z } from 'zod';
import type { KycDetails } from '../customer-kycs/details';
import type { BookingParty } from './booking-schemas';

/**
 * The booking form's address book (issue 24): the parties a customer company has booked with,
 * and its own company from its KYC record, so the form is chosen from rather than retyped.
 */

export const BOOKING_PARTY_ROLES = ['shipper', 'consignee', 'notifyParty'] as const;
export type BookingPartyRole = (typeof BOOKING_PARTY_ROLES)[number];

/** A party as answered (not as asked: a KYC record may lack what a booking requires). */
export const bookingPartyAnswerSchema = z.object({
  name: z.string(),
  address: z.string(),
  contact: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
});

export type BookingPartyAnswer = z.infer<typeof bookingPartyAnswerSchema>;

export const addressBookPartySchema = bookingPartyAnswerSchema.extend({
  /** The roles it was booked in; the customer's own company stands for every role. */
  roles: z.array(z.enum(BOOKING_PARTY_ROLES)),
  /** 'company': the customer's KYC record; 'booking': a confirmed booking. */
  source: z.enum(['company', 'booking']),
});
export type AddressBookParty = z.infer<typeof addressBookPartySchema>;

/** The customer's company as a booking party: its registered office, first contact and phone. */
export function partyFromKyc(details: KycDetails): BookingPartyAnswer {
  const office = details.addresses.find((a) => a.type === 'registered') ?? details.addresses[0];
  const contact = details.contacts[0];
  const address = office
    ? [
        office.addressLine1,
        office.addressLine2,
        [office.postalCode, office.city].filter(Boolean).join(' '),
        office.countryCode,
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  return {
    name: details.companyName,
    address,
    contact: contact?.name ?? null,
    email: contact?.email ?? '',
    phone: details.phone,
  };
}

/**
 * Which party the customer is under the enquiry's incoterm: under the C and D rules the seller
 * buys the main carriage, so the customer booking it is the shipper; under E and F (and INL, or no
 * incoterm) the buyer does, so it is the consignee.
 */
const SELLER_BOOKS = new Set(['CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP']);
export const customerPartyRole = (incoterm: string | null): 'shipper' | 'consignee' =>
  incoterm && SELLER_BOOKS.has(incoterm) ? 'shipper' : 'consignee';

const keyOf = (party: Pick<BookingParty, 'name' | 'address'>) =>
  `${party.name.trim().toLowerCase()}|${party.address.trim().toLowerCase().replace(/\s+/g, ' ')}`;

/**
 * The address book: the customer's own company first, then each party of its bookings (newest
 * first), one entry per name and address with every role it was booked in.
 */
export function addressBookOf(
  own: BookingParty | null,
  bookings: readonly {
    shipper: BookingParty;
    consignee: BookingParty;
    notifyParty: BookingParty | null;
  }[],
): AddressBookParty[] {
  const book = new Map<string, AddressBookParty>();
  if (own)
    book.set(keyOf(own), {
      ...own,
      contact: own.contact ?? null,
      roles: [...BOOKING_PARTY_ROLES],
      source: 'company',
    });
  for (const booking of bookings) {
    for (const role of BOOKING_PARTY_ROLES) {
      const party = booking[role];
      if (!party) continue;
      const key = keyOf(party);
      const known = book.get(key);
      if (known) {
        if (!known.roles.includes(role)) known.roles.push(role);
      } else {
        book.set(key, {
          name: party.name,
          address: party.address,
          contact: party.contact ?? null,
          email: party.email,
          phone: party.phone,
          roles: [role],
          source: 'booking',
        });
      }
    }
  }
  return [...book.values()];
}
