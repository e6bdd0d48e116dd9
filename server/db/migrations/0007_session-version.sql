ALTER TABLE "email_codes" DROP CONSTRAINT "email_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kept_session" varchar(32);--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_purpose_check" CHECK ("email_codes"."purpose" in ('continue', 'password', 'electronic-check'));