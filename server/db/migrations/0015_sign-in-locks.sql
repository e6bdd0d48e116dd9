CREATE TABLE "sign_in_locks" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"pending" smallint DEFAULT 0 NOT NULL,
	"run_ends_at" timestamp with time zone,
	"touched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_locks_touched_idx" ON "sign_in_locks" USING btree ("touched_at");