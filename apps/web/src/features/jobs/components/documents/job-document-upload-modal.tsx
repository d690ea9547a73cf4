import {
  ADDITIONAL_FILE_TYPES,
  acceptOf,
  FILE_COLLECTION,
  type JobDocumentCollection,
  type JobDocumentUploadQuery,
  jobDocumentCollectionLabel,
  jobDocumentUploadQuerySchema,
  UPLOAD_FIELD,
  uploadableJobCollections,
  uploadableJobFileTypes,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileInput, Modal, Select, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useUploadJobDocument } from '../../api/job-documents-upload';
import { JobModalFooter, type JobWriteFailure, placeJobWriteError } from '../status/job-write-modal';

/**
 * Uploads one document to the job: the collection and, for an additional document, its type, each
 * list holding only what the user's permissions let it upload (the server checks again and names
 * the permission when it refuses).
 */
export function JobDocumentUploadModal({
  jobId,
  opened,
  permissions,
  onClose,
}: {
  jobId: number;
  opened: boolean;
  permissions: readonly string[];
  onClose: () => void;
}) {
  const upload = useUploadJobDocument();
  const collections = uploadableJobCollections(permissions);
  const fileTypes = uploadableJobFileTypes(permissions);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<JobWriteFailure>(null);
  const form = useForm<JobDocumentUploadQuery>({
    resolver: zodResolver(jobDocumentUploadQuerySchema),
    defaultValues: { collection: collections[0] ?? FILE_COLLECTION.additionalDocuments },
  });
  const { reset, watch, setValue } = form;
  const first = collections[0];
  useEffect(() => {
    if (!opened) return;
    reset({ collection: first ?? FILE_COLLECTION.additionalDocuments });
    setFile(null);
    setFileError(null);
    setFailure(null);
  }, [opened, first, reset]);
  const collection = watch('collection');
  const isAdditional = collection === FILE_COLLECTION.additionalDocuments;

  const onSubmit = form.handleSubmit(async (query) => {
    setFailure(null);
    if (!file) return setFileError('Choose a file to upload');
    try {
      await upload.mutateAsync({ jobId, file, query });
      onClose();
    } catch (error) {
      placeJobWriteError(
        error,
        ['collection', 'fileType', UPLOAD_FIELD] as const,
        (field, message) => {
          if (field === UPLOAD_FIELD) setFileError(message);
          else form.setError(field, { type: 'server', message });
        },
        setFailure,
      );
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Upload a document" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Controller
            control={form.control}
            name="collection"
            render={({ field, fieldState }) => (
              <Select
                label="Collection"
                required
                allowDeselect={false}
                data={collections.map((c) => ({ value: c, label: jobDocumentCollectionLabel(c) }))}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value as JobDocumentCollection);
                  if (value !== FILE_COLLECTION.additionalDocuments) setValue('fileType', undefined);
                }}
                error={fieldState.error?.message}
              />
            )}
          />
          {isAdditional ? (
            <Controller
              control={form.control}
              name="fileType"
              render={({ field, fieldState }) => (
                <Select
                  label="File type"
                  required
                  placeholder="Choose a file type"
                  data={fileTypes.map((type) => ({ value: type, label: ADDITIONAL_FILE_TYPES[type].label }))}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? undefined)}
                  error={fieldState.error?.message}
                />
              )}
            />
          ) : null}
          <FileInput
            label="File"
            required
            placeholder="Choose a file"
            accept={acceptOf(collection)}
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setFileError(null);
            }}
            error={fileError}
            clearable
          />
          <JobModalFooter
            jobId={jobId}
            failure={failure}
            onClose={onClose}
            isSubmitting={upload.isPending}
            submitLabel="Upload"
          />
        </Stack>
      </form>
    </Modal>
  );
}
