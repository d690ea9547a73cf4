import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { HttpError } from '../../../../lib/http';

/** While an enquiry loads, or why it cannot show: another company's (or a removed) one is not found. */
export function EnquiryLoadState({ error, backTo }: { error: unknown; backTo: string }) {
  if (!error) return <Skeleton height={240} aria-label="Loading enquiry" />;
  const notFound = error instanceof HttpError && error.status === 404;
  return (
    <Stack>
      <Alert color={notFound ? 'gray' : 'red'} title={notFound ? 'Enquiry not found' : 'Not loaded'}>
        {notFound
          ? 'There is no such enquiry, or it is not yours to see.'
          : 'The enquiry could not be loaded. Try again later.'}
      </Alert>
      <Button component={Link} to={backTo} variant="default" w="fit-content">
        Back to the list
      </Button>
    </Stack>
  );
}
