CREATE TABLE "credit_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"pay_usd_minor" integer NOT NULL,
	"credit_usd_minor" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "credit_plans_amount_ck" CHECK ("credit_plans"."pay_usd_minor" > 0 and "credit_plans"."credit_usd_minor" >= "credit_plans"."pay_usd_minor")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"currency" text NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_accounts_wallet_ck" CHECK (("ledger_accounts"."kind" = 'wallet') = ("ledger_accounts"."user_id" is not null) and "ledger_accounts"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"balance_after_minor" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_amount_ck" CHECK ("ledger_entries"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source_key" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"reverses_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"new_customers_only" boolean DEFAULT false NOT NULL,
	"min_order_minor" integer DEFAULT 0 NOT NULL,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"disabled_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_codes_value_ck" CHECK ("promo_codes"."value" > 0 and ("promo_codes"."kind" <> 'PERCENT' or "promo_codes"."value" <= 100)),
	CONSTRAINT "promo_codes_uses_ck" CHECK ("promo_codes"."uses_count" >= 0 and ("promo_codes"."max_uses" is null or "promo_codes"."uses_count" <= "promo_codes"."max_uses")),
	CONSTRAINT "promo_codes_limits_ck" CHECK ("promo_codes"."per_user_limit" >= 1 and "promo_codes"."min_order_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"promo_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"use_no" integer NOT NULL,
	"status" text NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recharge_no" text NOT NULL,
	"user_id" uuid NOT NULL,
	"credit_plan_id" text NOT NULL,
	"pay_usd_minor" integer NOT NULL,
	"credit_usd_minor" integer NOT NULL,
	"display_currency" text NOT NULL,
	"display_amount_minor" integer NOT NULL,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recharges_amount_ck" CHECK ("recharges"."pay_usd_minor" > 0 and "recharges"."credit_usd_minor" >= "recharges"."pay_usd_minor")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amount_ck";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'esim' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "topup_esim_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_redemption_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recharge_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_id_promo_codes_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_user_uq" ON "ledger_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_source_uq" ON "ledger_transactions" USING btree ("source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_reverses_uq" ON "ledger_transactions" USING btree ("reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_uq" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_use_uq" ON "promo_redemptions" USING btree ("promo_id","user_id","use_no");--> statement-breakpoint
CREATE INDEX "promo_redemptions_user_idx" ON "promo_redemptions" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_no_uq" ON "recharges" USING btree ("recharge_no");--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_idempotency_uq" ON "recharges" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "recharges_user_idx" ON "recharges" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_topup_esim_id_esims_id_fk" FOREIGN KEY ("topup_esim_id") REFERENCES "public"."esims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recharge_id_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."recharges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_topup_idx" ON "orders" USING btree ("topup_esim_id") WHERE "orders"."topup_esim_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_promo_uq" ON "orders" USING btree ("promo_redemption_id");--> statement-breakpoint
CREATE INDEX "payments_recharge_idx" ON "payments" USING btree ("recharge_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_balance_ck" CHECK ("orders"."balance_minor" >= 0 and "orders"."balance_minor" <= "orders"."amount_usd_minor" and "orders"."discount_minor" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_topup_ck" CHECK (("orders"."kind" = 'topup') = ("orders"."topup_esim_id" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_ck" CHECK ("orders"."amount_usd_minor" >= 0 and "orders"."list_usd_minor" >= "orders"."amount_usd_minor" + "orders"."discount_minor");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_target_ck" CHECK (("payments"."order_id" is null) <> ("payments"."recharge_id" is null));--> statement-breakpoint
-- The journal is append-only (docs/WALLET.md#ledger): a correction is a reversal transaction,
-- never an edit, so these refuse UPDATE, DELETE and TRUNCATE whoever asks.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON "ledger_transactions" FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON "ledger_transactions" FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Double entry: at commit, every transaction that received entries sums to zero.
CREATE OR REPLACE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total bigint;
BEGIN
  SELECT coalesce(sum("amount_minor"), 0) INTO total FROM "ledger_entries" WHERE "transaction_id" = NEW."transaction_id";
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (sum %)', NEW."transaction_id", total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
INSERT INTO "credit_plans" ("id", "pay_usd_minor", "credit_usd_minor", "sort") VALUES
  ('usd-10', 1000, 1000, 1),
  ('usd-25', 2500, 2600, 2),
  ('usd-50', 5000, 5500, 3),
  ('usd-100', 10000, 11500, 4)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The store's side of every movement (docs/WALLET.md#ledger); their balance is the sum of their entries.
INSERT INTO "ledger_accounts" ("id", "kind", "currency", "created_at") VALUES
  ('store:card', 'store', 'USD', now()),
  ('store:sales', 'store', 'USD', now()),
  ('store:promo', 'store', 'USD', now()),
  ('store:bonus', 'store', 'USD', now())
ON CONFLICT DO NOTHING;
