ALTER TABLE "users" DROP CONSTRAINT "users_account_ck";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_guest_ck";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_deleted_ck" CHECK ((("users"."kind" = 'deleted') = ("users"."deleted_at" is not null))
       and (("users"."kind" <> 'deleted') or ("users"."password_hash" is null and "users"."device_id_hash" is null and "users"."merchant_id" is null and "users"."merchant_sub_id" is null and "users"."source_type" is null)));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_ck" CHECK (("users"."kind" <> 'account') or ("users"."email" is not null and "users"."password_hash" is not null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_guest_ck" CHECK (("users"."kind" <> 'guest') or ("users"."device_id_hash" is not null));