CREATE TABLE "partner_commissions" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"note" text,
	"net_minor" integer NOT NULL,
	"rate_bps" integer NOT NULL,
	"commission_minor" integer NOT NULL,
	"payout_id" uuid,
	"staff_id" uuid NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_commissions_status_ck" CHECK ("partner_commissions"."status" in ('approved', 'declined', 'paid')),
	CONSTRAINT "partner_commissions_paid_ck" CHECK (("partner_commissions"."status" = 'paid') = ("partner_commissions"."payout_id" is not null)),
	CONSTRAINT "partner_commissions_declined_ck" CHECK (("partner_commissions"."status" = 'declined') = ("partner_commissions"."reason" is not null) and ("partner_commissions"."status" <> 'declined' or "partner_commissions"."commission_minor" = 0)),
	CONSTRAINT "partner_commissions_amount_ck" CHECK ("partner_commissions"."net_minor" >= 0 and "partner_commissions"."commission_minor" >= 0 and "partner_commissions"."rate_bps" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "partner_payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"reference" text NOT NULL,
	"total_minor" integer NOT NULL,
	"order_count" integer NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_payouts_total_ck" CHECK ("partner_payouts"."total_minor" >= 0 and "partner_payouts"."order_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "commission_bps" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "merchant_sub_id" text;--> statement-breakpoint
ALTER TABLE "partner_commissions" ADD CONSTRAINT "partner_commissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_commissions" ADD CONSTRAINT "partner_commissions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_commissions" ADD CONSTRAINT "partner_commissions_payout_id_partner_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."partner_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_commissions" ADD CONSTRAINT "partner_commissions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_commissions_merchant_idx" ON "partner_commissions" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE INDEX "partner_commissions_payout_idx" ON "partner_commissions" USING btree ("payout_id") WHERE "partner_commissions"."payout_id" is not null;--> statement-breakpoint
CREATE INDEX "partner_payouts_merchant_idx" ON "partner_payouts" USING btree ("merchant_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_merchant_idx" ON "orders" USING btree ("merchant_id","paid_at") WHERE "orders"."merchant_id" is not null and "orders"."paid_at" is not null;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_commission_ck" CHECK ("merchants"."commission_bps" between 0 and 10000);--> statement-breakpoint
-- Orders placed before the order kept its partner: the buyer's partner, where it exists and is active (docs/CONSOLE.md#partners).
UPDATE "orders" SET "merchant_id" = "users"."merchant_id", "merchant_sub_id" = "users"."merchant_sub_id" FROM "users", "merchants" WHERE "users"."id" = "orders"."user_id" AND "merchants"."id" = "users"."merchant_id" AND "merchants"."active";
