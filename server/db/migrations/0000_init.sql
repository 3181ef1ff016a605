CREATE TABLE "area_countries" (
	"area_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "area_countries_area_id_country_id_pk" PRIMARY KEY("area_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"iso2" text,
	"names" jsonb NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"operators" text[] DEFAULT '{}'::text[] NOT NULL,
	"has5g" boolean DEFAULT false NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "areas_kind_iso2_ck" CHECK (("areas"."kind" = 'local') = ("areas"."iso2" is not null))
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"link" text NOT NULL,
	"art" text NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"cta" jsonb NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_resources" (
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_resources_key_lang_pk" PRIMARY KEY("key","lang")
);
--> statement-breakpoint
CREATE TABLE "dialogs" (
	"id" text PRIMARY KEY NOT NULL,
	"pages" text[] NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"cta" jsonb NOT NULL,
	"link" text NOT NULL,
	"frequency_hours" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partnership_leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"website" text,
	"partner_type" text NOT NULL,
	"message" text NOT NULL,
	"lang" text NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partnership_leads_requestId_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_id" integer NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"data_mb" integer,
	"daily_mb" integer,
	"validity_days" integer,
	"voice_minutes" integer,
	"sms_count" integer,
	"network" text NOT NULL,
	"throttle_kbps" integer DEFAULT 0 NOT NULL,
	"hotspot" boolean NOT NULL,
	"topup" boolean NOT NULL,
	"price_usd_minor" integer NOT NULL,
	"validity_start" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plans_price_ck" CHECK ("plans"."price_usd_minor" > 0),
	CONSTRAINT "plans_shape_ck" CHECK (("plans"."kind" = 'daily' and "plans"."daily_mb" > 0 and "plans"."validity_days" is null and "plans"."data_mb" is null)
       or ("plans"."kind" = 'data' and "plans"."data_mb" > 0 and "plans"."validity_days" > 0 and "plans"."daily_mb" is null)
       or ("plans"."kind" = 'calltext' and "plans"."data_mb" > 0 and "plans"."validity_days" > 0 and "plans"."voice_minutes" >= 0 and "plans"."sms_count" >= 0))
);
--> statement-breakpoint
CREATE TABLE "recommended_plans" (
	"plan_id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "area_countries" ADD CONSTRAINT "area_countries_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_countries" ADD CONSTRAINT "area_countries_country_id_areas_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_plans" ADD CONSTRAINT "recommended_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "area_countries_country_idx" ON "area_countries" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "areas_slug_uq" ON "areas" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "areas_iso2_uq" ON "areas" USING btree ("iso2");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_area_slug_uq" ON "plans" USING btree ("area_id","slug");--> statement-breakpoint
CREATE INDEX "plans_area_idx" ON "plans" USING btree ("area_id");