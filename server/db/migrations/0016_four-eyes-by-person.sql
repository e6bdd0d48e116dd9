ALTER TABLE "staff_members" ADD COLUMN "role_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "role_granted_by" integer;--> statement-breakpoint
-- Members who were there before: their role held since they were added, given by whoever added them ...
UPDATE "staff_members" SET "role_since" = "created_at", "role_granted_by" = "created_by";--> statement-breakpoint
-- ... unless the audit trail shows a later change of their role or of their disabling: then since that change, by its author.
UPDATE "staff_members" AS m SET "role_since" = c."at", "role_granted_by" = c."by"
FROM (
  SELECT DISTINCT ON ("entity_id") "entity_id", "at",
    CASE WHEN "actor" ~ '^staff:[0-9]+$' THEN substring("actor" from 7)::integer END AS "by"
  FROM "audit_events"
  WHERE "entity" = 'staff_member' AND "action" = 'staff.change' AND ("fields" ? 'role' OR "fields" ? 'disabledAt')
  ORDER BY "entity_id", "at" DESC, "id" DESC
) AS c
WHERE c."entity_id" = m."id"::text;
