import {
  ENQUIRY_HANDLE_ACCESS,
  type Enquiry,
  type EnquiryStatus,
  type Quote,
  type QuoteSuggestion,
} from '@fastforward/domain';
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useConfirmDialog } from '../../../../components/confirm-dialog';
import { HttpError } from '../../../../lib/http';
import { useCan } from '../../../../lib/permissions';
import { useStaffQuotes } from '../../api/quote-list';
import { useSaveQuoteDraft } from '../../api/quote-save';
import { useSendQuote } from '../../api/quote-send';
import { useQuoteSuggestions } from '../../api/quote-suggestions';
import { QuoteDraftEditor } from './quote-draft-editor';
import {
  draftRequestOf,
  type EditorState,
  editorFromQuote,
  optionFromSuggestion,
  ratesHoldTill,
} from './quote-draft-model';
import { QuoteList } from './quote-list';
import { QuoteSuggestionsTable } from './quote-suggestions-table';

/** Statuses in which an enquiry takes a draft, and in which a quote goes to the customer (as the API rules). */
const DRAFTING: readonly EnquiryStatus[] = ['received', 'accepted', 'negotiating'];
const SENDING: readonly EnquiryStatus[] = ['accepted', 'negotiating'];

/** Two weeks from today where the user is: the validity a new quote starts with. */
const defaultValidTill = (now = new Date()) => {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 14);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};

/** The fields the editor shows an error under; anything else the server names is shown above the options. */
const SHOWN_FIELDS = /^(options|validTill|terms|remarks|options\.\d+(\.title|\.suggestionKey)?)$/;

function errorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  const found: Record<string, string> = {};
  for (const e of error.body?.errors ?? []) {
    const key = SHOWN_FIELDS.test(e.field) ? e.field : '_';
    found[key] ??= e.defaultMessage;
  }
  if (Object.keys(found).length === 0) found._ = error.message;
  return found;
}

/**
 * The forwarder's quote builder (PRODUCT §2.4): the candidates the rate engine and the vendors'
 * answers price for the enquiry's customer, a draft made of the chosen ones with sells editable
 * within the negotiation settings, and the quotes drafted and sent, each sent one with its PDF.
 */
export function QuotesPanel({ enquiry }: { enquiry: Enquiry }) {
  const canHandle = useCan(ENQUIRY_HANDLE_ACCESS);
  const mayDraft = canHandle && DRAFTING.includes(enquiry.status);
  const quotes = useStaffQuotes(enquiry.id);
  const suggestions = useQuoteSuggestions(enquiry.id, mayDraft);
  const save = useSaveQuoteDraft();
  const send = useSendQuote();
  const { confirm, dialog } = useConfirmDialog();
  const [editor, setEditor] = useState<EditorState | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const companyTerms = suggestions.data?.companyTerms ?? null;

  const startDraft = (chosen: QuoteSuggestion[]) => {
    setErrors({});
    const options = chosen.map(optionFromSuggestion);
    setEditor({
      draft: null,
      options,
      // The prices hold till the earliest validity of the rates and answers used: so does the quote.
      validTill: ratesHoldTill(options) ?? defaultValidTill(),
      useCompanyTerms: companyTerms !== null,
      terms: '',
      remarks: '',
    });
  };

  const saveDraft = async () => {
    if (!editor) return;
    const holdsTill = ratesHoldTill(editor.options);
    const isBeyond = holdsTill !== null && editor.validTill > holdsTill;
    if (isBeyond) {
      const ok = await confirm({
        title: 'Valid past the buy rates?',
        message: `The buy rates and vendor answers this quote uses hold till ${holdsTill}. Offer these prices till ${editor.validTill} anyway?`,
        confirmLabel: 'Keep the longer validity',
        color: 'orange',
      });
      if (!ok) return;
    }
    try {
      await save.mutateAsync({
        enquiryId: enquiry.id,
        draft: editor.draft ?? undefined,
        body: draftRequestOf({ ...editor, isValidityConfirmed: isBeyond }),
      });
      setEditor(null);
      setErrors({});
    } catch (error) {
      setErrors(errorsOf(error));
    }
  };

  const sendQuote = async (quote: Quote) => {
    const ok = await confirm({
      title: 'Send the quote?',
      message: `${quote.reference} goes to ${enquiry.customer.name} in the app, by e-mail and as a PDF; the quote sent before it is superseded.`,
      confirmLabel: 'Send',
      color: 'blue',
    });
    if (ok) await send.mutateAsync(quote).catch(() => undefined);
  };

  const sendBlocked = SENDING.includes(enquiry.status)
    ? null
    : 'A quote goes to the customer once the enquiry is Accepted';

  return (
    <Stack component="section" aria-label="Quotes">
      <Group justify="space-between">
        <Title order={3}>Quotes</Title>
      </Group>
      {editor && suggestions.data ? (
        <QuoteDraftEditor
          state={editor}
          context={suggestions.data}
          companyTerms={companyTerms}
          errors={errors}
          isSaving={save.isPending}
          onChange={setEditor}
          onSave={() => void saveDraft()}
          onCancel={() => setEditor(null)}
        />
      ) : null}
      {mayDraft && !editor ? (
        suggestions.isPending ? (
          <Loader size="sm" aria-label="Pricing the options" />
        ) : suggestions.isError ? (
          <Text c="red">{suggestions.error.message}</Text>
        ) : (
          <QuoteSuggestionsTable answer={suggestions.data} onBuild={startDraft} />
        )
      ) : null}
      {quotes.isPending ? (
        <Loader size="sm" aria-label="Loading the quotes" />
      ) : quotes.isError ? (
        <Text c="red">{quotes.error.message}</Text>
      ) : (
        <QuoteList
          quotes={quotes.data.items}
          canHandle={mayDraft}
          canSend={sendBlocked}
          onEdit={(quote) => {
            setErrors({});
            setEditor(editorFromQuote(quote, companyTerms, suggestions.data?.suggestions));
          }}
          onSend={(quote) => void sendQuote(quote)}
        />
      )}
      {dialog}
    </Stack>
  );
}
