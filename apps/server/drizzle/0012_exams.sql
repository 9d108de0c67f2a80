CREATE TABLE "co_scholastic_grades" (
	"tenant_id" bigint NOT NULL,
	"exam_type_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"area" text NOT NULL,
	"grade" text NOT NULL,
	CONSTRAINT "co_scholastic_grades_tenant_id_exam_type_id_session_id_student_id_area_pk" PRIMARY KEY("tenant_id","exam_type_id","session_id","student_id","area")
);
--> statement-breakpoint
CREATE TABLE "exam_duties" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "exam_duties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"exam_type_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	"subject_id" bigint NOT NULL,
	"teacher_id" bigint NOT NULL,
	CONSTRAINT "exam_duties_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "exam_marks" (
	"tenant_id" bigint NOT NULL,
	"exam_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"obtain_mark" numeric(7, 2),
	"is_absent" boolean DEFAULT false NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"entered_by" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_marks_tenant_id_exam_id_student_id_pk" PRIMARY KEY("tenant_id","exam_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "exam_rooms" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "exam_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"exam_type_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"room_name" text NOT NULL,
	"capacity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "exam_rooms_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "exam_seats" (
	"tenant_id" bigint NOT NULL,
	"room_id" bigint NOT NULL,
	"seat_no" integer NOT NULL,
	"student_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	CONSTRAINT "exam_seats_tenant_id_room_id_seat_no_pk" PRIMARY KEY("tenant_id","room_id","seat_no")
);
--> statement-breakpoint
CREATE TABLE "exam_types" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "exam_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"exam_type_name" text NOT NULL,
	"weight" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_types_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "exams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"exam_type_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	"subject_id" bigint NOT NULL,
	"exam_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"full_mark" integer NOT NULL,
	"min_mark" integer NOT NULL,
	"result_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "grade_bands" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "grade_bands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"grade" text NOT NULL,
	"min_percent" smallint NOT NULL,
	"max_percent" smallint NOT NULL,
	CONSTRAINT "grade_bands_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "question_papers" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "question_papers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"exam_id" bigint NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"uploaded_by" bigint NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_papers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "co_scholastic_grades" ADD CONSTRAINT "co_scholastic_grades_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_scholastic_grades" ADD CONSTRAINT "co_scholastic_grades_tenant_id_exam_type_id_exam_types_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exam_type_id") REFERENCES "public"."exam_types"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_duties" ADD CONSTRAINT "exam_duties_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_duties" ADD CONSTRAINT "exam_duties_tenant_id_exam_type_id_exam_types_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exam_type_id") REFERENCES "public"."exam_types"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_tenant_id_exam_id_exams_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exam_id") REFERENCES "public"."exams"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_rooms" ADD CONSTRAINT "exam_rooms_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_rooms" ADD CONSTRAINT "exam_rooms_tenant_id_exam_type_id_exam_types_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exam_type_id") REFERENCES "public"."exam_types"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_seats" ADD CONSTRAINT "exam_seats_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_seats" ADD CONSTRAINT "exam_seats_tenant_id_room_id_exam_rooms_tenant_id_id_fk" FOREIGN KEY ("tenant_id","room_id") REFERENCES "public"."exam_rooms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_types" ADD CONSTRAINT "exam_types_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_tenant_id_exam_type_id_exam_types_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exam_type_id") REFERENCES "public"."exam_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_bands" ADD CONSTRAINT "grade_bands_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_papers" ADD CONSTRAINT "question_papers_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_papers" ADD CONSTRAINT "question_papers_tenant_id_exam_id_exams_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exam_id") REFERENCES "public"."exams"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_duties_key" ON "exam_duties" USING btree ("tenant_id","kind","exam_type_id","session_id","class_id","subject_id");--> statement-breakpoint
CREATE INDEX "exam_duties_teacher_idx" ON "exam_duties" USING btree ("tenant_id","teacher_id","kind");--> statement-breakpoint
CREATE INDEX "exam_marks_student_idx" ON "exam_marks" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "exam_rooms_exam_idx" ON "exam_rooms" USING btree ("tenant_id","exam_type_id","session_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_types_name_key" ON "exam_types" USING btree ("tenant_id",lower("exam_type_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "exams_subject_key" ON "exams" USING btree ("tenant_id","exam_type_id","session_id","class_id","subject_id");--> statement-breakpoint
CREATE INDEX "exams_class_day_idx" ON "exams" USING btree ("tenant_id","session_id","class_id","exam_date");--> statement-breakpoint
CREATE UNIQUE INDEX "question_papers_exam_key" ON "question_papers" USING btree ("tenant_id","exam_id");