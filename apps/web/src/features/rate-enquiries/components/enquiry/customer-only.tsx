import { COMPANY_CATEGORY } from '@fastforward/domain';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { getCustomerKyc } from '../../../../lib/session';

/**
 * The customer's own pages (SPEC §2 /customerDashboard, /myQuery): a customer company's users ask
 * and follow their enquiries there; the API answers no one else at those doors.
 */
export function CustomerOnly({ title, children }: { title: string; children: ReactNode }) {
  if (getCustomerKyc()?.companyCategory.categoryCode === COMPANY_CATEGORY.customer) return children;
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">
        This page is for customer companies: their users ask for rates and follow them here.
      </Text>
    </Stack>
  );
}
