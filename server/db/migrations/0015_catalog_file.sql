DROP INDEX "plans_supplier_package_uq";--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "source" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
-- Until now every plan with a supplier was written by the catalogue sync.
UPDATE "plans" SET "source" = 'supplier' WHERE "supplier" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_supplier_package_uq" ON "plans" USING btree ("supplier","supplier_package_code") WHERE "plans"."source" = 'supplier';