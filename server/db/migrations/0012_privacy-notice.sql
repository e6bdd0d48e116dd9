ALTER TABLE "clients" ADD COLUMN "privacy_notice_version" varchar(20);--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "privacy_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "marketing_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "privacy_policy_url" text;