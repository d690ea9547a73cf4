CREATE TABLE "company_tax_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_tax_codes_rate_check" CHECK ("company_tax_codes"."rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "vendor_bill_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"vendor_bill_id" integer NOT NULL,
	"paid_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reference" text NOT NULL,
	"remarks" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_bill_payments_amount_check" CHECK ("vendor_bill_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"bill_number" text NOT NULL,
	"bill_date" date NOT NULL,
	"due_date" date,
	"status" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(20, 10) NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"tax_total" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"base_subtotal" numeric(14, 2) NOT NULL,
	"paid_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"document_file_id" integer,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_bills_amounts_check" CHECK ("vendor_bills"."total" >= 0 and "vendor_bills"."paid_total" >= 0 and "vendor_bills"."paid_total" <= "vendor_bills"."total")
);
--> statement-breakpoint
ALTER TABLE "company_invoice_settings" ADD COLUMN "freight_tax_code_id" integer;--> statement-breakpoint
ALTER TABLE "company_invoice_settings" ADD COLUMN "local_tax_code_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "exchange_rate" numeric(20, 10);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "exchange_rate_on" date;--> statement-breakpoint
ALTER TABLE "company_tax_codes" ADD CONSTRAINT "company_tax_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bill_payments" ADD CONSTRAINT "vendor_bill_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bill_payments" ADD CONSTRAINT "vendor_bill_payments_vendor_bill_id_vendor_bills_id_fk" FOREIGN KEY ("vendor_bill_id") REFERENCES "public"."vendor_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bill_payments" ADD CONSTRAINT "vendor_bill_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_tax_codes_company_code_key" ON "company_tax_codes" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "vendor_bill_payments_bill_idx" ON "vendor_bill_payments" USING btree ("vendor_bill_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_bills_company_vendor_number_key" ON "vendor_bills" USING btree ("company_id","vendor_id","bill_number");--> statement-breakpoint
CREATE INDEX "vendor_bills_company_status_due_idx" ON "vendor_bills" USING btree ("company_id","status","due_date","id");--> statement-breakpoint
CREATE INDEX "vendor_bills_job_idx" ON "vendor_bills" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "vendor_bills_vendor_idx" ON "vendor_bills" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_bills_document_file_idx" ON "vendor_bills" USING btree ("document_file_id");--> statement-breakpoint
ALTER TABLE "company_invoice_settings" ADD CONSTRAINT "company_invoice_settings_freight_tax_code_id_company_tax_codes_id_fk" FOREIGN KEY ("freight_tax_code_id") REFERENCES "public"."company_tax_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invoice_settings" ADD CONSTRAINT "company_invoice_settings_local_tax_code_id_company_tax_codes_id_fk" FOREIGN KEY ("local_tax_code_id") REFERENCES "public"."company_tax_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- One truth for the agreed price: an option whose price on the table differs from what its lines
-- sell for (a negotiated or hand-set total) gets the one adjustment line the application writes
-- from now on (domain restateToPrice), so its lines add up to that price everywhere.
UPDATE "quote_options" AS qo
SET "lines" = qo."lines" || jsonb_build_array(jsonb_build_object(
	'key', 'adjustment',
	'leg', 'freightCharge',
	'label', CASE WHEN d.diff < 0 THEN 'Negotiated discount' ELSE 'Negotiated adjustment' END,
	'basis', 'perShipment',
	'quantity', '1',
	'currency', d.base_currency,
	'unitBuy', '0.00',
	'unitSell', d.diff::numeric(14, 2)::text,
	'buy', '0.00',
	'sell', d.diff::numeric(14, 2)::text,
	'baseBuy', '0.00',
	'baseSell', d.diff::numeric(14, 2)::text,
	'exchangeRate', '1',
	'source', jsonb_build_object('type', 'adjustment', 'id', NULL),
	'sellRule', 'adjustment',
	'tier', NULL,
	'listBaseSell', '0.00'))
FROM (
	SELECT o.id, q.base_currency,
		o.offered_sell - (SELECT coalesce(sum((l ->> 'baseSell')::numeric), 0) FROM jsonb_array_elements(o.lines) AS l) AS diff
	FROM "quote_options" o
	JOIN "quotes" q ON q.id = o.quote_id
	WHERE jsonb_array_length(o.lines) > 0
		AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(o.lines) AS l WHERE l -> 'source' ->> 'type' = 'adjustment')
) AS d
WHERE qo.id = d.id AND d.diff <> 0;
