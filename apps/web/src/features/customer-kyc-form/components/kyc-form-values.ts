import {
  KYC_PUBLIC_MESSAGES,
  type KycAddress,
  type KycContact,
  type KycDetails,
  type KycPublicForm,
  kycPublicSubmitRequestSchema,
} from '@fastforward/domain';
import type { Path } from 'react-hook-form';
import { z } from 'zod';

/** The form's values as typed; the schema trims them and stores empty optional text as null. */
export type KycFormValues = z.input<typeof kycPublicSubmitRequestSchema>;

/** With terms to accept, the box must be ticked: said under it with the other fields' errors. */
export const kycFormSchema = (hasTerms: boolean) =>
  hasTerms
    ? kycPublicSubmitRequestSchema.extend({
        acceptTerms: z.literal(true, { error: KYC_PUBLIC_MESSAGES.termsRequired }),
      })
    : kycPublicSubmitRequestSchema;

export const EMPTY_CONTACT = { name: '', designation: '', email: '', phone: '' } satisfies KycFormContact;
export const EMPTY_ADDRESS = {
  type: 'registered',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postalCode: '',
  countryCode: '',
} satisfies KycFormAddress;

export type KycFormContact = z.input<typeof kycPublicSubmitRequestSchema>['details']['contacts'][number];
export type KycFormAddress = z.input<typeof kycPublicSubmitRequestSchema>['details']['addresses'][number];

const CONTACT_FIELDS = Object.keys(EMPTY_CONTACT) as (keyof KycContact)[];
const ADDRESS_FIELDS = Object.keys(EMPTY_ADDRESS) as (keyof KycAddress)[];
/** The company's own fields, in the form's order (the lists are fields of their own). */
export const COMPANY_FIELDS: readonly {
  key: Exclude<keyof KycDetails, 'contacts' | 'addresses'>;
  required: boolean;
  type?: 'tel';
  autoComplete?: string;
}[] = [
  { key: 'companyName', required: true, autoComplete: 'organization' },
  { key: 'phone', required: true, type: 'tel', autoComplete: 'tel' },
  { key: 'website', required: false, autoComplete: 'url' },
  { key: 'taxRegistrationNumber', required: true },
  { key: 'companyRegistrationNumber', required: true },
];

/** Inputs hold text: a stored null (an optional field left empty) shows as ''. */
const text = (value: string | null | undefined) => value ?? '';

const detailsOf = (form: KycPublicForm): KycFormValues['details'] =>
  form.details
    ? {
        ...form.details,
        website: text(form.details.website),
        contacts: form.details.contacts.map((c) => ({
          ...c,
          designation: text(c.designation),
          phone: text(c.phone),
        })),
        addresses: form.details.addresses.map((a) => ({
          ...a,
          addressLine2: text(a.addressLine2),
          postalCode: text(a.postalCode),
        })),
      }
    : {
        companyName: form.invitedCompanyName ?? '',
        phone: '',
        website: '',
        taxRegistrationNumber: '',
        companyRegistrationNumber: '',
        contacts: [EMPTY_CONTACT],
        addresses: [EMPTY_ADDRESS],
      };

/** A fresh form, or the details saved so far; the company name of the invitation filled in. */
export const toFormValues = (form: KycPublicForm): KycFormValues => ({
  shortName: '',
  username: '',
  fullName: '',
  email: form.email,
  details: detailsOf(form),
  termsId: form.terms?.id ?? null,
  acceptTerms: false,
});

/**
 * Every field a server error may name, each row's own before its list's: 'details.contacts.1.email'
 * goes under that row's e-mail, 'details.contacts' under the list.
 */
export const serverErrorFields = (values: KycFormValues): Path<KycFormValues>[] => [
  'shortName',
  'username',
  'fullName',
  'email',
  'termsId',
  'acceptTerms',
  ...COMPANY_FIELDS.map((f) => `details.${f.key}` as const),
  ...values.details.contacts.flatMap((_, i) =>
    CONTACT_FIELDS.map((f) => `details.contacts.${i}.${f}` as const),
  ),
  ...values.details.addresses.flatMap((_, i) =>
    ADDRESS_FIELDS.map((f) => `details.addresses.${i}.${f}` as const),
  ),
  'details.contacts',
  'details.addresses',
];
