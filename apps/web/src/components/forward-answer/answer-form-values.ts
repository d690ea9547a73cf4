import {
  type ChargeBasis,
  type ForwardAnswerRequest,
  type FreightType,
  forwardAnswerRequestSchema,
  type LoadType,
  missingRequiredCharges,
  REQUIRED_CHARGE,
  type RequiredCharge,
} from '@fastforward/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the answer form is about: the enquiry's mode and sizes, the charges asked for, the choices. */
export type AnswerFormContext = {
  mode: FreightType;
  loadType: LoadType | null;
  requiredCharges: readonly RequiredCharge[];
  containers: readonly { containerSizeId: number; containerSizeName: string }[];
  currencies: readonly { code: string; name: string }[];
  shippingLines: readonly { id: number; name: string }[];
};

/** One charge line as typed: amounts and ids as the inputs hold them. */
export type AnswerLineValues = {
  /** A checklist key, or '' for an extra charge. */
  chargeKey: RequiredCharge | '';
  chargeName: string;
  basis: ChargeBasis;
  currency: string;
  buyAmount: string;
  /** '' for every size. */
  containerSizeId: string;
};

export type AnswerFormValues = {
  lines: AnswerLineValues[];
  shippingCompanyId: string;
  validFrom: string;
  validTill: string;
  transitDays: string;
  freeDays: string;
  remarks: string;
};

/** How the freight of an enquiry is usually priced: per container (FCL), per kg (air), per CBM (LCL). */
export const freightBasisOf = (context: Pick<AnswerFormContext, 'mode' | 'loadType'>): ChargeBasis => {
  if (context.mode === 'air') return 'perKg';
  return context.loadType === 'FCL' ? 'perContainer' : 'perCbm';
};

export const emptyLine = (
  context: Pick<AnswerFormContext, 'mode' | 'loadType'>,
  chargeKey: RequiredCharge | '' = '',
): AnswerLineValues => ({
  chargeKey,
  chargeName: chargeKey ? REQUIRED_CHARGE[chargeKey] : '',
  basis: chargeKey === 'freight' ? freightBasisOf(context) : 'perShipment',
  currency: 'USD',
  buyAmount: '',
  containerSizeId: '',
});

const today = () => new Date().toISOString().slice(0, 10);

/** A new answer: one line per required charge, valid from today. */
export const startValues = (context: AnswerFormContext): AnswerFormValues => ({
  lines:
    context.requiredCharges.length > 0
      ? context.requiredCharges.map((key) => emptyLine(context, key))
      : [emptyLine(context, 'freight')],
  shippingCompanyId: '',
  validFrom: today(),
  validTill: '',
  transitDays: '',
  freeDays: '',
  remarks: '',
});

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The request the form sends; the domain schema checks it as the server will. */
export const toAnswerRequest = (values: AnswerFormValues): ForwardAnswerRequest =>
  ({
    lines: values.lines.map((line) => ({
      chargeKey: line.chargeKey === '' ? null : line.chargeKey,
      chargeName: line.chargeName,
      basis: line.basis,
      currency: line.currency,
      buyAmount: numberOrUndefined(line.buyAmount),
      containerSizeId: line.containerSizeId === '' ? null : Number(line.containerSizeId),
    })),
    shippingCompanyId: values.shippingCompanyId === '' ? null : Number(values.shippingCompanyId),
    validFrom: values.validFrom,
    validTill: values.validTill,
    transitDays: numberOrNull(values.transitDays),
    freeDays: numberOrNull(values.freeDays),
    remarks: values.remarks.trim() === '' ? null : values.remarks,
  }) as ForwardAnswerRequest;

/** The message of the checklist when a required charge has no line. */
export const missingChargesMessage = (missing: readonly RequiredCharge[]) =>
  `Price every required charge; missing: ${missing.map((key) => REQUIRED_CHARGE[key]).join(', ')}`;

/** Puts `message` at a dotted path of a nested error object, keeping the first error of a field. */
function setError(errors: Record<string, unknown>, path: readonly PropertyKey[], message: string) {
  let node = errors;
  for (const [i, key] of path.entries()) {
    const name = String(key);
    if (i === path.length - 1) {
      node[name] ??= { type: 'validate', message };
      return;
    }
    node[name] ??= /^\d+$/.test(String(path[i + 1])) ? [] : {};
    node = node[name] as Record<string, unknown>;
  }
}

/**
 * Checks the values with the domain's request schema (the server's own rules) and the checklist:
 * every required charge priced by a line ('lines.root').
 */
export const answerResolver =
  (requiredCharges: readonly RequiredCharge[]): Resolver<AnswerFormValues> =>
  async (values) => {
    const body = toAnswerRequest(values);
    const errors: Record<string, unknown> = {};
    const parsed = forwardAnswerRequestSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) setError(errors, issue.path, issue.message);
    }
    const missing = missingRequiredCharges(requiredCharges, body.lines);
    if (missing.length > 0) setError(errors, ['lines', 'root'], missingChargesMessage(missing));
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<AnswerFormValues> }
      : { values, errors: {} };
  };

/** The server's field names the form shows under a field: each line's, then the answer's. */
export const answerFieldNames = (lineCount: number) => [
  ...Array.from({ length: lineCount }, (_, i) =>
    (['chargeKey', 'chargeName', 'basis', 'currency', 'buyAmount', 'containerSizeId'] as const).map(
      (field) => `lines.${i}.${field}` as const,
    ),
  ).flat(),
  'lines' as const,
  'shippingCompanyId' as const,
  'validFrom' as const,
  'validTill' as const,
  'transitDays' as const,
  'freeDays' as const,
  'remarks' as const,
];
