CREATE TABLE "partner_theme_drafts" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"tokens" jsonb NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_theme_versions" (
	"partner_id" integer NOT NULL,
	"version" integer NOT NULL,
	"tokens" jsonb NOT NULL,
	"published_by" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"restored_from" integer,
	CONSTRAINT "partner_theme_versions_partner_id_version_pk" PRIMARY KEY("partner_id","version")
);
--> statement-breakpoint
ALTER TABLE "partner_theme_drafts" ADD CONSTRAINT "partner_theme_drafts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_theme_versions" ADD CONSTRAINT "partner_theme_versions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;