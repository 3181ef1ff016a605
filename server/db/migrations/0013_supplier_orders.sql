CREATE TABLE "supplier_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"supplier" text NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "supplier_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"supplier" text NOT NULL,
	"purpose" text NOT NULL,
	"reference" text NOT NULL,
	"state" text NOT NULL,
	"supplier_order_ref" text,
	"sends" integer DEFAULT 0 NOT NULL,
	"attempted_at" timestamp with time zone,
	"placed_at" timestamp with time zone,
	"data_total_bytes_before" bigint,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_events_uq" ON "supplier_events" USING btree ("supplier","event_id");--> statement-breakpoint
CREATE INDEX "supplier_orders_ref_idx" ON "supplier_orders" USING btree ("supplier","supplier_order_ref");