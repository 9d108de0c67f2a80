CREATE TABLE "tc_dues_waivers" (
	"tenant_id" bigint NOT NULL,
	"tc_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"dues" jsonb NOT NULL,
	"waived_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tc_dues_waivers_tenant_id_tc_id_pk" PRIMARY KEY("tenant_id","tc_id")
);
--> statement-breakpoint
ALTER TABLE "tc_dues_waivers" ADD CONSTRAINT "tc_dues_waivers_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tc_dues_waivers" ADD CONSTRAINT "tc_dues_waivers_tenant_id_tc_id_transfer_certificates_tenant_id_id_fk" FOREIGN KEY ("tenant_id","tc_id") REFERENCES "public"."transfer_certificates"("tenant_id","id") ON DELETE cascade ON UPDATE no action;