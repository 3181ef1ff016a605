CREATE TABLE "order_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_notes_body_ck" CHECK (char_length("order_notes"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_about_idx" ON "jobs" USING btree (coalesce("payload"->>'orderId', "payload"->>'paymentId'));--> statement-breakpoint
CREATE INDEX "mail_queue_about_idx" ON "mail_queue" USING btree (coalesce("template"->>'orderNo', "template"->>'number'));--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","order_no");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."status" = 'PAID';--> statement-breakpoint
CREATE INDEX "payment_events_ignored_idx" ON "payment_events" USING btree ("received_at") WHERE "payment_events"."outcome" like 'ignored%';--> statement-breakpoint
CREATE INDEX "supplier_events_subject_idx" ON "supplier_events" USING btree (coalesce("payload"->>'supplierOrderRef', "payload"->>'ref'));--> statement-breakpoint
CREATE INDEX "supplier_events_reference_idx" ON "supplier_events" USING btree (("payload"->>'reference'));--> statement-breakpoint
CREATE INDEX "supplier_events_iccid_idx" ON "supplier_events" USING btree (("payload"->>'iccid'));--> statement-breakpoint
CREATE INDEX "supplier_events_ignored_idx" ON "supplier_events" USING btree ("received_at") WHERE "supplier_events"."outcome" like 'ignored%';--> statement-breakpoint
CREATE INDEX "supplier_orders_sending_idx" ON "supplier_orders" USING btree ("attempted_at") WHERE "supplier_orders"."state" = 'SENDING';--> statement-breakpoint
CREATE INDEX "supplier_orders_several_idx" ON "supplier_orders" USING btree ("updated_at") WHERE "supplier_orders"."note" like 'several orders%';--> statement-breakpoint
-- Internal notes on orders are append-only (docs/CONSOLE.md#orders), as the audit log is
-- (0014_staff.sql): these refuse UPDATE, DELETE and TRUNCATE whoever asks.
CREATE OR REPLACE FUNCTION order_notes_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'order notes are append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_notes_append_only BEFORE UPDATE OR DELETE ON "order_notes" FOR EACH ROW EXECUTE FUNCTION order_notes_refuse_change();
--> statement-breakpoint
CREATE TRIGGER order_notes_no_truncate BEFORE TRUNCATE ON "order_notes" FOR EACH STATEMENT EXECUTE FUNCTION order_notes_refuse_change();
