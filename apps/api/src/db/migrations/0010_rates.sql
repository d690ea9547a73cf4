CREATE TABLE "local_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"mode" text NOT NULL,
	"label" text NOT NULL,
	"basis" text NOT NULL,
	"rate" numeric(14, 2),
	"buy_rate" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_till" date NOT NULL,
	"commodity_type" text,
	"container_size_id" integer,
	"weight_slab_id" integer,
	"shipping_company_id" integer,
	"incoterm_code" text,
	"remarks" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"port_type" text NOT NULL,
	"port_id" integer NOT NULL,
	CONSTRAINT "local_charges_port_type_check" CHECK ("local_charges"."port_type" in ('origin', 'destination')),
	CONSTRAINT "local_charges_mode_check" CHECK ("local_charges"."mode" in ('sea', 'air')),
	CONSTRAINT "local_charges_amounts_check" CHECK ("local_charges"."buy_rate" >= 0 and ("local_charges"."rate" is null or "local_charges"."rate" >= 0)),
	CONSTRAINT "local_charges_validity_check" CHECK ("local_charges"."valid_till" >= "local_charges"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "rate_import_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"sheet_name" text NOT NULL,
	"row_number" integer NOT NULL,
	"mode" text NOT NULL,
	"origin_port_id" integer NOT NULL,
	"destination_port_id" integer NOT NULL,
	"shipping_company_id" integer,
	"container_size_id" integer,
	"weight_slab_id" integer,
	"commodity_type" text NOT NULL,
	"buy_rate" numeric(14, 2) NOT NULL,
	"sell_rate" numeric(14, 2),
	"currency" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_till" date NOT NULL,
	"transit_days" integer,
	"free_days" integer,
	"incoterm_code" text,
	"remarks" text,
	"action" text,
	"existing_rate_id" integer,
	"existing_buy_rate" numeric(14, 2),
	"existing_sell_rate" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "rate_import_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"vendor_id" integer,
	"name" text NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"defaults" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"vendor_id" integer,
	"template_id" integer,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"layout" jsonb,
	"proposed_mapping" jsonb,
	"mapping" jsonb,
	"defaults" jsonb,
	"report" jsonb,
	"preview" jsonb,
	"failure" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"mode" text NOT NULL,
	"label" text NOT NULL,
	"basis" text NOT NULL,
	"rate" numeric(14, 2),
	"buy_rate" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_till" date NOT NULL,
	"commodity_type" text,
	"container_size_id" integer,
	"weight_slab_id" integer,
	"shipping_company_id" integer,
	"incoterm_code" text,
	"remarks" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transport_points" text NOT NULL,
	"transport_type" text NOT NULL,
	"port_id" integer,
	"custom_point_id" integer,
	"city_id" integer,
	CONSTRAINT "transport_charges_type_check" CHECK ("transport_charges"."transport_type" in ('railway', 'road')),
	CONSTRAINT "transport_charges_mode_check" CHECK ("transport_charges"."mode" in ('sea', 'air')),
	CONSTRAINT "transport_charges_amounts_check" CHECK ("transport_charges"."buy_rate" >= 0 and ("transport_charges"."rate" is null or "transport_charges"."rate" >= 0)),
	CONSTRAINT "transport_charges_validity_check" CHECK ("transport_charges"."valid_till" >= "transport_charges"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "valid_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"mode" text NOT NULL,
	"origin_port_id" integer NOT NULL,
	"destination_port_id" integer NOT NULL,
	"shipping_company_id" integer,
	"container_size_id" integer,
	"weight_slab_id" integer,
	"commodity_type" text NOT NULL,
	"buy_rate" numeric(14, 2) NOT NULL,
	"sell_rate" numeric(14, 2),
	"currency" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_till" date NOT NULL,
	"transit_days" integer,
	"free_days" integer,
	"incoterm_code" text,
	"vendor_id" integer,
	"remarks" text,
	"import_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valid_rates_mode_check" CHECK ("valid_rates"."mode" in ('sea', 'air')),
	CONSTRAINT "valid_rates_unit_check" CHECK (("valid_rates"."mode" = 'sea' and "valid_rates"."container_size_id" is not null and "valid_rates"."weight_slab_id" is null) or ("valid_rates"."mode" = 'air' and "valid_rates"."weight_slab_id" is not null and "valid_rates"."container_size_id" is null)),
	CONSTRAINT "valid_rates_amounts_check" CHECK ("valid_rates"."buy_rate" >= 0 and ("valid_rates"."sell_rate" is null or "valid_rates"."sell_rate" >= 0)),
	CONSTRAINT "valid_rates_validity_check" CHECK ("valid_rates"."valid_till" >= "valid_rates"."valid_from"),
	CONSTRAINT "valid_rates_days_check" CHECK (("valid_rates"."transit_days" is null or "valid_rates"."transit_days" between 0 and 365) and ("valid_rates"."free_days" is null or "valid_rates"."free_days" between 0 and 365))
);
--> statement-breakpoint
ALTER TABLE "local_charges" ADD CONSTRAINT "local_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_charges" ADD CONSTRAINT "local_charges_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_charges" ADD CONSTRAINT "local_charges_commodity_type_commodity_types_code_fk" FOREIGN KEY ("commodity_type") REFERENCES "public"."commodity_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_charges" ADD CONSTRAINT "local_charges_container_size_id_container_sizes_id_fk" FOREIGN KEY ("container_size_id") REFERENCES "public"."container_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_charges" ADD CONSTRAINT "local_charges_weight_slab_id_weight_slabs_id_fk" FOREIGN KEY ("weight_slab_id") REFERENCES "public"."weight_slabs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_charges" ADD CONSTRAINT "local_charges_shipping_company_id_shipping_companies_id_fk" FOREIGN KEY ("shipping_company_id") REFERENCES "public"."shipping_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_charges" ADD CONSTRAINT "local_charges_incoterm_code_incoterms_code_fk" FOREIGN KEY ("incoterm_code") REFERENCES "public"."incoterms"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_charges" ADD CONSTRAINT "local_charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_charges" ADD CONSTRAINT "local_charges_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_import_rows" ADD CONSTRAINT "rate_import_rows_import_id_rate_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."rate_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_import_templates" ADD CONSTRAINT "rate_import_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_import_templates" ADD CONSTRAINT "rate_import_templates_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_import_templates" ADD CONSTRAINT "rate_import_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_imports" ADD CONSTRAINT "rate_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_imports" ADD CONSTRAINT "rate_imports_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_imports" ADD CONSTRAINT "rate_imports_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_imports" ADD CONSTRAINT "rate_imports_template_id_rate_import_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."rate_import_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_imports" ADD CONSTRAINT "rate_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_charges" ADD CONSTRAINT "transport_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_charges" ADD CONSTRAINT "transport_charges_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_charges" ADD CONSTRAINT "transport_charges_commodity_type_commodity_types_code_fk" FOREIGN KEY ("commodity_type") REFERENCES "public"."commodity_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_charges" ADD CONSTRAINT "transport_charges_container_size_id_container_sizes_id_fk" FOREIGN KEY ("container_size_id") REFERENCES "public"."container_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_charges" ADD CONSTRAINT "transport_charges_weight_slab_id_weight_slabs_id_fk" FOREIGN KEY ("weight_slab_id") REFERENCES "public"."weight_slabs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_charges" ADD CONSTRAINT "transport_charges_shipping_company_id_shipping_companies_id_fk" FOREIGN KEY ("shipping_company_id") REFERENCES "public"."shipping_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_charges" ADD CONSTRAINT "transport_charges_incoterm_code_incoterms_code_fk" FOREIGN KEY ("incoterm_code") REFERENCES "public"."incoterms"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_charges" ADD CONSTRAINT "transport_charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_charges" ADD CONSTRAINT "transport_charges_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_charges" ADD CONSTRAINT "transport_charges_custom_point_id_ports_id_fk" FOREIGN KEY ("custom_point_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_charges" ADD CONSTRAINT "transport_charges_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valid_rates" ADD CONSTRAINT "valid_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valid_rates" ADD CONSTRAINT "valid_rates_origin_port_id_ports_id_fk" FOREIGN KEY ("origin_port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valid_rates" ADD CONSTRAINT "valid_rates_destination_port_id_ports_id_fk" FOREIGN KEY ("destination_port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valid_rates" ADD CONSTRAINT "valid_rates_shipping_company_id_shipping_companies_id_fk" FOREIGN KEY ("shipping_company_id") REFERENCES "public"."shipping_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valid_rates" ADD CONSTRAINT "valid_rates_container_size_id_container_sizes_id_fk" FOREIGN KEY ("container_size_id") REFERENCES "public"."container_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valid_rates" ADD CONSTRAINT "valid_rates_weight_slab_id_weight_slabs_id_fk" FOREIGN KEY ("weight_slab_id") REFERENCES "public"."weight_slabs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valid_rates" ADD CONSTRAINT "valid_rates_commodity_type_commodity_types_code_fk" FOREIGN KEY ("commodity_type") REFERENCES "public"."commodity_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valid_rates" ADD CONSTRAINT "valid_rates_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valid_rates" ADD CONSTRAINT "valid_rates_incoterm_code_incoterms_code_fk" FOREIGN KEY ("incoterm_code") REFERENCES "public"."incoterms"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valid_rates" ADD CONSTRAINT "valid_rates_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valid_rates" ADD CONSTRAINT "valid_rates_import_id_rate_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."rate_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valid_rates" ADD CONSTRAINT "valid_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_charges_port_idx" ON "local_charges" USING btree ("company_id","port_id","port_type","valid_till");--> statement-breakpoint
CREATE INDEX "local_charges_company_idx" ON "local_charges" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "local_charges_port_fk_idx" ON "local_charges" USING btree ("port_id");--> statement-breakpoint
CREATE INDEX "local_charges_container_size_idx" ON "local_charges" USING btree ("container_size_id");--> statement-breakpoint
CREATE INDEX "local_charges_weight_slab_idx" ON "local_charges" USING btree ("weight_slab_id");--> statement-breakpoint
CREATE INDEX "local_charges_shipping_company_idx" ON "local_charges" USING btree ("shipping_company_id");--> statement-breakpoint
CREATE INDEX "rate_import_rows_import_idx" ON "rate_import_rows" USING btree ("import_id","action");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_import_templates_company_vendor_key" ON "rate_import_templates" USING btree ("company_id","vendor_id") WHERE "rate_import_templates"."vendor_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_import_templates_company_name_key" ON "rate_import_templates" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "rate_imports_company_idx" ON "rate_imports" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "rate_imports_file_idx" ON "rate_imports" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "rate_imports_vendor_idx" ON "rate_imports" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "transport_charges_leg_idx" ON "transport_charges" USING btree ("company_id","transport_points","port_id","valid_till");--> statement-breakpoint
CREATE INDEX "transport_charges_company_idx" ON "transport_charges" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "transport_charges_port_fk_idx" ON "transport_charges" USING btree ("port_id");--> statement-breakpoint
CREATE INDEX "transport_charges_custom_point_idx" ON "transport_charges" USING btree ("custom_point_id");--> statement-breakpoint
CREATE INDEX "transport_charges_city_idx" ON "transport_charges" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "transport_charges_container_size_idx" ON "transport_charges" USING btree ("container_size_id");--> statement-breakpoint
CREATE INDEX "transport_charges_weight_slab_idx" ON "transport_charges" USING btree ("weight_slab_id");--> statement-breakpoint
CREATE INDEX "transport_charges_shipping_company_idx" ON "transport_charges" USING btree ("shipping_company_id");--> statement-breakpoint
CREATE INDEX "valid_rates_lane_idx" ON "valid_rates" USING btree ("company_id","origin_port_id","destination_port_id","valid_till");--> statement-breakpoint
CREATE INDEX "valid_rates_company_validity_idx" ON "valid_rates" USING btree ("company_id","valid_till","id");--> statement-breakpoint
CREATE INDEX "valid_rates_destination_port_idx" ON "valid_rates" USING btree ("destination_port_id");--> statement-breakpoint
CREATE INDEX "valid_rates_origin_port_idx" ON "valid_rates" USING btree ("origin_port_id");--> statement-breakpoint
CREATE INDEX "valid_rates_shipping_company_idx" ON "valid_rates" USING btree ("shipping_company_id");--> statement-breakpoint
CREATE INDEX "valid_rates_container_size_idx" ON "valid_rates" USING btree ("container_size_id");--> statement-breakpoint
CREATE INDEX "valid_rates_weight_slab_idx" ON "valid_rates" USING btree ("weight_slab_id");--> statement-breakpoint
CREATE INDEX "valid_rates_vendor_idx" ON "valid_rates" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "valid_rates_import_idx" ON "valid_rates" USING btree ("import_id");