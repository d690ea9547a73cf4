import type { InvoiceListItem } from '@fastforward/domain';

const MONEY = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'USD 1,050.00' from a decimal string (formatted for reading only; every sum is the server's or on cents). */
export const invoiceMoney = (value: string, currency: string) => {
  const number = Number(value);
  return `${currency} ${Number.isFinite(number) ? MONEY.format(number) : value}`;
};

export const INVOICE_STATUS_COLORS: Record<InvoiceListItem['status'], string> = {
  draft: 'gray',
  issued: 'blue',
  paid: 'green',
  cancelled: 'dark',
};
