const AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An amount the API answers as a decimal string, grouped with two decimals ('1,250.00'); a dash
 * when there is none. For reading only: every sum is the server's, or made on cents.
 */
export const formatAmount = (value: string | null | undefined) => {
  const n = Number(value);
  return value != null && value !== '' && Number.isFinite(n) ? AMOUNT.format(n) : '—';
};

/** 'USD 1,250.00'; a dash when there is no amount. */
export const money = (value: string | null | undefined, currency: string) => {
  const amount = formatAmount(value);
  return amount === '—' ? amount : `${currency} ${amount}`;
};
