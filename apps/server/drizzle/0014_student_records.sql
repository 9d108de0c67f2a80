CREATE TABLE "discontinuations" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "discontinuations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"student_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	"section_id" bigint,
	"date_of_leaving" date NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discontinuations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "online_registration_settings" (
	"tenant_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"is_open" boolean DEFAULT false NOT NULL,
	CONSTRAINT "online_registration_settings_tenant_id_session_id_pk" PRIMARY KEY("tenant_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "online_registrations" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "online_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	"student_name" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"father_name" text NOT NULL,
	"father_mobile" text,
	"father_email" text,
	"mother_name" text,
	"mother_mobile" text,
	"mother_email" text,
	"address" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"student_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_registrations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "optional_subject_assignments" (
	"tenant_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"subject_id" bigint NOT NULL,
	"assigned_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "optional_subject_assignments_tenant_id_session_id_student_id_pk" PRIMARY KEY("tenant_id","session_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "transfer_certificate_counters" (
	"tenant_id" bigint NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "transfer_certificate_counters_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
CREATE TABLE "transfer_certificates" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "transfer_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tc_no" integer NOT NULL,
	"student_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	"section_id" bigint,
	"admission_no" text,
	"student_name" text NOT NULL,
	"father_name" text,
	"mother_name" text,
	"address" text,
	"class" text NOT NULL,
	"exam_result_status" text NOT NULL,
	"promote_status" text,
	"birth_date" date NOT NULL,
	"leaving_date" date NOT NULL,
	"character" text,
	"nationality" text,
	"transfer_reason" text NOT NULL,
	"specfic_transfer_reason" text,
	"notes" text,
	"tc_issue_date" date NOT NULL,
	"issued_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_certificates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "discontinuations" ADD CONSTRAINT "discontinuations_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_registration_settings" ADD CONSTRAINT "online_registration_settings_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_registrations" ADD CONSTRAINT "online_registrations_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optional_subject_assignments" ADD CONSTRAINT "optional_subject_assignments_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_certificate_counters" ADD CONSTRAINT "transfer_certificate_counters_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_certificates" ADD CONSTRAINT "transfer_certificates_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discontinuations_student_key" ON "discontinuations" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "discontinuations_list_idx" ON "discontinuations" USING btree ("tenant_id","session_id","class_id","section_id");--> statement-breakpoint
CREATE INDEX "online_registrations_list_idx" ON "online_registrations" USING btree ("tenant_id","session_id","status","class_id");--> statement-breakpoint
CREATE INDEX "optional_subject_assignments_subject_idx" ON "optional_subject_assignments" USING btree ("tenant_id","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_certificates_no_key" ON "transfer_certificates" USING btree ("tenant_id","tc_no");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_certificates_student_key" ON "transfer_certificates" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "transfer_certificates_report_idx" ON "transfer_certificates" USING btree ("tenant_id","session_id","class_id","section_id");