CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"percent_off" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"scope" text NOT NULL,
	"targets" text[] DEFAULT '{}'::text[] NOT NULL,
	"page" text,
	"banner" jsonb,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "campaigns_percent_ck" CHECK ("campaigns"."percent_off" between 1 and 90),
	CONSTRAINT "campaigns_dates_ck" CHECK ("campaigns"."starts_on" <= "campaigns"."ends_on"),
	CONSTRAINT "campaigns_scope_ck" CHECK (("campaigns"."scope" = 'all') = (cardinality("campaigns"."targets") = 0)),
	CONSTRAINT "campaigns_banner_ck" CHECK ("campaigns"."banner" is null or "campaigns"."page" is not null)
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Campaigns change prices, so a write bumps the catalogue's version like a catalogue or content
-- write (0001_catalog_version_triggers.sql): every instance reloads them at its next poll and
-- drops the cached answers that carry the old prices.
CREATE TRIGGER campaigns_bump_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campaigns" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
