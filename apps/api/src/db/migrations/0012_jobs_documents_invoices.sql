CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"paid_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reference" text NOT NULL,
	"remarks" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"customer_company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"related_invoice_id" integer,
	"number" text,
	"status" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"issue_date" date,
	"due_date" date,
	"lines" jsonb NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"tax_total" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"paid_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"notes" text,
	"pdf_file_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer,
	"issued_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."total" >= 0 and "invoices"."paid_total" >= 0 and "invoices"."paid_total" <= "invoices"."total")
);
--> statement-breakpoint
CREATE TABLE "job_amendments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"changes" jsonb NOT NULL,
	"previous" jsonb,
	"reason" text NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"response_remarks" text
);
--> statement-breakpoint
CREATE TABLE "job_containers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"container_number" text NOT NULL,
	"container_size_id" integer,
	"seal_number" text,
	"gross_weight_kg" numeric(14, 3),
	"package_count" integer,
	"details" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_custom_status_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"custom_status_id" integer NOT NULL,
	"remarks" text,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_custom_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_document_shares" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"shared_by" integer,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "etd" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "eta" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "do_number" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_company_id_companies_id_fk" FOREIGN KEY ("customer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_pdf_file_id_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_amendments" ADD CONSTRAINT "job_amendments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_amendments" ADD CONSTRAINT "job_amendments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_amendments" ADD CONSTRAINT "job_amendments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_amendments" ADD CONSTRAINT "job_amendments_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_amendments" ADD CONSTRAINT "job_amendments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_containers" ADD CONSTRAINT "job_containers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_containers" ADD CONSTRAINT "job_containers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_containers" ADD CONSTRAINT "job_containers_container_size_id_container_sizes_id_fk" FOREIGN KEY ("container_size_id") REFERENCES "public"."container_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_containers" ADD CONSTRAINT "job_containers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_custom_status_entries" ADD CONSTRAINT "job_custom_status_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_custom_status_entries" ADD CONSTRAINT "job_custom_status_entries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_custom_status_entries" ADD CONSTRAINT "job_custom_status_entries_custom_status_id_job_custom_statuses_id_fk" FOREIGN KEY ("custom_status_id") REFERENCES "public"."job_custom_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_custom_status_entries" ADD CONSTRAINT "job_custom_status_entries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_custom_statuses" ADD CONSTRAINT "job_custom_statuses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_custom_statuses" ADD CONSTRAINT "job_custom_statuses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_document_shares" ADD CONSTRAINT "job_document_shares_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_document_shares" ADD CONSTRAINT "job_document_shares_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_document_shares" ADD CONSTRAINT "job_document_shares_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_document_shares" ADD CONSTRAINT "job_document_shares_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_number_key" ON "invoices" USING btree ("company_id","kind","number");--> statement-breakpoint
CREATE INDEX "invoices_company_status_due_idx" ON "invoices" USING btree ("company_id","status","due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_company_customer_idx" ON "invoices" USING btree ("company_id","customer_company_id","id");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_company_id","id");--> statement-breakpoint
CREATE INDEX "invoices_job_idx" ON "invoices" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "invoices_related_idx" ON "invoices" USING btree ("related_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_pdf_file_idx" ON "invoices" USING btree ("pdf_file_id");--> statement-breakpoint
CREATE INDEX "job_amendments_job_idx" ON "job_amendments" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "job_amendments_booking_idx" ON "job_amendments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_amendments_open_key" ON "job_amendments" USING btree ("job_id") WHERE "job_amendments"."status" = 'requested';--> statement-breakpoint
CREATE UNIQUE INDEX "job_containers_job_number_key" ON "job_containers" USING btree ("job_id","container_number");--> statement-breakpoint
CREATE INDEX "job_containers_company_idx" ON "job_containers" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "job_containers_size_idx" ON "job_containers" USING btree ("container_size_id");--> statement-breakpoint
CREATE INDEX "job_custom_status_entries_job_idx" ON "job_custom_status_entries" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "job_custom_status_entries_status_idx" ON "job_custom_status_entries" USING btree ("custom_status_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_custom_statuses_company_code_key" ON "job_custom_statuses" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "job_document_shares_job_idx" ON "job_document_shares" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "jobs_company_assigned_idx" ON "jobs" USING btree ("company_id","assigned_to","id");--> statement-breakpoint
CREATE INDEX "jobs_company_etd_idx" ON "jobs" USING btree ("company_id","etd","id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_company_do_number_key" ON "jobs" USING btree ("company_id","do_number");