ALTER TABLE "online_registrations" ADD COLUMN "reference" text;--> statement-breakpoint
-- Registrants from before references get one from their id (REG-0000-0042: a 0 or 1 is never drawn).
UPDATE "online_registrations" SET "reference" = 'REG-' || substr(lpad("id"::text, 8, '0'), 1, 4) || '-' || substr(lpad("id"::text, 8, '0'), 5, 4) WHERE "reference" IS NULL;--> statement-breakpoint
ALTER TABLE "online_registrations" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "online_registrations_reference_key" ON "online_registrations" USING btree ("tenant_id","reference");
