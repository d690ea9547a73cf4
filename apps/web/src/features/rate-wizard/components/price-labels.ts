import type { PricedLine } from '@fastforward/domain';

const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount the API answers as a decimal string, grouped with two decimals ('1,250.00'). */
export const formatAmount = (value: string) => {
  const number = Number(value);
  return Number.isFinite(number) ? MONEY.format(number) : value;
};

/** 'USD 1,250.00'. */
export const formatMoney = (currency: string, value: string) => `${currency} ${formatAmount(value)}`;

const SOURCE_NAMES: Record<PricedLine['source']['type'], string> = {
  validRate: 'Valid rate',
  localCharge: 'Local charge',
  transportCharge: 'Transport charge',
};

/** Where a line's price came from: 'Valid rate #123'. */
export const sourceLabel = (source: PricedLine['source']) => `${SOURCE_NAMES[source.type]} #${source.id}`;

const RULE_NAMES: Record<Exclude<PricedLine['sellRule'], 'explicit'>, string> = {
  percent: 'percentage margin',
  fixed: 'fixed margin',
  minimum: 'minimum margin',
  cost: 'at cost',
};

/** How the sell was decided: the record's own sell rate, or the customer's tier and its rule. */
export const sellRuleLabel = (line: Pick<PricedLine, 'sellRule' | 'tier'>) => {
  if (line.sellRule === 'explicit') return 'Sell rate of the record';
  const rule = RULE_NAMES[line.sellRule];
  if (line.tier) return `Tier ${line.tier.name}: ${rule}`;
  return line.sellRule === 'cost' ? 'At cost: the customer has no tier' : `Tier ${rule}`;
};
