ALTER TABLE "staff_members" DROP COLUMN "failed_sign_ins";--> statement-breakpoint
ALTER TABLE "staff_members" DROP COLUMN "locked_until";