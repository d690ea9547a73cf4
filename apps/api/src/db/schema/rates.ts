import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { files } from './files';
import { weightSlabs } from './masters';
import {
  cities,
  commodityTypes,
  containerSizes,
  currencies,
  incoterms,
  ports,
  shippingCompanies,
} from './reference';
import { users } from './users';
import { vendors } from './vendors';

/** Money in rates and charges: two decimals (domain RATE_DECIMALS). */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * A forwarder's valid rate for one lane: sea per container size, air per weight slab (the Masters'
 * slabs), a buy rate and optionally an explicit sell rate (else the customer's tier margin prices
 * it), valid from one day to another inclusive. The foreign keys refuse deleting a port, line,
 * size or slab a rate uses ('Forbidden Deletion'); each has its own index so that check is a probe.
 */
export const validRates = pgTable(
  'valid_rates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** 'sea' or 'air' (domain SHIPPING_MODES). */
    mode: text('mode').notNull(),
    originPortId: integer('origin_port_id')
      .notNull()
      .references(() => ports.id),
    destinationPortId: integer('destination_port_id')
      .notNull()
      .references(() => ports.id),
    shippingCompanyId: integer('shipping_company_id').references(() => shippingCompanies.id),
    /** Sea only. */
    containerSizeId: integer('container_size_id').references(() => containerSizes.id),
    /** Air only. */
    weightSlabId: integer('weight_slab_id').references(() => weightSlabs.id),
    commodityType: text('commodity_type')
      .notNull()
      .references(() => commodityTypes.code),
    buyRate: money('buy_rate').notNull(),
    sellRate: money('sell_rate'),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTill: date('valid_till', { mode: 'string' }).notNull(),
    transitDays: integer('transit_days'),
    freeDays: integer('free_days'),
    incotermCode: text('incoterm_code').references(() => incoterms.code),
    vendorId: integer('vendor_id').references(() => vendors.id),
    remarks: text('remarks'),
    /** The rate-sheet import that loaded it, when one did. */
    importId: integer('import_id').references(() => rateImports.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The rate search: one company's lane on a day, the rest filtered on the few rows of the lane.
    index('valid_rates_lane_idx').on(t.companyId, t.originPortId, t.destinationPortId, t.validTill),
    index('valid_rates_company_validity_idx').on(t.companyId, t.validTill, t.id),
    index('valid_rates_destination_port_idx').on(t.destinationPortId),
    index('valid_rates_origin_port_idx').on(t.originPortId),
    index('valid_rates_shipping_company_idx').on(t.shippingCompanyId),
    index('valid_rates_container_size_idx').on(t.containerSizeId),
    index('valid_rates_weight_slab_idx').on(t.weightSlabId),
    index('valid_rates_vendor_idx').on(t.vendorId),
    index('valid_rates_import_idx').on(t.importId),
    check('valid_rates_mode_check', sql`${t.mode} in ('sea', 'air')`),
    check(
      'valid_rates_unit_check',
      sql`(${t.mode} = 'sea' and ${t.containerSizeId} is not null and ${t.weightSlabId} is null) or (${t.mode} = 'air' and ${t.weightSlabId} is not null and ${t.containerSizeId} is null)`,
    ),
    check(
      'valid_rates_amounts_check',
      sql`${t.buyRate} >= 0 and (${t.sellRate} is null or ${t.sellRate} >= 0)`,
    ),
    check('valid_rates_validity_check', sql`${t.validTill} >= ${t.validFrom}`),
    check(
      'valid_rates_days_check',
      sql`(${t.transitDays} is null or ${t.transitDays} between 0 and 365) and (${t.freeDays} is null or ${t.freeDays} between 0 and 365)`,
    ),
  ],
);

