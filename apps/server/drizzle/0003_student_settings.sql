CREATE TABLE "student_settings" (
	"tenant_id" bigint NOT NULL,
	"roll_number_order" text DEFAULT 'alphabetical' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_settings_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "student_settings" ADD CONSTRAINT "student_settings_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;