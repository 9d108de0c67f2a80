CREATE TABLE "report_card_remarks" (
	"tenant_id" bigint NOT NULL,
	"exam_type_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"remarks" text NOT NULL,
	"updated_by" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_card_remarks_tenant_id_exam_type_id_session_id_student_id_pk" PRIMARY KEY("tenant_id","exam_type_id","session_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "apaar_id" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "pen" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "previous_school" text;--> statement-breakpoint
ALTER TABLE "report_card_remarks" ADD CONSTRAINT "report_card_remarks_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_remarks" ADD CONSTRAINT "report_card_remarks_tenant_id_exam_type_id_exam_types_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exam_type_id") REFERENCES "public"."exam_types"("tenant_id","id") ON DELETE cascade ON UPDATE no action;