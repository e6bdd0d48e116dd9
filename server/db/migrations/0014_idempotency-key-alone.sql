-- A key is one operation of one caller (ADR 215): of keys shared by two scopes only the newest claim stays.
DELETE FROM "idempotency_keys" a USING "idempotency_keys" b WHERE a."key" = b."key" AND (a."created_at", a."scope") < (b."created_at", b."scope");--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_scope_key_pk";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_key_pk" PRIMARY KEY("key");