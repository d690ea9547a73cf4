ALTER TABLE "customer_kycs" ADD COLUMN "credit_limit" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "customer_kycs" ADD COLUMN "credit_terms_days" integer;