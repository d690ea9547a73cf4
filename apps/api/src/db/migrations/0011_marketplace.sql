CREATE TABLE "booking_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"enquiry_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"enquiry_id" integer NOT NULL,
	"quote_option_id" integer NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"shipper" jsonb NOT NULL,
	"consignee" jsonb NOT NULL,
	"notify_party" jsonb,
	"cargo" jsonb NOT NULL,
	"remarks" text,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"enquiry_id" integer NOT NULL,
	"customer_company_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_feedback_rating_check" CHECK ("enquiry_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "enquiry_forwards" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"enquiry_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_company_id" integer,
	"status" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"required_charges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"message" text,
	"forwarded_by" integer NOT NULL,
	"forwarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decline_reason" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "forward_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"forward_id" integer NOT NULL,
	"enquiry_id" integer NOT NULL,
	"source" text NOT NULL,
	"lines" jsonb NOT NULL,
	"shipping_company_id" integer,
	"valid_from" date NOT NULL,
	"valid_till" date NOT NULL,
	"transit_days" integer,
	"free_days" integer,
	"remarks" text,
	"entered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enquiry_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"customer_company_id" integer NOT NULL,
	"assigned_to" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "negotiations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"enquiry_id" integer NOT NULL,
	"quote_option_id" integer NOT NULL,
	"round" smallint NOT NULL,
	"offered_sell" numeric(14, 2) NOT NULL,
	"target_amount" numeric(14, 2) NOT NULL,
	"message" text,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decision" text,
	"decided_amount" numeric(14, 2),
	"decision_message" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"is_below_floor" boolean DEFAULT false NOT NULL,
	"approved_by" integer
);
--> statement-breakpoint
CREATE TABLE "quote_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"enquiry_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL,
	"shipping_company_id" integer,
	"vendor_id" integer,
	"transit_days" integer,
	"free_days" integer,
	"lines" jsonb NOT NULL,
	"buy_total" numeric(14, 2) NOT NULL,
	"sell_total" numeric(14, 2) NOT NULL,
	"floor_sell" numeric(14, 2) NOT NULL,
	"offered_sell" numeric(14, 2) NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"selected_at" timestamp with time zone,
	"selected_by" integer,
	CONSTRAINT "quote_options_amounts_check" CHECK ("quote_options"."sell_total" >= 0 and "quote_options"."offered_sell" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"enquiry_id" integer NOT NULL,
	"number" integer NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"valid_till" date NOT NULL,
	"base_currency" text NOT NULL,
	"terms" text,
	"remarks" text,
	"pdf_file_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"customer_company_id" integer NOT NULL,
	"customer_kyc_id" integer NOT NULL,
	"created_via" text NOT NULL,
	"created_by" integer NOT NULL,
	"sales_person_id" integer,
	"attended_by" integer,
	"attended_at" timestamp with time zone,
	"mode" text NOT NULL,
	"load_type" text,
	"containers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"packages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"legs" jsonb NOT NULL,
	"origin_port_id" integer NOT NULL,
	"destination_port_id" integer NOT NULL,
	"origin_place_id" integer,
	"origin_pickup_address" text,
	"origin_custom_point_id" integer,
	"destination_custom_point_id" integer,
	"final_place_id" integer,
	"final_delivery_address" text,
	"incoterm_code" text,
	"commodity_type" text NOT NULL,
	"dg_class_code" text,
	"un_number" text,
	"set_temperature_c" numeric(5, 1),
	"cargo_ready_date" date NOT NULL,
	"preferred_line_id" integer,
	"remarks" text,
	"chargeable_weight_kg" numeric(14, 1),
	"revenue_tons" numeric(14, 3),
	"gross_weight_kg" numeric(14, 3),
	"wizard_option" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_enquiries_ports_check" CHECK ("rate_enquiries"."origin_port_id" <> "rate_enquiries"."destination_port_id")
);
--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_enquiry_id_rate_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."rate_enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_enquiry_id_rate_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."rate_enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_option_id_quote_options_id_fk" FOREIGN KEY ("quote_option_id") REFERENCES "public"."quote_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_feedback" ADD CONSTRAINT "enquiry_feedback_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_feedback" ADD CONSTRAINT "enquiry_feedback_enquiry_id_rate_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."rate_enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_feedback" ADD CONSTRAINT "enquiry_feedback_customer_company_id_companies_id_fk" FOREIGN KEY ("customer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_feedback" ADD CONSTRAINT "enquiry_feedback_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_forwards" ADD CONSTRAINT "enquiry_forwards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_forwards" ADD CONSTRAINT "enquiry_forwards_enquiry_id_rate_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."rate_enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_forwards" ADD CONSTRAINT "enquiry_forwards_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_forwards" ADD CONSTRAINT "enquiry_forwards_vendor_company_id_companies_id_fk" FOREIGN KEY ("vendor_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_forwards" ADD CONSTRAINT "enquiry_forwards_forwarded_by_users_id_fk" FOREIGN KEY ("forwarded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_answers" ADD CONSTRAINT "forward_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_answers" ADD CONSTRAINT "forward_answers_forward_id_enquiry_forwards_id_fk" FOREIGN KEY ("forward_id") REFERENCES "public"."enquiry_forwards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_answers" ADD CONSTRAINT "forward_answers_enquiry_id_rate_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."rate_enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_answers" ADD CONSTRAINT "forward_answers_shipping_company_id_shipping_companies_id_fk" FOREIGN KEY ("shipping_company_id") REFERENCES "public"."shipping_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_answers" ADD CONSTRAINT "forward_answers_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_enquiry_id_rate_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."rate_enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_customer_company_id_companies_id_fk" FOREIGN KEY ("customer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_enquiry_id_rate_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."rate_enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_quote_option_id_quote_options_id_fk" FOREIGN KEY ("quote_option_id") REFERENCES "public"."quote_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_enquiry_id_rate_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."rate_enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_shipping_company_id_shipping_companies_id_fk" FOREIGN KEY ("shipping_company_id") REFERENCES "public"."shipping_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_selected_by_users_id_fk" FOREIGN KEY ("selected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_enquiry_id_rate_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."rate_enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_base_currency_currencies_code_fk" FOREIGN KEY ("base_currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_pdf_file_id_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_enquiries" ADD CONSTRAINT "rate_enquiries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_enquiries" ADD CONSTRAINT "rate_enquiries_customer_company_id_companies_id_fk" FOREIGN KEY ("customer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_enquiries" ADD CONSTRAINT "rate_enquiries_customer_kyc_id_customer_kycs_id_fk" FOREIGN KEY ("customer_kyc_id") REFERENCES "public"."customer_kycs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_enquiries" ADD CONSTRAINT "rate_enquiries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_enquiries" ADD CONSTRAINT "rate_enquiries_sales_person_id_users_id_fk" FOREIGN KEY ("sales_person_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_enquiries" ADD CONSTRAINT "rate_enquiries_attended_by_users_id_fk" FOREIGN KEY ("attended_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_enquiries" ADD CONSTRAINT "rate_enquiries_origin_port_id_ports_id_fk" FOREIGN KEY ("origin_port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_enquiries" ADD CONSTRAINT "rate_enquiries_destination_port_id_ports_id_fk" FOREIGN KEY ("destination_port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_enquiries" ADD CONSTRAINT "rate_enquiries_origin_place_id_cities_id_fk" FOREIGN KEY ("origin_place_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_enquiries" ADD CONSTRAINT "rate_enquiries_origin_custom_point_id_ports_id_fk" FOREIGN KEY ("origin_custom_point_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_enquiries" ADD CONSTRAINT "rate_enquiries_destination_custom_point_id_ports_id_fk" FOREIGN KEY ("destination_custom_point_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_enquiries" ADD CONSTRAINT "rate_enquiries_final_place_id_cities_id_fk" FOREIGN KEY ("final_place_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_enquiries" ADD CONSTRAINT "rate_enquiries_incoterm_code_incoterms_code_fk" FOREIGN KEY ("incoterm_code") REFERENCES "public"."incoterms"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_enquiries" ADD CONSTRAINT "rate_enquiries_commodity_type_commodity_types_code_fk" FOREIGN KEY ("commodity_type") REFERENCES "public"."commodity_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_enquiries" ADD CONSTRAINT "rate_enquiries_dg_class_code_dg_classes_code_fk" FOREIGN KEY ("dg_class_code") REFERENCES "public"."dg_classes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_enquiries" ADD CONSTRAINT "rate_enquiries_preferred_line_id_shipping_companies_id_fk" FOREIGN KEY ("preferred_line_id") REFERENCES "public"."shipping_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_links_token_hash_key" ON "booking_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "booking_links_enquiry_idx" ON "booking_links" USING btree ("enquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_enquiry_key" ON "bookings" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "bookings_company_idx" ON "bookings" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "bookings_quote_option_idx" ON "bookings" USING btree ("quote_option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiry_feedback_enquiry_key" ON "enquiry_feedback" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "enquiry_feedback_company_idx" ON "enquiry_feedback" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiry_forwards_enquiry_vendor_key" ON "enquiry_forwards" USING btree ("enquiry_id","vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiry_forwards_token_hash_key" ON "enquiry_forwards" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "enquiry_forwards_company_status_idx" ON "enquiry_forwards" USING btree ("company_id","status","deadline_at");--> statement-breakpoint
CREATE INDEX "enquiry_forwards_vendor_company_idx" ON "enquiry_forwards" USING btree ("vendor_company_id","id");--> statement-breakpoint
CREATE INDEX "enquiry_forwards_vendor_idx" ON "enquiry_forwards" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forward_answers_forward_key" ON "forward_answers" USING btree ("forward_id");--> statement-breakpoint
CREATE INDEX "forward_answers_enquiry_idx" ON "forward_answers" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "forward_answers_shipping_company_idx" ON "forward_answers" USING btree ("shipping_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_company_reference_key" ON "jobs" USING btree ("company_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_booking_key" ON "jobs" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_enquiry_key" ON "jobs" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "jobs_company_status_idx" ON "jobs" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "jobs_customer_idx" ON "jobs" USING btree ("customer_company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "negotiations_enquiry_round_key" ON "negotiations" USING btree ("enquiry_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "negotiations_open_key" ON "negotiations" USING btree ("enquiry_id") WHERE "negotiations"."decision" is null;--> statement-breakpoint
CREATE INDEX "negotiations_option_idx" ON "negotiations" USING btree ("quote_option_id");--> statement-breakpoint
CREATE INDEX "negotiations_company_idx" ON "negotiations" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_options_quote_position_key" ON "quote_options" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quote_options_enquiry_idx" ON "quote_options" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "quote_options_vendor_idx" ON "quote_options" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "quote_options_shipping_company_idx" ON "quote_options" USING btree ("shipping_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_options_selected_key" ON "quote_options" USING btree ("enquiry_id") WHERE "quote_options"."selected_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_enquiry_number_key" ON "quotes" USING btree ("enquiry_id","number");--> statement-breakpoint
CREATE INDEX "quotes_company_idx" ON "quotes" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "quotes_pdf_file_idx" ON "quotes" USING btree ("pdf_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_enquiries_company_reference_key" ON "rate_enquiries" USING btree ("company_id","reference");--> statement-breakpoint
CREATE INDEX "rate_enquiries_company_status_idx" ON "rate_enquiries" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "rate_enquiries_company_lane_idx" ON "rate_enquiries" USING btree ("company_id","origin_port_id","destination_port_id","id");--> statement-breakpoint
CREATE INDEX "rate_enquiries_company_lane_status_idx" ON "rate_enquiries" USING btree ("company_id","origin_port_id","destination_port_id","status","id");--> statement-breakpoint
CREATE INDEX "rate_enquiries_company_created_idx" ON "rate_enquiries" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "rate_enquiries_customer_idx" ON "rate_enquiries" USING btree ("customer_company_id","id");--> statement-breakpoint
CREATE INDEX "rate_enquiries_kyc_idx" ON "rate_enquiries" USING btree ("customer_kyc_id");--> statement-breakpoint
CREATE INDEX "rate_enquiries_sales_person_idx" ON "rate_enquiries" USING btree ("company_id","sales_person_id","id");--> statement-breakpoint
CREATE INDEX "rate_enquiries_destination_port_idx" ON "rate_enquiries" USING btree ("destination_port_id");--> statement-breakpoint
CREATE INDEX "rate_enquiries_origin_custom_point_idx" ON "rate_enquiries" USING btree ("origin_custom_point_id");--> statement-breakpoint
CREATE INDEX "rate_enquiries_destination_custom_point_idx" ON "rate_enquiries" USING btree ("destination_custom_point_id");--> statement-breakpoint
CREATE INDEX "rate_enquiries_origin_place_idx" ON "rate_enquiries" USING btree ("origin_place_id");--> statement-breakpoint
CREATE INDEX "rate_enquiries_final_place_idx" ON "rate_enquiries" USING btree ("final_place_id");--> statement-breakpoint
CREATE INDEX "rate_enquiries_preferred_line_idx" ON "rate_enquiries" USING btree ("preferred_line_id");