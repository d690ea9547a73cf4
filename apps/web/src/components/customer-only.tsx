import { COMPANY_CATEGORY } from '@fastforward/domain';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { getCustomerKyc } from '../lib/session';

/**
 * A page of the customer's door: only a customer company's users use it (the API answers no one
 * else there), so anyone else reads why (`reason`) instead of an error.
 */
export function CustomerOnly({
  title,
  reason,
  children,
}: {
  title: string;
  reason: string;
  children: ReactNode;
}) {
  if (getCustomerKyc()?.companyCategory.categoryCode === COMPANY_CATEGORY.customer) return children;
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{reason}</Text>
    </Stack>
  );
}
