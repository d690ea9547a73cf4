import { COMPANY_CATEGORY } from '@fastforward/domain';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { getCustomerKyc } from '../../../../lib/session';

/**
 * The customer's job pages: only a customer company's users follow their jobs here (the API
 * answers no one else at the my-jobs doors), so anyone else reads why instead of an error.
 */
export function CustomerJobsOnly({ title, children }: { title: string; children: ReactNode }) {
  if (getCustomerKyc()?.companyCategory.categoryCode === COMPANY_CATEGORY.customer) return children;
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">
        This page is for customer companies: their users follow their shipments and invoices here.
      </Text>
    </Stack>
  );
}