/** The SPEC §3 charge fields both kinds of charge share. */
const chargeColumns = () => ({
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  /** 'sea' or 'air': SPEC's freightType. */
  mode: text('mode').notNull(),
  /** Charge Name (SPEC 'label'). */
  label: text('label').notNull(),
  /** per container / per kg / per shipment / per CBM / per B/L (domain CHARGE_BASES). */
  basis: text('basis').notNull(),
  /** Sell Rate (SPEC 'rate'); null: the customer's tier margin prices it. */
  rate: money('rate'),
  buyRate: money('buy_rate').notNull(),
  currency: text('currency')
    .notNull()
    .references(() => currencies.code),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTill: date('valid_till', { mode: 'string' }).notNull(),
  /** Null: applies to every commodity type / size / slab / line / incoterm. */
  commodityType: text('commodity_type').references(() => commodityTypes.code),
  containerSizeId: integer('container_size_id').references(() => containerSizes.id),
  weightSlabId: integer('weight_slab_id').references(() => weightSlabs.id),
  shippingCompanyId: integer('shipping_company_id').references(() => shippingCompanies.id),
  incotermCode: text('incoterm_code').references(() => incoterms.code),
  remarks: text('remarks'),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

type ChargeTable = Record<'mode' | 'validFrom' | 'validTill' | 'rate' | 'buyRate', AnyPgColumn>;

/** Checks both charge tables keep. */
const chargeChecks = (name: string, t: ChargeTable) => [
  check(`${name}_mode_check`, sql`${t.mode} in ('sea', 'air')`),
  check(`${name}_amounts_check`, sql`${t.buyRate} >= 0 and (${t.rate} is null or ${t.rate} >= 0)`),
  check(`${name}_validity_check`, sql`${t.validTill} >= ${t.validFrom}`),
];

/** Local (port) charges: THC, documentation, DO fees … at an origin or a destination port. */
export const localCharges = pgTable(
  'local_charges',
  {
    ...chargeColumns(),
    /** 'origin' or 'destination' (SPEC §4 port type Origin, Destination). */
    portType: text('port_type').notNull(),
    portId: integer('port_id')
      .notNull()
      .references(() => ports.id),
  },
  (t) => [
    index('local_charges_port_idx').on(t.companyId, t.portId, t.portType, t.validTill),
    index('local_charges_company_idx').on(t.companyId, t.id),
    index('local_charges_port_fk_idx').on(t.portId),
    index('local_charges_container_size_idx').on(t.containerSizeId),
    index('local_charges_weight_slab_idx').on(t.weightSlabId),
    index('local_charges_shipping_company_idx').on(t.shippingCompanyId),
    check('local_charges_port_type_check', sql`${t.portType} in ('origin', 'destination')`),
    ...chargeChecks('local_charges', t),
  ],
);

/**
 * Transport charges for one road or rail leg (SPEC §4 transport points): the leg's ends are a port,
 * a custom point (a dry port) or a place (a city: pickup at origin, final delivery at destination);
 * `transport_points` says which two are set. Point A and Point B are derived from them.
 */
export const transportCharges = pgTable(
  'transport_charges',
  {
    ...chargeColumns(),
    /** domain TRANSPORT_POINTS code. */
    transportPoints: text('transport_points').notNull(),
    /** 'railway' or 'road' (SPEC §4 transport options). */
    transportType: text('transport_type').notNull(),
    portId: integer('port_id').references(() => ports.id),
    customPointId: integer('custom_point_id').references(() => ports.id),
    cityId: integer('city_id').references(() => cities.id),
  },
  (t) => [
    index('transport_charges_leg_idx').on(t.companyId, t.transportPoints, t.portId, t.validTill),
    index('transport_charges_company_idx').on(t.companyId, t.id),
    index('transport_charges_port_fk_idx').on(t.portId),
    index('transport_charges_custom_point_idx').on(t.customPointId),
    index('transport_charges_city_idx').on(t.cityId),
    index('transport_charges_container_size_idx').on(t.containerSizeId),
    index('transport_charges_weight_slab_idx').on(t.weightSlabId),
    index('transport_charges_shipping_company_idx').on(t.shippingCompanyId),
    check('transport_charges_type_check', sql`${t.transportType} in ('railway', 'road')`),
    ...chargeChecks('transport_charges', t),
  ],
);

/**
 * One rate-sheet import: the uploaded file, the column mapping the user confirmed, the progress
 * of the parse and the load, the row-by-row error report and the preview counts. The parsed rows
 * wait in `rate_import_rows` until the user imports them or discards the import.
 */
export const rateImports = pgTable(
  'rate_imports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    vendorId: integer('vendor_id').references(() => vendors.id),
    /** The vendor's saved mapping the import took, when one matched the sheet's headers. */
    templateId: integer('template_id').references(() => rateImportTemplates.id, { onDelete: 'set null' }),
    /** domain RATE_IMPORT_STATUS. */
    status: text('status').notNull(),
    /** 0–100 of the current step (reading the header, parsing, loading). */
    progress: integer('progress').notNull().default(0),
    /** What the file holds: sheets, their header rows and columns, hidden rows and sheets. */
    layout: jsonb('layout'),
    /** The mapping proposed from the headers, and the one the user confirmed. */
    proposedMapping: jsonb('proposed_mapping'),
    mapping: jsonb('mapping'),
    /** Defaults for what the sheet leaves out (mode, currency, validity, line …). */
    defaults: jsonb('defaults'),
    /** Bad rows (capped) with their count; preview counts; the error of a failed step. */
    report: jsonb('report'),
    preview: jsonb('preview'),
    failure: text('failure'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rate_imports_company_idx').on(t.companyId, t.id),
    index('rate_imports_file_idx').on(t.fileId),
    index('rate_imports_vendor_idx').on(t.vendorId),
  ],
);

/**
 * The good rows of a parsed sheet, resolved to ids, each with what it would do against the
 * current rates (new / changed / unchanged / supersedes). Loading the import is one set-based
 * INSERT … SELECT from here; the rows go when the import is loaded or discarded.
 */
export const rateImportRows = pgTable(
  'rate_import_rows',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => rateImports.id, { onDelete: 'cascade' }),
    sheetName: text('sheet_name').notNull(),
    rowNumber: integer('row_number').notNull(),
    mode: text('mode').notNull(),
    originPortId: integer('origin_port_id').notNull(),
    destinationPortId: integer('destination_port_id').notNull(),
    shippingCompanyId: integer('shipping_company_id'),
    containerSizeId: integer('container_size_id'),
    weightSlabId: integer('weight_slab_id'),
    commodityType: text('commodity_type').notNull(),
    buyRate: money('buy_rate').notNull(),
    sellRate: money('sell_rate'),
    currency: text('currency').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTill: date('valid_till', { mode: 'string' }).notNull(),
    transitDays: integer('transit_days'),
    freeDays: integer('free_days'),
    incotermCode: text('incoterm_code'),
    remarks: text('remarks'),
    /** domain RATE_IMPORT_ACTION, decided by the preview. */
    action: text('action'),
    /** The current rate it changes, leaves unchanged or supersedes. */
    existingRateId: integer('existing_rate_id'),
    existingBuyRate: money('existing_buy_rate'),
    existingSellRate: money('existing_sell_rate'),
  },
  (t) => [index('rate_import_rows_import_idx').on(t.importId, t.action)],
);

/** A vendor's saved column mapping: the next sheet with the same headers imports in one step. */
export const rateImportTemplates = pgTable(
  'rate_import_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Normalised header names the mapping was made for. */
    headers: jsonb('headers').notNull(),
    mapping: jsonb('mapping').notNull(),
    defaults: jsonb('defaults'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rate_import_templates_company_vendor_key')
      .on(t.companyId, t.vendorId)
      .where(sql`${t.vendorId} is not null`),
    uniqueIndex('rate_import_templates_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);
