ALTER TABLE "audit_events" ADD COLUMN "before_digest" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "after_digest" text;