DROP INDEX "step_transitions_client_idx";--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "step_transitions_once_idx" ON "step_transitions" USING btree ("client_id","step","kind");