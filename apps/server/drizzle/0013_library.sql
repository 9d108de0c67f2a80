CREATE TABLE "library_categories" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "library_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_categories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "library_copies" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "library_copies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"book_id" bigint NOT NULL,
	"accession_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_copies_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "library_issues" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "library_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"copy_id" bigint NOT NULL,
	"member_type" text NOT NULL,
	"student_id" bigint,
	"staff_user_id" bigint,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"returned_on" date,
	"fine_per_day_paise" bigint NOT NULL,
	"issued_by" bigint,
	"returned_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_issues_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "library_books" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "library_books_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"category_id" bigint NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"isbn" text,
	"publisher" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_books_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "library_fines" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "library_fines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"issue_id" bigint NOT NULL,
	"late_days" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"collected_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_fines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "library_settings" (
	"tenant_id" bigint NOT NULL,
	"fine_per_day_paise" bigint DEFAULT 0 NOT NULL,
	"loan_days" integer DEFAULT 14 NOT NULL,
	"last_accession_no" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_settings_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "library_categories" ADD CONSTRAINT "library_categories_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_copies" ADD CONSTRAINT "library_copies_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_copies" ADD CONSTRAINT "library_copies_tenant_id_book_id_library_books_tenant_id_id_fk" FOREIGN KEY ("tenant_id","book_id") REFERENCES "public"."library_books"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_issues" ADD CONSTRAINT "library_issues_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_issues" ADD CONSTRAINT "library_issues_tenant_id_copy_id_library_copies_tenant_id_id_fk" FOREIGN KEY ("tenant_id","copy_id") REFERENCES "public"."library_copies"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_issues" ADD CONSTRAINT "library_issues_tenant_id_student_id_students_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."students"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_issues" ADD CONSTRAINT "library_issues_tenant_id_staff_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","staff_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_books" ADD CONSTRAINT "library_books_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_books" ADD CONSTRAINT "library_books_tenant_id_category_id_library_categories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."library_categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_fines" ADD CONSTRAINT "library_fines_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_fines" ADD CONSTRAINT "library_fines_tenant_id_issue_id_library_issues_tenant_id_id_fk" FOREIGN KEY ("tenant_id","issue_id") REFERENCES "public"."library_issues"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_settings" ADD CONSTRAINT "library_settings_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_categories_name_key" ON "library_categories" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "library_copies_accession_key" ON "library_copies" USING btree ("tenant_id",lower("accession_no"));--> statement-breakpoint
CREATE INDEX "library_copies_book_idx" ON "library_copies" USING btree ("tenant_id","book_id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_issues_open_copy_key" ON "library_issues" USING btree ("tenant_id","copy_id") WHERE "library_issues"."returned_on" is null;--> statement-breakpoint
CREATE INDEX "library_issues_student_idx" ON "library_issues" USING btree ("tenant_id","student_id","due_date");--> statement-breakpoint
CREATE INDEX "library_issues_staff_idx" ON "library_issues" USING btree ("tenant_id","staff_user_id","due_date");--> statement-breakpoint
CREATE INDEX "library_issues_list_idx" ON "library_issues" USING btree ("tenant_id","issue_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "library_issues_open_idx" ON "library_issues" USING btree ("tenant_id","due_date") WHERE "library_issues"."returned_on" is null;--> statement-breakpoint
CREATE INDEX "library_books_title_idx" ON "library_books" USING btree ("tenant_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "library_books_category_idx" ON "library_books" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE INDEX "library_books_isbn_idx" ON "library_books" USING btree ("tenant_id","isbn");--> statement-breakpoint
CREATE UNIQUE INDEX "library_fines_issue_key" ON "library_fines" USING btree ("tenant_id","issue_id");