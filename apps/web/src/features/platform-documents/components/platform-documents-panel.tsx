import {
  isSitePageKind,
  PLATFORM_DOCUMENT_AUDIENCE_LABELS,
  PLATFORM_DOCUMENT_KIND,
  PLATFORM_DOCUMENT_LABELS,
  PLATFORM_DOCUMENT_MESSAGES,
  PLATFORM_DOCUMENT_SORTS,
  type PlatformDocumentAudience,
  type PlatformDocumentKind,
  type PlatformDocumentSummary,
  VERSION_STATUSES,
  type VersionStatus,
} from '@fastforward/domain';
import { Button, Select } from '@mantine/core';
import { useState } from 'react';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import {
  DataTable,
  type DataTableColumn,
  type RowAction,
  useDataTableState,
} from '../../../components/data-table';
import { VersionCreatedCell, VersionStatusBadge, VersionTextModal } from '../../../components/versions';
import { useActivatePlatformDocument } from '../api/activate-platform-document';
import { useDeletePlatformDocument } from '../api/delete-platform-document';
import { usePlatformDocument } from '../api/get-platform-document';
import { usePlatformDocuments } from '../api/get-platform-documents';
import { AUDIENCE_OPTIONS, PlatformDocumentFormModal } from './platform-document-form-modal';

const sortKeyOf = (key: string | undefined) =>
  PLATFORM_DOCUMENT_SORTS.find((k) => k === key) ?? PLATFORM_DOCUMENT_SORTS[0];

const STATUS_OPTIONS = VERSION_STATUSES.map((value) => ({
  value,
  label: value[0]?.toUpperCase() + value.slice(1),
}));

type Filters = { audience?: PlatformDocumentAudience; status?: VersionStatus };

/** One kind's versions for every audience: write, read, rewrite drafts, activate, delete drafts. */
export function PlatformDocumentsPanel({ kind }: { kind: PlatformDocumentKind }) {
  const table = useDataTableState({ key: 'createdAt', direction: 'desc' });
  const [filters, setFilters] = useState<Filters>({});
  const documents = usePlatformDocuments(kind, {
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
    sort: sortKeyOf(table.sort?.key),
    order: table.sort?.direction ?? 'desc',
    ...filters,
  });
  const activate = useActivatePlatformDocument();
  const remove = useDeletePlatformDocument();
  const { confirm, dialog } = useConfirmDialog();
  const [writing, setWriting] = useState<{ draftId: number | null } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const viewed = usePlatformDocument(kind, viewing);
  const labels = PLATFORM_DOCUMENT_LABELS[kind];

  const filter = (next: Filters) => {
    setFilters((current) => ({ ...current, ...next }));
    table.resetPage();
  };

  const describe = (d: PlatformDocumentSummary) =>
    `version ${d.version} of '${d.title}' (${PLATFORM_DOCUMENT_AUDIENCE_LABELS[d.audience]})`;

  const askActivate = async (d: PlatformDocumentSummary) => {
    const yes = await confirm({
      title: `Activate ${describe(d)}?`,
      message: PLATFORM_DOCUMENT_MESSAGES.activationNotice,
      confirmLabel: 'Activate',
      color: 'blue',
    });
    if (yes) activate.mutate({ kind, id: d.id });
  };

  const askDelete = async (d: PlatformDocumentSummary) => {
    if (await confirm({ message: `Delete draft ${describe(d)}?`, confirmLabel: 'Delete' })) {
      remove.mutate({ kind, id: d.id });
    }
  };

  const action = (d: PlatformDocumentSummary, label: string, onClick: () => void): RowAction => ({
    label,
    name: `${label} ${labels.one.toLowerCase()} ${d.title} version ${d.version}`,
    variant: label === 'View' ? 'default' : 'light',
    color: label === 'Delete' ? 'red' : undefined,
    onClick,
  });

  const columns: DataTableColumn<PlatformDocumentSummary>[] = [
    { key: 'version', header: 'Version', render: (d) => d.version, sortable: true },
    {
      key: 'audience',
      header: 'Audience',
      render: (d) => PLATFORM_DOCUMENT_AUDIENCE_LABELS[d.audience],
      sortable: true,
    },
    { key: 'title', header: 'Title', render: (d) => d.title, sortable: true },
    { key: 'status', header: 'Status', render: (d) => <VersionStatusBadge status={d.status} /> },
    ...(kind === PLATFORM_DOCUMENT_KIND.licenseAgreement
      ? [
          {
            key: 'acceptanceCount',
            header: 'Accepted by',
            render: (d: PlatformDocumentSummary) => d.acceptanceCount,
          },
        ]
      : []),
    {
      key: 'createdAt',
      header: 'Created',
      sortable: true,
      render: (d) => <VersionCreatedCell createdAt={d.createdAt} createdByName={d.createdByName} />,
    },
  ];

  return (
    <>
      <DataTable
        label={labels.many}
        columns={columns}
        rowActions={{
          name: describe,
          // What is or was active is the record of what companies accepted: only drafts move.
          of: (d) =>
            d.status === 'draft'
              ? [
                  action(d, 'View', () => setViewing(d.id)),
                  action(d, 'Edit', () => setWriting({ draftId: d.id })),
                  action(d, 'Activate', () => void askActivate(d)),
                  action(d, 'Delete', () => void askDelete(d)),
                ]
              : [action(d, 'View', () => setViewing(d.id))],
        }}
        data={documents.data}
        rowKey={(d) => d.id}
        isLoading={documents.isLoading}
        isError={documents.isError}
        emptyText={`No ${labels.many.toLowerCase()} found.`}
        page={table.page}
        onPageChange={table.setPage}
        onSearchChange={table.setSearch}
        searchLabel={`Search ${labels.many.toLowerCase()}`}
        searchPlaceholder="Title or text"
        sort={table.sort}
        onSortChange={table.setSort}
        toolbar={
          <>
            {isSitePageKind(kind) ? null : (
              <Select
                label="Audience"
                placeholder="All audiences"
                clearable
                data={AUDIENCE_OPTIONS}
                value={filters.audience ?? null}
                onChange={(v) => filter({ audience: (v as PlatformDocumentAudience | null) ?? undefined })}
              />
            )}
            <Select
              label="Status"
              placeholder="Any status"
              clearable
              data={STATUS_OPTIONS}
              value={filters.status ?? null}
              onChange={(v) => filter({ status: (v as VersionStatus | null) ?? undefined })}
            />
            <Button onClick={() => setWriting({ draftId: null })}>New version</Button>
          </>
        }
      />
      <PlatformDocumentFormModal
        opened={writing !== null}
        kind={kind}
        draftId={writing?.draftId ?? null}
        onClose={() => setWriting(null)}
      />
      <VersionTextModal
        id={viewing}
        query={viewed}
        noun={labels.one.toLowerCase()}
        onClose={() => setViewing(null)}
      />
      {dialog}
    </>
  );
}
