CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "container_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"number" text NOT NULL,
	"container_size_id" integer,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_dates_order_check" CHECK ("event_dates"."end_date" is null or "event_dates"."end_date" >= "event_dates"."start_date")
);
--> statement-breakpoint
CREATE TABLE "free_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"shipping_company_id" integer NOT NULL,
	"port_id" integer NOT NULL,
	"container_size_id" integer NOT NULL,
	"origin_free_days" integer NOT NULL,
	"destination_free_days" integer NOT NULL,
	"demurrage_type" text NOT NULL,
	"detention_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_days_origin_check" CHECK ("free_days"."origin_free_days" between 0 and 365),
	CONSTRAINT "free_days_destination_check" CHECK ("free_days"."destination_free_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"audience" text NOT NULL,
	"publish_from" timestamp with time zone NOT NULL,
	"publish_until" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_window_check" CHECK ("news"."publish_until" is null or "news"."publish_until" > "news"."publish_from")
);
--> statement-breakpoint
CREATE TABLE "weight_slabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"min_weight" numeric(12, 3),
	"max_weight" numeric(12, 3),
	"measurement_in" text NOT NULL,
	"container_size_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weight_slabs_min_check" CHECK ("weight_slabs"."min_weight" is null or "weight_slabs"."min_weight" >= 0),
	CONSTRAINT "weight_slabs_max_check" CHECK ("weight_slabs"."max_weight" is null or "weight_slabs"."max_weight" >= 0),
	CONSTRAINT "weight_slabs_bounds_check" CHECK ("weight_slabs"."min_weight" is not null or "weight_slabs"."max_weight" is not null),
	CONSTRAINT "weight_slabs_order_check" CHECK ("weight_slabs"."min_weight" is null or "weight_slabs"."max_weight" is null or "weight_slabs"."max_weight" > "weight_slabs"."min_weight")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"country_code" text NOT NULL,
	"name" text NOT NULL,
	"time_zone" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commodity_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "container_size_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"display_order" integer NOT NULL,
	CONSTRAINT "container_size_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "container_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"size" text NOT NULL,
	"iso_code" text,
	"is_reefer" boolean DEFAULT false NOT NULL,
	"display_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"alpha3" text NOT NULL,
	"numeric_code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"numeric_code" text NOT NULL,
	"name" text NOT NULL,
	"minor_units" integer
);
--> statement-breakpoint
CREATE TABLE "dg_classes" (
	"code" text PRIMARY KEY NOT NULL,
	"class_number" integer NOT NULL,
	"name" text NOT NULL,
	"display_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"currency_code" text NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"valid_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_check" CHECK ("exchange_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "incoterms" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"display_order" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"icao_code" text,
	"name" text NOT NULL,
	"city" text,
	"country_code" text NOT NULL,
	"time_zone" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"shipping_mode" text NOT NULL,
	"scac_code" text,
	"iata_code" text,
	"iata_prefix" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "container_numbers" ADD CONSTRAINT "container_numbers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_numbers" ADD CONSTRAINT "container_numbers_container_size_id_container_sizes_id_fk" FOREIGN KEY ("container_size_id") REFERENCES "public"."container_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_dates" ADD CONSTRAINT "event_dates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_days" ADD CONSTRAINT "free_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_days" ADD CONSTRAINT "free_days_shipping_company_id_shipping_companies_id_fk" FOREIGN KEY ("shipping_company_id") REFERENCES "public"."shipping_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_days" ADD CONSTRAINT "free_days_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_days" ADD CONSTRAINT "free_days_container_size_id_container_sizes_id_fk" FOREIGN KEY ("container_size_id") REFERENCES "public"."container_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_slabs" ADD CONSTRAINT "weight_slabs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_slabs" ADD CONSTRAINT "weight_slabs_container_size_id_container_sizes_id_fk" FOREIGN KEY ("container_size_id") REFERENCES "public"."container_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_sizes" ADD CONSTRAINT "container_sizes_category_id_container_size_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."container_size_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ports" ADD CONSTRAINT "ports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ports" ADD CONSTRAINT "ports_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_companies" ADD CONSTRAINT "shipping_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "container_numbers_company_number_key" ON "container_numbers" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "event_dates_company_start_idx" ON "event_dates" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "free_days_company_line_port_size_key" ON "free_days" USING btree ("company_id","shipping_company_id","port_id","container_size_id");--> statement-breakpoint
CREATE INDEX "news_company_publish_idx" ON "news" USING btree ("company_id","publish_from");--> statement-breakpoint
CREATE INDEX "weight_slabs_company_type_idx" ON "weight_slabs" USING btree ("company_id","type");--> statement-breakpoint
CREATE INDEX "cities_country_name_idx" ON "cities" USING btree ("country_code",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "cities_company_country_name_key" ON "cities" USING btree ("company_id","country_code",lower("name")) WHERE "cities"."company_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "container_sizes_category_size_key" ON "container_sizes" USING btree ("category_id","size");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_company_currency_day_key" ON "exchange_rates" USING btree ("company_id","currency_code","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "ports_shipped_type_code_key" ON "ports" USING btree ("type","code") WHERE "ports"."company_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ports_company_type_code_key" ON "ports" USING btree ("company_id","type","code") WHERE "ports"."company_id" is not null;--> statement-breakpoint
CREATE INDEX "ports_type_country_idx" ON "ports" USING btree ("type","country_code");--> statement-breakpoint
CREATE INDEX "ports_search_trgm_idx" ON "ports" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_companies_shipped_key" ON "shipping_companies" USING btree ("shipping_mode",lower("name")) WHERE "shipping_companies"."company_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_companies_company_key" ON "shipping_companies" USING btree ("company_id","shipping_mode",lower("name")) WHERE "shipping_companies"."company_id" is not null;