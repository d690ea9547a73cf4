CREATE TABLE "job_transport_legs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"stage" text NOT NULL,
	"mode" text NOT NULL,
	"vessel_name" text,
	"vessel_imo_number" text,
	"flight_number" text,
	"voyage_number" text,
	"load_location" text,
	"discharge_location" text,
	"planned_departure" timestamp with time zone,
	"estimated_departure" timestamp with time zone,
	"actual_departure" timestamp with time zone,
	"planned_arrival" timestamp with time zone,
	"estimated_arrival" timestamp with time zone,
	"actual_arrival" timestamp with time zone,
	CONSTRAINT "job_transport_legs_stage_check" CHECK ("job_transport_legs"."stage" in ('PRC', 'MNC', 'ONC')),
	CONSTRAINT "job_transport_legs_mode_check" CHECK ("job_transport_legs"."mode" in ('VESSEL', 'BARGE', 'RAIL', 'TRUCK', 'AIR'))
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "carrier_booking_reference" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "transport_document_reference" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "house_bill_number" text;--> statement-breakpoint
ALTER TABLE "job_transport_legs" ADD CONSTRAINT "job_transport_legs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_transport_legs" ADD CONSTRAINT "job_transport_legs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_transport_legs_job_stage_key" ON "job_transport_legs" USING btree ("job_id","stage");--> statement-breakpoint
CREATE INDEX "job_transport_legs_company_idx" ON "job_transport_legs" USING btree ("company_id","job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_company_house_bill_key" ON "jobs" USING btree ("company_id","house_bill_number");