CREATE TABLE "company_do_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"next_number" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"issuing_office" text NOT NULL,
	"signatory_name" text NOT NULL,
	"signatory_designation" text NOT NULL,
	"terms_text" text NOT NULL,
	"footer_text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_do_settings_next_number_check" CHECK ("company_do_settings"."next_number" >= 1),
	CONSTRAINT "company_do_settings_validity_days_check" CHECK ("company_do_settings"."validity_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "company_email_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"is_secure" boolean DEFAULT false NOT NULL,
	"username" text,
	"password_encrypted" text,
	"from_name" text NOT NULL,
	"from_email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_sms_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"sender_id" text NOT NULL,
	"account_id" text,
	"api_url" text,
	"secret_encrypted" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sent_by" integer,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"provider_message_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"audience" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email_domain" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "license_agreement_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "license_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_do_settings" ADD CONSTRAINT "company_do_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_email_settings" ADD CONSTRAINT "company_email_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sms_settings" ADD CONSTRAINT "company_sms_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_logs" ADD CONSTRAINT "sms_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_logs" ADD CONSTRAINT "sms_logs_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_documents" ADD CONSTRAINT "platform_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_logs_company_created_idx" ON "sms_logs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_documents_version_key" ON "platform_documents" USING btree ("kind","audience","version");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_documents_one_active_key" ON "platform_documents" USING btree ("kind","audience") WHERE "platform_documents"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "companies_email_domain_key" ON "companies" USING btree ("email_domain");