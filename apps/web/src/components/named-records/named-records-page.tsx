import { NAMED_RECORD_SORTS, type NamedRecord, USERS_AND_ROLES_ACCESS } from '@fastforward/domain';
import type { z } from 'zod';
import { createdAtColumn, RecordsPage } from '../company-records';
import { NamedRecordFormModal } from './named-record-form-modal';
import type { NamedRecordsApi } from './named-records-api';

export type NamedRecordsPageProps = {
  /** 'Departments' */
  title: string;
  /** 'department' */
  noun: string;
  api: NamedRecordsApi;
  schema: z.ZodType<{ name: string }, { name: string }>;
};

/** The list of one kind of named record with search, paging, sort, create, rename and delete. */
export function NamedRecordsPage({ title, noun, api, schema }: NamedRecordsPageProps) {
  return (
    <RecordsPage<NamedRecord>
      title={title}
      noun={noun}
      api={api}
      access={USERS_AND_ROLES_ACCESS}
      headingOrder={2}
      columns={[{ key: 'name', header: 'Name', render: (d) => d.name }, createdAtColumn()]}
      sortKeys={NAMED_RECORD_SORTS}
      describe={(d) => d.name}
      searchPlaceholder={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} name`}
      renderForm={(slot) => <NamedRecordFormModal {...slot} noun={noun} schema={schema} api={api} />}
    />
  );
}
