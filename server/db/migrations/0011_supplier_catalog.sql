CREATE TABLE "catalog_syncs" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"counts" jsonb,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "supplier" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "supplier_package_code" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "cost_e4" integer;--> statement-breakpoint
CREATE INDEX "catalog_syncs_started_idx" ON "catalog_syncs" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_supplier_package_uq" ON "plans" USING btree ("supplier","supplier_package_code") WHERE "plans"."supplier" is not null and "plans"."supplier_package_code" is not null;