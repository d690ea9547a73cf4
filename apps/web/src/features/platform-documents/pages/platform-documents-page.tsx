import {
  PLATFORM_DOCUMENT_KIND,
  PLATFORM_DOCUMENT_KINDS,
  PLATFORM_DOCUMENT_LABELS,
  PLATFORM_DOCUMENT_ROUTES,
  type PlatformDocumentKind,
} from '@fastforward/domain';
import { Stack, Tabs, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PlatformPageHeader } from '../../../components/platform-page-header';
import { PlatformDocumentsPanel } from '../components/platform-documents-panel';

/**
 * /insert-agreement-form: the licence agreements a registering company accepts and the disclaimers
 * it is shown, per audience (everyone, or a company category), and the texts of the public site's
 * pages (privacy policy, about us). Platform administrators only.
 */
export function PlatformDocumentsPage() {
  // The tab is in the address (?kind=disclaimer): the platform's navigation links to each.
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const kind = PLATFORM_DOCUMENT_KINDS.find((k) => k === asked) ?? PLATFORM_DOCUMENT_KIND.licenseAgreement;
  const setKind = (next: PlatformDocumentKind) => setParams({ kind: next }, { replace: true });
  return (
    <Stack maw={1200} mx="auto">
      <PlatformPageHeader title="Licence agreements and disclaimers" />
      <Text c="dimmed">
        A registering company accepts the active licence agreement of its category, or the one for everyone
        when its category has none, and is shown the active disclaimers of both. The active privacy policy and
        about-us text are the public pages {PLATFORM_DOCUMENT_ROUTES.privacyPolicy} and{' '}
        {PLATFORM_DOCUMENT_ROUTES.aboutUs}. Write a version as a draft, read it through, then activate it.
      </Text>
      <Tabs
        value={kind}
        onChange={(value) => value && setKind(value as PlatformDocumentKind)}
        keepMounted={false}
      >
        <Tabs.List>
          {PLATFORM_DOCUMENT_KINDS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {PLATFORM_DOCUMENT_LABELS[k].many}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PLATFORM_DOCUMENT_KINDS.map((k) => (
          <Tabs.Panel key={k} value={k} pt="md">
            <PlatformDocumentsPanel kind={k} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
