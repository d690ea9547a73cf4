import { describe, expect, it } from 'vitest';
import type { KycDetails } from '../../customer-kycs/details';
import { addressBookOf, customerPartyRole, partyFromKyc } from '../booking-parties';

const KYC: KycDetails = {
  companyName: 'Acme Imports LLC',
  phone: '+971 4 555 0101',
  taxRegistrationNumber: 'TRN-1',
  companyRegistrationNumber: 'CRN-1',
  contacts: [{ name: 'Amal Haddad', email: 'amal@acme.test' }],
  addresses: [
    { type: 'billing', addressLine1: 'PO Box 1', city: 'Dubai', countryCode: 'AE' },
    {
      type: 'registered',
      addressLine1: 'Warehouse 4, Al Quoz',
      postalCode: '12345',
      city: 'Dubai',
      countryCode: 'AE',
    },
  ],
} as KycDetails;

const party = (name: string) => ({
  name,
  address: `${name} Street 1`,
  contact: null,
  email: 'x@y.test',
  phone: '+1 555 0100',
});

describe('the booking address book', () => {
  it("makes the customer's KYC record a party: registered office, first contact, company phone", () => {
    expect(partyFromKyc(KYC)).toEqual({
      name: 'Acme Imports LLC',
      address: 'Warehouse 4, Al Quoz, 12345 Dubai, AE',
      contact: 'Amal Haddad',
      email: 'amal@acme.test',
      phone: '+971 4 555 0101',
    });
  });

  it('reads the customer as consignee under E and F rules (and none), as shipper under C and D', () => {
    for (const code of ['EXW', 'FCA', 'FAS', 'FOB', 'INL', null])
      expect(customerPartyRole(code)).toBe('consignee');
    for (const code of ['CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'])
      expect(customerPartyRole(code)).toBe('shipper');
  });

  it('lists its own company first, then each booked party once with every role it was booked in', () => {
    const own = partyFromKyc(KYC);
    const book = addressBookOf(own, [
      { shipper: party('Shenzhen Toys'), consignee: own, notifyParty: null },
      {
        shipper: { ...party('shenzhen toys'), phone: '+1 555 0199' },
        consignee: party('Gulf Retail'),
        notifyParty: party('Shenzhen Toys'),
      },
    ]);
    expect(book.map((p) => [p.name, p.roles, p.source])).toEqual([
      ['Acme Imports LLC', ['shipper', 'consignee', 'notifyParty'], 'company'],
      ['Shenzhen Toys', ['shipper', 'notifyParty'], 'booking'],
      ['Gulf Retail', ['consignee'], 'booking'],
    ]);
  });
});
