CREATE TABLE "partner_favicons" (
	"partner_id" integer NOT NULL,
	"digest" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_favicons_partner_id_digest_pk" PRIMARY KEY("partner_id","digest")
);
--> statement-breakpoint
ALTER TABLE "partner_styles" ADD COLUMN "favicon" text;--> statement-breakpoint
ALTER TABLE "partner_favicons" ADD CONSTRAINT "partner_favicons_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;