CREATE TABLE "merchants" (
	"id" integer PRIMARY KEY NOT NULL,
	"short_code" text NOT NULL,
	"name" text NOT NULL,
	"api_key_hash" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_referrals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"email" text NOT NULL,
	"merchant_sub_id" text,
	"source_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_referrals" ADD CONSTRAINT "partner_referrals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_short_code_uq" ON "merchants" USING btree (lower("short_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_api_key_uq" ON "merchants" USING btree ("api_key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_referrals_uq" ON "partner_referrals" USING btree ("merchant_id","email");--> statement-breakpoint
CREATE INDEX "partner_referrals_email_idx" ON "partner_referrals" USING btree ("email","created_at");