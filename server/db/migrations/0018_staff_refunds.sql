CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid,
	"amount_usd_minor" integer NOT NULL,
	"card_minor" integer NOT NULL,
	"balance_minor" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"staff_id" uuid NOT NULL,
	"notify_buyer" boolean NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."card_minor" >= 0 and "refunds"."balance_minor" >= 0 and "refunds"."amount_usd_minor" = "refunds"."card_minor" + "refunds"."balance_minor" and "refunds"."amount_usd_minor" > 0),
	CONSTRAINT "refunds_payment_ck" CHECK (("refunds"."payment_id" is null) = ("refunds"."card_minor" = 0)),
	CONSTRAINT "refunds_confirmed_ck" CHECK (("refunds"."status" = 'REFUNDED') = ("refunds"."confirmed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_sessions" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_session_id_sandbox_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sandbox_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_uq" ON "refunds" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id") WHERE "refunds"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_key_uq" ON "sandbox_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_session_idx" ON "sandbox_refunds" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_ck" CHECK ("orders"."refunded_minor" >= 0 and "orders"."refunded_minor" <= "orders"."amount_usd_minor");--> statement-breakpoint
-- Orders refunded, or being refunded, before staff refunds existed had all their money asked back.
UPDATE "orders" SET "refunded_minor" = "amount_usd_minor" WHERE "status" IN ('REFUNDING', 'REFUNDED');--> statement-breakpoint
UPDATE "sandbox_sessions" SET "refunded_minor" = "amount_minor" WHERE "status" = 'refunded';
