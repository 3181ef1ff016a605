ALTER TABLE "areas" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;