import {
  PERMISSIONS,
  VENDOR_CONVERSION_STATUS,
  type VendorConversionCreate,
  vendorConversionCreateSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/data-table';
import { useCan } from '../../../lib/permissions';
import { useLatestConversionRequest } from '../api/get-own-conversion-requests';
import { useRequestConversion } from '../api/request-conversion';

const dateOf = (at: string) => new Date(at).toLocaleDateString();

/** A vendor asks the platform to become a forwarder, and sees its latest request's decision. */
export function BecomeForwarderCard() {
  const latest = useLatestConversionRequest();
  const canRequest = useCan(PERMISSIONS.businessAdmin);
  const request = latest.data ?? null;
  const isPending = request?.status === VENDOR_CONVERSION_STATUS.pending;
  return (
    <Card withBorder component="section" aria-label="Become a forwarder">
      <Stack>
        <Title order={2} size="h4">
          Become a forwarder
        </Title>
        <Text c="dimmed">
          As a forwarder your company also serves its own customers: rate enquiries, quotes and bookings. The
          platform administrator decides on your request.
        </Text>
        {latest.isLoading ? <Skeleton height={60} /> : null}
        {latest.isError ? (
          <Alert color="red">Your requests could not be loaded. Try again later.</Alert>
        ) : null}
        {isPending && request ? (
          <Alert color="yellow" title="Request sent">
            Your request of {dateOf(request.requestedAt)} is waiting for the platform administrator's
            decision.
          </Alert>
        ) : null}
        {request?.status === VENDOR_CONVERSION_STATUS.rejected ? (
          <Alert color="red" title="Request rejected">
            Your request of {dateOf(request.requestedAt)} was rejected: {request.rejectionReason}
          </Alert>
        ) : null}
        {request?.status === VENDOR_CONVERSION_STATUS.approved ? (
          <Alert color="green" title="Request approved">
            Your company is a forwarder now. Sign in again to see the forwarder's modules.
          </Alert>
        ) : null}
        {latest.isSuccess && !isPending && request?.status !== VENDOR_CONVERSION_STATUS.approved ? (
          canRequest ? (
            <RequestForm />
          ) : (
            <Text size="sm">Your business administrator can send this request.</Text>
          )
        ) : null}
      </Stack>
    </Card>
  );
}

function RequestForm() {
  const send = useRequestConversion();
  const form = useForm<VendorConversionCreate>({
    resolver: zodResolver(vendorConversionCreateSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await send.mutateAsync(body);
    } catch (error) {
      applyServerErrors(error, form.setError, ['reason']);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Request to become a forwarder">
      <Textarea
        label="Reason"
        description="Tell the platform administrator why your company should become a forwarder"
        withAsterisk
        rows={3}
        {...form.register('reason')}
        error={form.formState.errors.reason?.message}
      />
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Send request
        </Button>
      </Group>
    </form>
  );
}
