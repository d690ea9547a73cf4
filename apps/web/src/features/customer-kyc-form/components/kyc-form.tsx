import {
  KYC_DOCUMENT_COLLECTIONS,
  KYC_DOCUMENT_LABELS,
  KYC_PUBLIC_MESSAGES,
  KYC_REQUIRED_DOCUMENTS,
  type KycDocumentCollection,
  type KycLinkCredentials,
  type KycPublicDocument,
  type KycPublicForm,
  type KycPublicSubmitRequest,
  type KycPublicSubmitResponse,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { placeServerErrors } from '../../../components/data-table/apply-server-errors';
import { KycAddressesFields, KycCompanyFields, KycContactsFields } from '../../../components/kyc-details';
import { showErrorDialog } from '../../../lib/dialogs';
import { useSubmitKyc } from '../api/submit-kyc';
import { AvailabilityInput } from './availability-input';
import { KycDocumentSlot } from './kyc-document-slot';
import { type KycFormValues, kycFormSchema, serverErrorFields, toFormValues } from './kyc-form-values';

type DocumentErrors = Partial<Record<KycDocumentCollection, string>>;

const DOCUMENT_FIELD = 'documents.';
const DOCUMENT_FIELDS = KYC_DOCUMENT_COLLECTIONS.map((c) => `${DOCUMENT_FIELD}${c}` as const);

const missingDocuments = (documents: readonly KycPublicDocument[]): DocumentErrors =>
  Object.fromEntries(
    KYC_REQUIRED_DOCUMENTS.filter((c) => !documents.some((d) => d.collection === c)).map((c) => [
      c,
      KYC_PUBLIC_MESSAGES.documentRequired(KYC_DOCUMENT_LABELS[c]),
    ]),
  );

export type KycFormProps = {
  kyc: KycPublicForm;
  link: KycLinkCredentials;
  onSubmitted: (answer: KycPublicSubmitResponse) => void;
  /** The forwarder's terms changed while the form was open: the page reads them again. */
  onTermsChanged: () => void;
};

/**
 * The KYC form of /customerKyc/…: company details, the account (short name and username checked
 * as typed), contacts, addresses, the four documents (uploaded as they are picked) and the
 * forwarder's terms. The domain's submit schema validates it here and on the server.
 */
export function KycForm({ kyc, link, onSubmitted, onTermsChanged }: KycFormProps) {
  const hasTerms = kyc.terms !== null;
  const form = useForm<KycFormValues, unknown, KycPublicSubmitRequest>({
    resolver: zodResolver(kycFormSchema(hasTerms)),
    defaultValues: toFormValues(kyc),
  });
  const { register, control, formState, setError, setValue, getValues } = form;
  const errors = formState.errors;
  const submit = useSubmitKyc();
  const [documents, setDocuments] = useState(kyc.documents);
  const [documentErrors, setDocumentErrors] = useState<DocumentErrors>({});
  const [shortName, username] = useWatch({ control, name: ['shortName', 'username'] });

  const termsId = kyc.terms?.id ?? null;
  // Terms read again after they changed: the new version must be accepted anew.
  useEffect(() => {
    setValue('termsId', termsId);
    setValue('acceptTerms', false);
  }, [termsId, setValue]);

  const changeDocument = (collection: KycDocumentCollection, document: KycPublicDocument | null) => {
    setDocuments((list) => [
      ...list.filter((d) => d.collection !== collection),
      ...(document ? [document] : []),
    ]);
    setDocumentErrors(({ [collection]: _, ...rest }) => rest);
  };

  const placeErrors = (error: unknown) => {
    const placement = placeServerErrors(error, [...serverErrorFields(getValues()), ...DOCUMENT_FIELDS]);
    if (!placement) return;
    const missing: DocumentErrors = {};
    for (const [index, { field, message }] of placement.fields.entries()) {
      if (field.startsWith(DOCUMENT_FIELD)) {
        missing[field.slice(DOCUMENT_FIELD.length) as KycDocumentCollection] = message;
      } else {
        setError(field as Path<KycFormValues>, { type: 'server', message }, { shouldFocus: index === 0 });
      }
    }
    setDocumentErrors(missing);
    if (placement.fields.some((f) => f.field === 'termsId')) onTermsChanged();
    if (placement.dialog) void showErrorDialog(placement.dialog.title, placement.dialog.text);
  };

  const onSubmit = form.handleSubmit(
    async (body) => {
      const missing = missingDocuments(documents);
      setDocumentErrors(missing);
      if (Object.keys(missing).length > 0) return;
      try {
        onSubmitted(await submit.mutateAsync({ link, body }));
      } catch (error) {
        placeErrors(error);
      }
    },
    // Refused fields and missing documents are said together, not one round after the other.
    () => setDocumentErrors(missingDocuments(documents)),
  );

  const termsError = errors.acceptTerms?.message ?? errors.termsId?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Customer KYC">
      <Stack gap="lg">
        <Fieldset legend="Company">
          <KycCompanyFields form={form} />
        </Fieldset>

        <Fieldset legend="Your account">
          <Text size="sm" c="dimmed" mb="sm">
            The short name names your company on FastForward; you sign in with the username.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <AvailabilityInput
              check="shortName"
              current={shortName}
              label="Short name"
              withAsterisk
              {...register('shortName')}
              error={errors.shortName?.message}
            />
            <AvailabilityInput
              check="username"
              current={username}
              label="Username"
              withAsterisk
              autoComplete="username"
              {...register('username')}
              error={errors.username?.message}
            />
            <TextInput
              label="Full name"
              withAsterisk
              autoComplete="name"
              {...register('fullName')}
              error={errors.fullName?.message}
            />
            <TextInput
              label="E-mail"
              withAsterisk
              type="email"
              autoComplete="email"
              readOnly={kyc.isEmailFixed}
              description={kyc.isEmailFixed ? 'The invitation was sent to this address.' : undefined}
              {...register('email')}
              error={errors.email?.message}
            />
          </SimpleGrid>
        </Fieldset>

        <KycContactsFields form={form} />
        <KycAddressesFields form={form} />

        <Fieldset legend="Documents">
          <Stack gap="sm">
            {KYC_DOCUMENT_COLLECTIONS.map((collection) => (
              <KycDocumentSlot
                key={collection}
                link={link}
                collection={collection}
                document={documents.find((d) => d.collection === collection)}
                required={KYC_REQUIRED_DOCUMENTS.includes(collection)}
                error={documentErrors[collection]}
                onChange={changeDocument}
              />
            ))}
          </Stack>
        </Fieldset>

        <Stack component="section" aria-label="Terms and conditions" gap="sm">
          {kyc.terms ? (
            <>
              <Title order={2} size="h4">
                {kyc.terms.title}
              </Title>
              <div className="ff-document">{kyc.terms.body}</div>
              <Controller
                control={control}
                name="acceptTerms"
                render={({ field }) => (
                  <Checkbox
                    name={field.name}
                    ref={field.ref}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    onBlur={field.onBlur}
                    label={`I accept the terms and conditions of ${kyc.forwarder.name}`}
                    error={termsError}
                  />
                )}
              />
            </>
          ) : termsError ? (
            <Alert color="red" role="alert">
              {termsError}
            </Alert>
          ) : null}
        </Stack>

        <Group justify="flex-end">
          <Button type="submit" loading={submit.isPending}>
            Submit KYC
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
