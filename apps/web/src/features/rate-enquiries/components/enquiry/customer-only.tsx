import type { ReactNode } from 'react';
import { CustomerOnly as CustomerDoorOnly } from '../../../../components/customer-only';

/** The customer's query pages: anyone but a customer company's user reads why instead of an error. */
export function CustomerOnly({ title, children }: { title: string; children: ReactNode }) {
  return (
    <CustomerDoorOnly
      title={title}
      reason="This page is for customer companies: their users ask for rates and follow them here."
    >
      {children}
    </CustomerDoorOnly>
  );
}
