ALTER TABLE "reviews" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reject_reason_ck" CHECK ("reviews"."reject_reason" is null or "reviews"."status" = 'rejected');--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_ck" CHECK (("reviews"."reply" is null) = ("reviews"."replied_at" is null));