ALTER TABLE "partner_logos" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "partner_logos" ADD COLUMN "content_type" text;