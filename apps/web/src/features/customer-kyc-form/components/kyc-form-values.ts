import { KYC_PUBLIC_MESSAGES, type KycPublicForm, kycPublicSubmitRequestSchema } from '@fastforward/domain';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { emptyKycDetails, kycDetailsFieldPaths, kycDetailsFormValues } from '../../../components/kyc-details';

/** The form's values as typed; the schema trims them and stores empty optional text as null. */
export type KycFormValues = z.input<typeof kycPublicSubmitRequestSchema>;

/** With terms to accept, the box must be ticked: said under it with the other fields' errors. */
export const kycFormSchema = (hasTerms: boolean) =>
  hasTerms
    ? kycPublicSubmitRequestSchema.extend({
        acceptTerms: z.literal(true, { error: KYC_PUBLIC_MESSAGES.termsRequired }),
      })
    : kycPublicSubmitRequestSchema;

/** The saved details as inputs show them, or a fresh set with the invitation's company name. */
const detailsOf = (form: KycPublicForm): KycFormValues['details'] =>
  form.details ? kycDetailsFormValues(form.details) : emptyKycDetails(form.invitedCompanyName ?? '');

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

/** Every field a server error may name: the account's, then the details' (rows before lists). */
export const serverErrorFields = (values: KycFormValues): Path<KycFormValues>[] => [
  'shortName',
  'username',
  'fullName',
  'email',
  'termsId',
  'acceptTerms',
  ...kycDetailsFieldPaths(values.details),
];
