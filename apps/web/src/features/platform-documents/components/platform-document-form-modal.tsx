import {
  isSitePageKind,
  PLATFORM_DOCUMENT_AUDIENCE_ALL,
  PLATFORM_DOCUMENT_AUDIENCE_LABELS,
  PLATFORM_DOCUMENT_AUDIENCES,
  PLATFORM_DOCUMENT_LABELS,
  type PlatformDocumentCreateRequest,
  type PlatformDocumentKind,
  platformDocumentCreateRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Loader, Modal, Select } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/data-table';
import { DraftFormFooter, VersionTextFields } from '../../../components/versions';
import { useCreatePlatformDocument } from '../api/create-platform-document';
import { usePlatformDocument } from '../api/get-platform-document';
import { useUpdatePlatformDocument } from '../api/update-platform-document';

export type PlatformDocumentFormModalProps = {
  opened: boolean;
  kind: PlatformDocumentKind;
  /** The draft to rewrite; null writes a new version. */
  draftId: number | null;
  onClose: () => void;
};

type FormValues = PlatformDocumentCreateRequest;

const EMPTY: FormValues = { audience: PLATFORM_DOCUMENT_AUDIENCE_ALL, title: '', body: '' };

export const AUDIENCE_OPTIONS = PLATFORM_DOCUMENT_AUDIENCES.map((value) => ({
  value,
  label: PLATFORM_DOCUMENT_AUDIENCE_LABELS[value],
}));

/**
 * Writes a new version for an audience, or rewrites a draft (its audience stays: it decides the
 * version number). The server's schema validates the form too.
 */
export function PlatformDocumentFormModal({
  opened,
  kind,
  draftId,
  onClose,
}: PlatformDocumentFormModalProps) {
  const create = useCreatePlatformDocument();
  const update = useUpdatePlatformDocument();
  const draft = usePlatformDocument(kind, opened ? draftId : null);
  const form = useForm<FormValues>({
    resolver: zodResolver(platformDocumentCreateRequestSchema),
    defaultValues: EMPTY,
  });
  const { reset } = form;
  const isEditing = draftId !== null;
  const loaded = draft.data;

  useEffect(() => {
    if (!opened) return;
    if (!isEditing) reset(EMPTY);
    else if (loaded) reset({ audience: loaded.audience, title: loaded.title, body: loaded.body });
  }, [opened, isEditing, loaded, reset]);

  const onSubmit = form.handleSubmit(async ({ audience, title, body }) => {
    try {
      if (draftId === null) await create.mutateAsync({ kind, body: { audience, title, body } });
      else await update.mutateAsync({ kind, id: draftId, body: { title, body } });
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, ['audience', 'title', 'body']);
    }
  });

  const label = PLATFORM_DOCUMENT_LABELS[kind].one;
  // A site page is one text for everyone.
  const isSitePage = isSitePageKind(kind);
  const audienceOptions = isSitePage
    ? AUDIENCE_OPTIONS.filter((o) => o.value === EMPTY.audience)
    : AUDIENCE_OPTIONS;
  const waiting = isEditing && !loaded;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={isEditing ? `Edit draft ${label.toLowerCase()}` : `New ${label.toLowerCase()}`}
      size="xl"
      centered
    >
      {waiting && draft.isError ? (
        <Alert color="red" role="alert">
          The draft could not be loaded.
        </Alert>
      ) : null}
      {waiting && !draft.isError ? <Loader size="sm" aria-label="Loading the draft" /> : null}
      {waiting ? null : (
        <form onSubmit={onSubmit} noValidate>
          <Controller
            control={form.control}
            name="audience"
            render={({ field }) => (
              <Select
                label="Audience"
                withAsterisk
                mb="md"
                data={audienceOptions}
                allowDeselect={false}
                disabled={isEditing || isSitePage}
                value={field.value}
                onChange={(value) => field.onChange(value ?? PLATFORM_DOCUMENT_AUDIENCE_ALL)}
                onBlur={field.onBlur}
                error={form.formState.errors.audience?.message}
              />
            )}
          />
          <VersionTextFields form={form} bodyLabel="Text" />
          <DraftFormFooter
            note={
              isSitePage
                ? 'A version is saved as a draft; the public page shows it only once it is activated, and from then on it can no longer be changed. Write plain text: a blank line starts a paragraph, "# " a heading, "- " a list item.'
                : 'A version is saved as a draft; registering companies see it only once it is activated, and from then on it can no longer be changed.'
            }
            isSubmitting={form.formState.isSubmitting}
            onCancel={onClose}
          />
        </form>
      )}
    </Modal>
  );
}
