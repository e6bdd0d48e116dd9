CREATE TABLE "application_claims" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_claims" ADD CONSTRAINT "application_claims_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_claims" ADD CONSTRAINT "application_claims_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_claims_staff_idx" ON "application_claims" USING btree ("staff_id");