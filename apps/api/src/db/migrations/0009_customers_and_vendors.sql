CREATE TABLE "customer_kycs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_company_id" integer,
	"customer_user_id" integer,
	"status" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"sales_person_id" integer,
	"tier_id" integer,
	"invited_company_name" text,
	"email" text NOT NULL,
	"short_name" text,
	"username" text,
	"details" jsonb,
	"terms_id" integer,
	"terms_accepted_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_approve_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kyc_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"remarks" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kyc_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"is_mailed" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_update_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kyc_id" integer NOT NULL,
	"status" text NOT NULL,
	"changes" jsonb NOT NULL,
	"remarks" text,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text
);
--> statement-breakpoint
CREATE TABLE "negotiation_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"max_discount_percent" numeric(5, 2) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "negotiation_settings_percent_check" CHECK ("negotiation_settings"."max_discount_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "operation_file_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"required_codes" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"sea_margin_type" text NOT NULL,
	"sea_margin" numeric(14, 4) NOT NULL,
	"sea_min_margin" numeric(14, 4),
	"air_margin_type" text NOT NULL,
	"air_margin" numeric(14, 4) NOT NULL,
	"air_min_margin" numeric(14, 4),
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tiers_margins_check" CHECK ("tiers"."sea_margin" >= 0 and "tiers"."air_margin" >= 0),
	CONSTRAINT "tiers_min_margins_check" CHECK (("tiers"."sea_min_margin" is null or "tiers"."sea_min_margin" >= 0) and ("tiers"."air_min_margin" is null or "tiers"."air_min_margin" >= 0))
);
--> statement-breakpoint
CREATE TABLE "vendor_conversion_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text
);
--> statement-breakpoint
CREATE TABLE "vendor_profiles" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"modes" jsonb NOT NULL,
	"lanes" jsonb NOT NULL,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"vendor_company_id" integer,
	"name" text NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"modes" jsonb NOT NULL,
	"remarks" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_kycs" ADD CONSTRAINT "customer_kycs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_kycs" ADD CONSTRAINT "customer_kycs_customer_company_id_companies_id_fk" FOREIGN KEY ("customer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_kycs" ADD CONSTRAINT "customer_kycs_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_kycs" ADD CONSTRAINT "customer_kycs_sales_person_id_users_id_fk" FOREIGN KEY ("sales_person_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_kycs" ADD CONSTRAINT "customer_kycs_tier_id_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."tiers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_kycs" ADD CONSTRAINT "customer_kycs_terms_id_terms_and_conditions_id_fk" FOREIGN KEY ("terms_id") REFERENCES "public"."terms_and_conditions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_kycs" ADD CONSTRAINT "customer_kycs_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_kycs" ADD CONSTRAINT "customer_kycs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_approve_logs" ADD CONSTRAINT "kyc_approve_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_approve_logs" ADD CONSTRAINT "kyc_approve_logs_kyc_id_customer_kycs_id_fk" FOREIGN KEY ("kyc_id") REFERENCES "public"."customer_kycs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_approve_logs" ADD CONSTRAINT "kyc_approve_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_invitations" ADD CONSTRAINT "kyc_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_invitations" ADD CONSTRAINT "kyc_invitations_kyc_id_customer_kycs_id_fk" FOREIGN KEY ("kyc_id") REFERENCES "public"."customer_kycs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_invitations" ADD CONSTRAINT "kyc_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_invitations" ADD CONSTRAINT "kyc_invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_update_requests" ADD CONSTRAINT "kyc_update_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_update_requests" ADD CONSTRAINT "kyc_update_requests_kyc_id_customer_kycs_id_fk" FOREIGN KEY ("kyc_id") REFERENCES "public"."customer_kycs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_update_requests" ADD CONSTRAINT "kyc_update_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_update_requests" ADD CONSTRAINT "kyc_update_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_settings" ADD CONSTRAINT "negotiation_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_settings" ADD CONSTRAINT "negotiation_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_file_settings" ADD CONSTRAINT "operation_file_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_file_settings" ADD CONSTRAINT "operation_file_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiers" ADD CONSTRAINT "tiers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_conversion_requests" ADD CONSTRAINT "vendor_conversion_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_conversion_requests" ADD CONSTRAINT "vendor_conversion_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_conversion_requests" ADD CONSTRAINT "vendor_conversion_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD CONSTRAINT "vendor_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_vendor_company_id_companies_id_fk" FOREIGN KEY ("vendor_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_kycs_company_status_idx" ON "customer_kycs" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_kycs_customer_company_key" ON "customer_kycs" USING btree ("customer_company_id");--> statement-breakpoint
CREATE INDEX "kyc_approve_logs_kyc_idx" ON "kyc_approve_logs" USING btree ("kyc_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_invitations_token_hash_key" ON "kyc_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "kyc_invitations_kyc_idx" ON "kyc_invitations" USING btree ("kyc_id");--> statement-breakpoint
CREATE INDEX "kyc_update_requests_company_idx" ON "kyc_update_requests" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_update_requests_pending_key" ON "kyc_update_requests" USING btree ("kyc_id") WHERE "kyc_update_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "tiers_company_name_key" ON "tiers" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "vendor_conversion_requests_status_idx" ON "vendor_conversion_requests" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_conversion_requests_pending_key" ON "vendor_conversion_requests" USING btree ("company_id") WHERE "vendor_conversion_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "vendors_company_idx" ON "vendors" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_company_vendor_key" ON "vendors" USING btree ("company_id","vendor_company_id") WHERE "vendors"."vendor_company_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_company_email_key" ON "vendors" USING btree ("company_id",lower("contact_email")) WHERE "vendors"."vendor_company_id" is null;