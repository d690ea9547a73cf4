import {
  ADDITIONAL_FILE_TYPES,
  canUploadJobDocument,
  FILE_COLLECTION,
  FILE_KINDS,
  type FileKind,
  fileKindOf,
  JOB_DO_RELEASE_ACCESS,
  JOB_DOCUMENT_COLLECTIONS,
  JOB_DOCUMENT_SHARE_ACCESS,
  JOB_VIEW_ACCESS,
  type JobDocument,
  type JobDocumentCollection,
  type JobDoor,
  jobDocumentCollectionLabel,
  uploadableJobCollections,
} from '@fastforward/domain';
import { Badge, Button, Group, Modal, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirmDialog } from '../../../../components/confirm-dialog';
import {
  downloadFile,
  FileDeleteButton,
  FileDownloadButton,
  FileFailureAlert,
  FileNameAndSize,
  FilePreview,
  storedFileSource,
  useFileAttempt,
} from '../../../../components/files';
import { useCan } from '../../../../lib/permissions';
import { getPermissions } from '../../../../lib/session';
import { getJobQueryOptions } from '../../api/get-job';
import { useConvertJobDocumentToPdf } from '../../api/job-documents-convert';
import { useDeleteJobDocument } from '../../api/job-documents-delete';
import { useDownloadHblDraft } from '../../api/job-documents-hbl-draft';
import { useJobDocuments } from '../../api/job-documents-list';
import { useShareJobDocument } from '../../api/job-documents-share';
import { useDownloadJobDocumentsZip } from '../../api/job-documents-zip';
import { getMyJobQueryOptions } from '../../api/my-jobs-one';
import { formatDateTime } from '../board/job-labels';
import { JobPanelCard, PanelState } from '../panel-state';
import { JobDocumentUploadModal } from './job-document-upload-modal';
import { ReleaseDoModal } from './release-do-modal';

/** What LibreOffice turns into a PDF on the server. */
const OFFICE_KINDS: readonly FileKind[] = ['docx', 'doc', 'xlsx', 'xls', 'csv'];

const kindOf = (document: JobDocument) => fileKindOf(document.contentType);
const isInline = (document: JobDocument) => {
  const kind = kindOf(document);
  return kind !== undefined && FILE_KINDS[kind].inline;
};
const isOffice = (document: JobDocument) => {
  const kind = kindOf(document);
  return kind !== undefined && OFFICE_KINDS.includes(kind);
};
const pdfNameOf = (name: string) => `${name.replace(/\.[^.]+$/, '')}.pdf`;

const EMPTY: Record<JobDocumentCollection, string> = {
  HBL: 'No house bill of lading yet.',
  MBL: 'No master bill of lading yet.',
  DO: 'No delivery order yet.',
  additional_documents: 'No additional documents yet.',
};

/**
 * The job page's documents tab (PRODUCT §2.8). Staff: the documents by collection with preview,
 * download, convert to PDF, sharing with the customer and delete, an upload limited to what the
 * user's permissions allow, the whole set as a zip, the house bill of lading draft and releasing
 * the delivery order. Customer: the documents shared with it, to preview, download or zip.
 */
