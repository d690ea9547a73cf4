ALTER TABLE "companies" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rejection_reason" text;