import {
  NEWS_AUDIENCE_LABELS,
  NEWS_AUDIENCES,
  type News,
  type NewsAudience,
  newsRequestSchema,
} from '@fastforward/domain';
import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import {
  labelledOptions,
  RecordFormModal,
  type RecordFormSlot,
  useRecordForm,
} from '../../../components/company-records';
import { DateTimeInput } from '../../../components/date-time-input';
import { newsApi } from '../api/news-api';

type FormValues = {
  title: string;
  body: string;
  audience: NewsAudience;
  publishFrom: string | null;
  publishUntil: string | null;
};

const FIELDS = ['title', 'body', 'audience', 'publishFrom', 'publishUntil'] as const;

/** New news goes out now unless the user picks a later start. */
const toFormValues = (news: News | null): FormValues => ({
  title: news?.title ?? '',
  body: news?.body ?? '',
  audience: news?.audience ?? 'all',
  publishFrom: news?.publishFrom ?? new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString(),
  publishUntil: news?.publishUntil ?? null,
});

/** Write or edit a piece of news with its audience and publish window. */
export function NewsFormModal(slot: RecordFormSlot<News>) {
  const { form, modal } = useRecordForm(slot, {
    api: newsApi,
    schema: newsRequestSchema,
    toFormValues,
    fieldNames: FIELDS,
  });
  const { errors } = form.formState;
  const dateTime = (name: 'publishFrom' | 'publishUntil', label: string, required: boolean) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DateTimeInput
          label={label}
          withAsterisk={required}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );
  return (
    <RecordFormModal {...modal} title={slot.record ? 'Edit news' : 'New news'} size="lg">
      <TextInput label="Title" withAsterisk {...form.register('title')} error={errors.title?.message} />
      <Textarea label="Text" withAsterisk rows={5} {...form.register('body')} error={errors.body?.message} />
      <NativeSelect
        label="Audience"
        data={labelledOptions(NEWS_AUDIENCES, NEWS_AUDIENCE_LABELS)}
        {...form.register('audience')}
        error={errors.audience?.message}
      />
      {dateTime('publishFrom', 'Publish from', true)}
      {dateTime('publishUntil', 'Publish until', false)}
    </RecordFormModal>
  );
}
