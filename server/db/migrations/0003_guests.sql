CREATE TABLE "guest_check_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"new_guest" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "device_id_hash" text;--> statement-breakpoint
ALTER TABLE "guest_check_tokens" ADD CONSTRAINT "guest_check_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_check_tokens_expiry_idx" ON "guest_check_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_device_uq" ON "users" USING btree ("device_id_hash") WHERE "users"."device_id_hash" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_guest_ck" CHECK (("users"."kind" = 'account') or ("users"."device_id_hash" is not null));