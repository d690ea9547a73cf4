import type { ReactNode } from 'react';
import { CustomerOnly } from '../../../../components/customer-only';

/** The customer's job pages: anyone but a customer company's user reads why instead of an error. */
export function CustomerJobsOnly({ title, children }: { title: string; children: ReactNode }) {
  return (
    <CustomerOnly
      title={title}
      reason="This page is for customer companies: their users follow their shipments and invoices here."
    >
      {children}
    </CustomerOnly>
  );
}
