CREATE TABLE "hostel_out_passes" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "hostel_out_passes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"allocation_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"leave_on" date NOT NULL,
	"leave_time" text NOT NULL,
	"return_on" date NOT NULL,
	"return_time" text NOT NULL,
	"reason" text NOT NULL,
	"escort" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"requested_by" bigint NOT NULL,
	"decided_by" bigint,
	"left_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_out_passes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "hostel_out_passes_window" CHECK (("hostel_out_passes"."return_on"::text || ' ' || "hostel_out_passes"."return_time") > ("hostel_out_passes"."leave_on"::text || ' ' || "hostel_out_passes"."leave_time"))
);
--> statement-breakpoint
CREATE TABLE "hostel_seat_quotas" (
	"tenant_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	"section_id" bigint NOT NULL,
	"seats" smallint NOT NULL,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_seat_quotas_tenant_id_session_id_class_id_section_id_pk" PRIMARY KEY("tenant_id","session_id","class_id","section_id"),
	CONSTRAINT "hostel_seat_quotas_seats_range" CHECK ("hostel_seat_quotas"."seats" between 0 and 2000)
);
--> statement-breakpoint
ALTER TABLE "hostel_out_passes" ADD CONSTRAINT "hostel_out_passes_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_out_passes" ADD CONSTRAINT "hostel_out_passes_tenant_id_allocation_id_hostel_allocations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","allocation_id") REFERENCES "public"."hostel_allocations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_out_passes" ADD CONSTRAINT "hostel_out_passes_tenant_id_student_id_students_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."students"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_out_passes" ADD CONSTRAINT "hostel_out_passes_tenant_id_requested_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","requested_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_seat_quotas" ADD CONSTRAINT "hostel_seat_quotas_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_seat_quotas" ADD CONSTRAINT "hostel_seat_quotas_tenant_id_session_id_academic_sessions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","session_id") REFERENCES "public"."academic_sessions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_seat_quotas" ADD CONSTRAINT "hostel_seat_quotas_tenant_id_class_id_classes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","class_id") REFERENCES "public"."classes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_seat_quotas" ADD CONSTRAINT "hostel_seat_quotas_tenant_id_section_id_sections_tenant_id_id_fk" FOREIGN KEY ("tenant_id","section_id") REFERENCES "public"."sections"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hostel_out_passes_list_idx" ON "hostel_out_passes" USING btree ("tenant_id","session_id","id");--> statement-breakpoint
CREATE INDEX "hostel_out_passes_student_idx" ON "hostel_out_passes" USING btree ("tenant_id","student_id","id");