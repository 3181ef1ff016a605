ALTER TABLE "mail_queue" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_queue_dedupe_uq" ON "mail_queue" USING btree ("dedupe_key");