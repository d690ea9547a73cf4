import {
  COMMODITY_TYPE,
  ENQUIRY_STATUS,
  type EnquiryListItem,
  type EnquiryStatus,
  type FreightType,
  LOAD_TYPE,
} from '@fastforward/domain';
import { formatQuantity } from '../../../../components/shipment';

export const MODE_LABELS: Record<FreightType, string> = { sea: 'Sea', air: 'Air' };

/** A status's colour: open ones in the theme's, done ones green, ended ones grey or red. */
export const STATUS_COLORS: Record<EnquiryStatus, string> = {
  received: 'blue',
  accepted: 'cyan',
  negotiating: 'orange',
  selected: 'grape',
  booked: 'green',
  rejected: 'red',
  cancelled: 'gray',
};

export const statusLabel = (status: string) =>
  Object.hasOwn(ENQUIRY_STATUS, status) ? ENQUIRY_STATUS[status as EnquiryStatus] : status;

/** 'Sea FCL', 'Sea LCL', 'Air'. */
export const modeLabel = (e: Pick<EnquiryListItem, 'mode' | 'loadType'>) =>
  e.mode === 'sea' && e.loadType ? `Sea ${e.loadType}` : MODE_LABELS[e.mode];

export const loadTypeLabel = (loadType: keyof typeof LOAD_TYPE) => LOAD_TYPE[loadType];

export const laneLabel = (e: Pick<EnquiryListItem, 'originPort' | 'destinationPort'>) =>
  `${e.originPort.code ?? e.originPort.name} → ${e.destinationPort.code ?? e.destinationPort.name}`;

export const commodityLabel = (code: keyof typeof COMMODITY_TYPE) => COMMODITY_TYPE[code];

/** What the cargo is charged by: air chargeable weight, sea LCL revenue tons; FCL counts containers. */
export const chargedBy = (e: Pick<EnquiryListItem, 'chargeableWeightKg' | 'revenueTons'>) =>
  e.chargeableWeightKg
    ? `${formatQuantity(e.chargeableWeightKg)} kg chargeable`
    : e.revenueTons
      ? `${formatQuantity(e.revenueTons)} revenue tons`
      : null;

export const formatDateTime = (value: string) => new Date(value).toLocaleString();
export const formatDate = (value: string) => new Date(value).toLocaleDateString();
