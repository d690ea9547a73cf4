const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'AED 1,250.00' from a decimal string or a number; '–' for what is not a number. */
export const money = (value: string | number, currency: string) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? `${currency} ${MONEY.format(n)}` : '–';
};
