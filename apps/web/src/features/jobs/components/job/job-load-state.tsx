import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { HttpError } from '../../../../lib/http';

/** While a job loads, or why it cannot show: another company's (or no such) job is not found. */
export function JobLoadState({ error, backTo }: { error: unknown; backTo: string }) {
  if (!error) return <Skeleton height={240} aria-label="Loading job" />;
  const notFound = error instanceof HttpError && error.status === 404;
  return (
    <Stack>
      <Alert color={notFound ? 'gray' : 'red'} title={notFound ? 'Job not found' : 'Not loaded'}>
        {notFound
          ? 'There is no such job, or it is not yours to see.'
          : 'The job could not be loaded. Try again later.'}
      </Alert>
      <Button component={Link} to={backTo} variant="default" w="fit-content">
        Back to the jobs
      </Button>
    </Stack>
  );
}
