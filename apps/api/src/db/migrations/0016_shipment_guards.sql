CREATE TABLE "job_shipment_guard_relaxations" (
	"company_id" integer NOT NULL,
	"status" text NOT NULL,
	"relaxed_by" integer,
	"relaxed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_shipment_guard_relaxations_company_id_status_pk" PRIMARY KEY("company_id","status")
);
--> statement-breakpoint
ALTER TABLE "job_containers" ADD COLUMN "vgm_kg" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "job_custom_statuses" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "status_history" ADD COLUMN "event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "status_history" ADD COLUMN "event_classifier" text;--> statement-breakpoint
ALTER TABLE "status_history" ADD COLUMN "event_location" text;--> statement-breakpoint
ALTER TABLE "status_history" ADD COLUMN "waived_guards" text;--> statement-breakpoint
ALTER TABLE "job_shipment_guard_relaxations" ADD CONSTRAINT "job_shipment_guard_relaxations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_shipment_guard_relaxations" ADD CONSTRAINT "job_shipment_guard_relaxations_relaxed_by_users_id_fk" FOREIGN KEY ("relaxed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;