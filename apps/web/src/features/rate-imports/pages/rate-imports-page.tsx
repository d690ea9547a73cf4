import { RATE_ROUTES, VALID_RATES_ACCESS } from '@fastforward/domain';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useCan } from '../../../lib/permissions';
import { ImportTemplatesTable } from '../components/import-templates-table';
import { NewImportCard } from '../components/new-import-card';
import { importHref, PastImportsTable } from '../components/past-imports-table';
import { RateImportView } from '../components/rate-import-view';

const IMPORT_PARAM = 'import';

/** The import the address names (?import=12), if it names one. */
const importIdOf = (params: URLSearchParams) => {
  const id = Number(params.get(IMPORT_PARAM));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * RATE_ROUTES.imports: a vendor's rate sheet uploaded, mapped, checked and imported, step by step;
 * below, the company's past imports and the vendors' saved mappings. The import under way is in
 * the address, so a reload or a link returns to where it stands.
 */
export function RateImportsPage() {
  const canView = useCan(VALID_RATES_ACCESS.view);
  const canCreate = useCan(VALID_RATES_ACCESS.create);
  const [params, setParams] = useSearchParams();
  const importId = importIdOf(params);
  const backToList = () => setParams({});

  if (!canView) {
    return (
      <Stack>
        <Title order={1}>Rate Imports</Title>
        <Text c="dimmed">You do not have permission to open Rate Imports.</Text>
      </Stack>
    );
  }
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Rate Imports</Title>
        <Group gap="xs">
          {importId !== null ? (
            <Button variant="default" onClick={backToList}>
              All imports
            </Button>
          ) : null}
          <Anchor component={Link} to={RATE_ROUTES.validRates}>
            Valid Rates
          </Anchor>
        </Group>
      </Group>
      {importId !== null ? (
        <RateImportView key={importId} importId={importId} onAnother={backToList} />
      ) : (
        <>
          {canCreate ? (
            <NewImportCard onStarted={(created) => setParams(new URLSearchParams(importHref(created.id)))} />
          ) : null}
          <PastImportsTable />
          <ImportTemplatesTable />
        </>
      )}
    </Stack>
  );
}
