DROP INDEX "academic_sessions_name_key";--> statement-breakpoint
ALTER TABLE "academic_sessions" ADD COLUMN "promoted_from_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "academic_sessions_promoted_from_key" ON "academic_sessions" USING btree ("tenant_id","promoted_from_id") WHERE "academic_sessions"."promoted_from_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "academic_sessions_name_key" ON "academic_sessions" USING btree ("tenant_id",coalesce("parent_id", 0),lower("name"));