CREATE TABLE "company_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"iban" text,
	"swift_code" text,
	"branch" text,
	"currency" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_invoice_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"next_number" integer NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"payment_terms_days" integer NOT NULL,
	"footer_text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invoice_settings_next_number_check" CHECK ("company_invoice_settings"."next_number" >= 1),
	CONSTRAINT "company_invoice_settings_tax_rate_check" CHECK ("company_invoice_settings"."tax_rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "company_operating_cost_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_operating_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "company_operating_costs_amount_check" CHECK ("company_operating_costs"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"logo_file_id" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"postal_code" text,
	"country_code" text,
	"contact_email" text,
	"phone" text,
	"base_currency" text,
	"time_zone" text,
	"tax_registration_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ADD CONSTRAINT "company_bank_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invoice_settings" ADD CONSTRAINT "company_invoice_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_operating_cost_settings" ADD CONSTRAINT "company_operating_cost_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_operating_costs" ADD CONSTRAINT "company_operating_costs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_bank_accounts_one_default_key" ON "company_bank_accounts" USING btree ("company_id") WHERE "company_bank_accounts"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "company_operating_costs_company_name_key" ON "company_operating_costs" USING btree ("company_id",lower("name"));