export function JobDocumentsPanel({ jobId, door }: { jobId: number; door: JobDoor }) {
  const isStaff = door === 'staff';
  const documents = useJobDocuments(door, jobId);
  const staffJob = useQuery({ ...getJobQueryOptions(jobId), enabled: isStaff });
  const customerJob = useQuery({ ...getMyJobQueryOptions(jobId), enabled: !isStaff });
  const job = isStaff ? staffJob : customerJob;
  const permissions = getPermissions();
  const mayShare = useCan(JOB_DOCUMENT_SHARE_ACCESS);
  const mayRelease = useCan(JOB_DO_RELEASE_ACCESS);
  const mayDraft = useCan(JOB_VIEW_ACCESS);
  const canShare = isStaff && mayShare;
  const canUpload = isStaff && uploadableJobCollections(permissions).length > 0;
  const doNumber = job.data?.doNumber ?? null;
  const canRelease =
    isStaff &&
    mayRelease &&
    job.data !== undefined &&
    doNumber === null &&
    job.data.allowedMoves.some((move) => move.status === 'DORE');

  const queryClient = useQueryClient();
  const share = useShareJobDocument();
  const remove = useDeleteJobDocument(jobId);
  const zip = useDownloadJobDocumentsZip();
  const hblDraft = useDownloadHblDraft();
  const convert = useConvertJobDocumentToPdf();
  const { confirm, dialog } = useConfirmDialog();
  const [uploading, setUploading] = useState(false);
  const [releasing, setReleasing] = useState(false);
  const [previewed, setPreviewed] = useState<JobDocument | null>(null);

  const { failure, clearFailure, attempt } = useFileAttempt();
  const reference = job.data?.reference ?? `job-${jobId}`;
  const canDelete = (document: JobDocument) =>
    isStaff &&
    canUploadJobDocument(permissions, document.collection, document.fileType) &&
    !(document.collection === FILE_COLLECTION.deliveryOrder && doNumber !== null);

  const askDelete = async (document: JobDocument) => {
    const yes = await confirm({
      message: `Delete ${document.originalName} from this job? The customer no longer sees it either.`,
      confirmLabel: 'Delete',
    });
    if (yes) remove.mutate(document.id);
  };

  const list = documents.data ?? [];
  const sections = JOB_DOCUMENT_COLLECTIONS.map((collection) => ({
    collection,
    items: list.filter((d) => d.collection === collection),
  })).filter((section) => isStaff || section.items.length > 0);

  const body = (
    <PanelState
      query={documents}
      noun="documents"
      isEmpty={(all) => !isStaff && all.length === 0}
      emptyText="No documents have been shared with you yet."
    >
      {() => (
        <Stack gap="lg">
          {sections.map(({ collection, items }) => (
            <section key={collection} aria-label={jobDocumentCollectionLabel(collection)}>
              <Title order={3} size="h5" mb="xs">
                {jobDocumentCollectionLabel(collection)}
                {collection === FILE_COLLECTION.deliveryOrder && doNumber ? ` (${doNumber})` : ''}
              </Title>
              {items.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {EMPTY[collection]}
                </Text>
              ) : (
                <Table.ScrollContainer minWidth={720}>
                  <Table striped aria-label={`${jobDocumentCollectionLabel(collection)} documents`}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Name</Table.Th>
                        <Table.Th>Uploaded</Table.Th>
                        {isStaff ? <Table.Th>Shared with customer</Table.Th> : null}
                        <Table.Th>Action</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {items.map((d) => (
                        <Table.Tr key={d.id}>
                          <Table.Td style={{ overflowWrap: 'anywhere' }}>
                            {d.fileType ? (
                              <Badge variant="light" mr="xs">
                                {ADDITIONAL_FILE_TYPES[d.fileType].label}
                              </Badge>
                            ) : null}
                            <FileNameAndSize file={d} />
                          </Table.Td>
                          <Table.Td>
                            <Text size="sm">{formatDateTime(d.createdAt)}</Text>
                            {d.uploadedBy ? (
                              <Text size="xs" c="dimmed">
                                {d.uploadedBy.fullName}
                              </Text>
                            ) : null}
                          </Table.Td>
                          {isStaff ? (
                            <Table.Td>
                              {canShare ? (
                                <Switch
                                  checked={d.sharedWithCustomer}
                                  aria-label={`Share ${d.originalName} with the customer`}
                                  disabled={share.isPending && share.variables?.fileId === d.id}
                                  onChange={(event) =>
                                    void attempt(() =>
                                      share.mutateAsync({
                                        jobId,
                                        fileId: d.id,
                                        shared: event.currentTarget.checked,
                                      }),
                                    )
                                  }
                                />
                              ) : (
                                <Text size="sm">{d.sharedWithCustomer ? 'Shared' : 'Not shared'}</Text>
                              )}
                            </Table.Td>
                          ) : null}
                          <Table.Td>
                            <Group gap="xs" wrap="nowrap">
                              {isInline(d) ? (
                                <Button
                                  size="xs"
                                  variant="light"
                                  aria-label={`Preview ${d.originalName}`}
                                  onClick={() => setPreviewed(d)}
                                >
                                  Preview
                                </Button>
                              ) : null}
                              <FileDownloadButton
                                file={d}
                                onClick={() =>
                                  void attempt(() =>
                                    downloadFile(queryClient, storedFileSource(d), d.originalName),
                                  )
                                }
                              />
                              {isOffice(d) ? (
                                <Button
                                  size="xs"
                                  variant="default"
                                  aria-label={`Convert ${d.originalName} to PDF`}
                                  loading={convert.isPending && convert.variables?.fileId === d.id}
                                  onClick={() =>
                                    void attempt(() =>
                                      convert.mutateAsync({ fileId: d.id, name: pdfNameOf(d.originalName) }),
                                    )
                                  }
                                >
                                  Convert to PDF
                                </Button>
                              ) : null}
                              {canDelete(d) ? (
                                <FileDeleteButton
                                  file={d}
                                  removing={remove}
                                  onClick={() => void askDelete(d)}
                                />
                              ) : null}
                            </Group>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </section>
          ))}
        </Stack>
      )}
    </PanelState>
  );

  return (
    <JobPanelCard
      title="Documents"
      actions={
        <Group gap="xs">
          {list.length > 0 ? (
            <Button
              variant="default"
              loading={zip.isPending}
              onClick={() =>
                void attempt(() => zip.mutateAsync({ door, jobId, name: `${reference} documents.zip` }))
              }
            >
              Download all (zip)
            </Button>
          ) : null}
          {isStaff && mayDraft ? (
            <Button
              variant="default"
              loading={hblDraft.isPending}
              onClick={() =>
                void attempt(() => hblDraft.mutateAsync({ jobId, name: `${reference} HBL draft.pdf` }))
              }
            >
              HBL draft
            </Button>
          ) : null}
          {canRelease ? (
            <Button variant="light" onClick={() => setReleasing(true)}>
              Release DO
            </Button>
          ) : null}
          {canUpload ? <Button onClick={() => setUploading(true)}>Upload document</Button> : null}
        </Group>
      }
    >
      <FileFailureAlert failure={failure} onClose={clearFailure} mb="sm" />
      {body}
      <Modal
        opened={previewed !== null}
        onClose={() => setPreviewed(null)}
        title={previewed?.originalName ?? 'Preview'}
        size="xl"
        centered
      >
        {previewed ? <FilePreview file={previewed} label={previewed.originalName} /> : null}
      </Modal>
      {canUpload ? (
        <JobDocumentUploadModal
          jobId={jobId}
          opened={uploading}
          permissions={permissions}
          onClose={() => setUploading(false)}
        />
      ) : null}
      {canRelease && job.data ? (
        <ReleaseDoModal job={job.data} opened={releasing} onClose={() => setReleasing(false)} />
      ) : null}
      {dialog}
    </JobPanelCard>
  );
}
