ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
-- The other side of the console's balance adjustments (docs/WALLET.md#operator-adjustments).
INSERT INTO "ledger_accounts" ("id", "kind", "currency", "created_at") VALUES
  ('store:adjustments', 'store', 'USD', now())
ON CONFLICT DO NOTHING;
