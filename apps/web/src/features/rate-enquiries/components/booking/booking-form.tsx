import type { BookingContext, BookingForm, OperationFileCode, StoredFile } from '@fastforward/domain';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  FileButton,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { CargoFields, PartyFields } from '../../../../components/booking';
import { applyServerErrors } from '../../../../components/data-table';
import { HttpError, isSilentError } from '../../../../lib/http';
import {
  BOOKING_FIELD_NAMES,
  type BookingFormValues,
  bookingResolver,
  lineKindOf,
  startValues,
  toBookingForm,
} from './booking-form-values';

export type BookingFormProps = {
  context: BookingContext;
  /** Sends the booking; a refusal naming fields is shown under them. */
  onSubmit: (body: BookingForm) => Promise<unknown>;
  /** Uploads one required document; answers the stored file. */
  onUpload: (code: OperationFileCode, file: File) => Promise<StoredFile>;
};

/** The required documents: what the KYC holds already, what was uploaded, and an upload for each. */
function DocumentsField({
  form,
  context,
  onUpload,
}: {
  form: UseFormReturn<BookingFormValues>;
  context: BookingContext;
  onUpload: BookingFormProps['onUpload'];
}) {
  const [uploaded, setUploaded] = useState<Record<string, StoredFile[]>>(() =>
    Object.fromEntries(context.requiredDocuments.map((d) => [d.code, d.files])),
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const error = form.formState.errors.documentIds?.message;
  if (context.requiredDocuments.length === 0) return null;

  const upload = async (code: OperationFileCode, file: File | null) => {
    if (!file) return;
    setFailure(null);
    setBusy(code);
    try {
      const stored = await onUpload(code, file);
      setUploaded((current) => ({ ...current, [code]: [...(current[code] ?? []), stored] }));
      form.setValue('documentIds', [...form.getValues('documentIds'), { id: stored.id, code }]);
      form.clearErrors('documentIds');
    } catch (e) {
      if (!isSilentError(e)) setFailure(e instanceof HttpError || e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder p="sm" component="fieldset" aria-label="Documents">
      <Title order={4} mb="xs">
        Documents
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        Your forwarder needs these documents before it books.
      </Text>
      <List listStyleType="none" spacing="xs">
        {context.requiredDocuments.map((doc) => {
          const files = uploaded[doc.code] ?? [];
          return (
            <List.Item key={doc.code}>
              <Group gap="sm">
                <Text fw={500}>{doc.label}</Text>
                {doc.isOnFile ? <Badge color="green">On file with your KYC</Badge> : null}
                {files.map((f) => (
                  <Badge key={f.id} variant="light">
                    {f.originalName}
                  </Badge>
                ))}
                <FileButton
                  onChange={(file) => upload(doc.code, file)}
                  inputProps={{ 'aria-label': `${doc.label} file` }}
                >
                  {(props) => (
                    <Button
                      {...props}
                      size="xs"
                      variant="light"
                      loading={busy === doc.code}
                      aria-label={`Upload ${doc.label}`}
                    >
                      Upload
                    </Button>
                  )}
                </FileButton>
              </Group>
            </List.Item>
          );
        })}
      </List>
      {failure ? (
        <Alert color="red" role="alert" mt="xs">
          {failure}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" role="alert" mt="xs">
          {error}
        </Alert>
      ) : null}
    </Paper>
  );
}

/**
 * The booking form (PRODUCT §2.7): shipper, consignee, notify party (or the consignee), the cargo
 * as confirmed, remarks and the documents the forwarder requires. One form for both doors: the
 * signed-in customer and the booking link.
 */
export function BookingFormFields({ context, onSubmit, onUpload }: BookingFormProps) {
  const form = useForm<BookingFormValues>({
    defaultValues: startValues(context),
    resolver: bookingResolver(context),
  });
  const { errors, isSubmitting } = form.formState;
  const sameAsConsignee = form.watch('notifySameAsConsignee');

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(toBookingForm(values));
    } catch (error) {
      applyServerErrors(error, form.setError, BOOKING_FIELD_NAMES);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Booking form">
      <Stack gap="md">
        <PartyFields form={form} party="shipper" required addressBook={context.addressBook} />
        <PartyFields form={form} party="consignee" required addressBook={context.addressBook} />
        <Checkbox
          label="Notify party is the same as the consignee"
          {...form.register('notifySameAsConsignee')}
          error={errors.notifySameAsConsignee?.message}
        />
        {sameAsConsignee ? null : (
          <PartyFields form={form} party="notifyParty" required addressBook={context.addressBook} />
        )}
        {errors.notifyParty?.message ? (
          <Alert color="red" role="alert">
            {errors.notifyParty.message}
          </Alert>
        ) : null}
        <CargoFields
          form={form}
          required
          countLabel={context.enquiry.loadType === 'FCL' ? 'Containers' : 'Packages'}
          marksRows={1}
          lines={lineKindOf(context)}
          mode={context.enquiry.mode === 'air' ? 'air' : 'sea'}
        />
        <DocumentsField form={form} context={context} onUpload={onUpload} />
        <Textarea label="Remarks" rows={2} {...form.register('remarks')} error={errors.remarks?.message} />
        <Group>
          <Button type="submit" loading={isSubmitting}>
            Confirm booking
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
