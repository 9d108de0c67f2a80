CREATE TABLE "hostel_fee_setups" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "hostel_fee_setups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"hostel_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"late_fee_paise" bigint NOT NULL,
	"last_day" smallint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"currency_symbol" text DEFAULT '₹' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_fee_setups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "hostel_fee_setups_last_day_range" CHECK ("hostel_fee_setups"."last_day" between 1 and 30),
	CONSTRAINT "hostel_fee_setups_amounts" CHECK ("hostel_fee_setups"."amount_paise" >= 0 and "hostel_fee_setups"."late_fee_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hostel_paid_months" (
	"tenant_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"month" text NOT NULL,
	"payment_id" bigint NOT NULL,
	CONSTRAINT "hostel_paid_months_tenant_id_session_id_student_id_month_pk" PRIMARY KEY("tenant_id","session_id","student_id","month"),
	CONSTRAINT "hostel_paid_months_format" CHECK ("hostel_paid_months"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "hostel_payments" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "hostel_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"allocation_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"fee_setup_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"fee_payment_id" bigint NOT NULL,
	"receipt_no" bigint NOT NULL,
	"payment_date" date NOT NULL,
	"due_paise" bigint NOT NULL,
	"late_fee_paise" bigint NOT NULL,
	"paid_paise" bigint NOT NULL,
	"received_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_payments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "hostel_rooms" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "hostel_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"hostel_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"room_name" text NOT NULL,
	"capacity" smallint NOT NULL,
	"resident_for" text NOT NULL,
	"gender" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_rooms_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "hostel_rooms_capacity_range" CHECK ("hostel_rooms"."capacity" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "hostels" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "hostels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"warden_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostels_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "hostel_allocations" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "hostel_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" bigint NOT NULL,
	"hostel_id" bigint NOT NULL,
	"room_id" bigint NOT NULL,
	"resident_for" text NOT NULL,
	"student_id" bigint,
	"staff_user_id" bigint,
	"date_of_joining" date NOT NULL,
	"is_discontinue" boolean DEFAULT false NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_allocations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "hostel_allocations_one_resident" CHECK (("hostel_allocations"."resident_for" = 'student' and "hostel_allocations"."student_id" is not null and "hostel_allocations"."staff_user_id" is null) or ("hostel_allocations"."resident_for" = 'staff' and "hostel_allocations"."staff_user_id" is not null and "hostel_allocations"."student_id" is null))
);
--> statement-breakpoint
ALTER TABLE "hostel_fee_setups" ADD CONSTRAINT "hostel_fee_setups_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_fee_setups" ADD CONSTRAINT "hostel_fee_setups_tenant_id_hostel_id_hostels_tenant_id_id_fk" FOREIGN KEY ("tenant_id","hostel_id") REFERENCES "public"."hostels"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_fee_setups" ADD CONSTRAINT "hostel_fee_setups_tenant_id_session_id_academic_sessions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","session_id") REFERENCES "public"."academic_sessions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_paid_months" ADD CONSTRAINT "hostel_paid_months_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_paid_months" ADD CONSTRAINT "hostel_paid_months_tenant_id_payment_id_hostel_payments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","payment_id") REFERENCES "public"."hostel_payments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_payments" ADD CONSTRAINT "hostel_payments_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_payments" ADD CONSTRAINT "hostel_payments_tenant_id_allocation_id_hostel_allocations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","allocation_id") REFERENCES "public"."hostel_allocations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_payments" ADD CONSTRAINT "hostel_payments_tenant_id_fee_setup_id_hostel_fee_setups_tenant_id_id_fk" FOREIGN KEY ("tenant_id","fee_setup_id") REFERENCES "public"."hostel_fee_setups"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_rooms" ADD CONSTRAINT "hostel_rooms_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_rooms" ADD CONSTRAINT "hostel_rooms_tenant_id_hostel_id_hostels_tenant_id_id_fk" FOREIGN KEY ("tenant_id","hostel_id") REFERENCES "public"."hostels"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_rooms" ADD CONSTRAINT "hostel_rooms_tenant_id_session_id_academic_sessions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","session_id") REFERENCES "public"."academic_sessions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostels" ADD CONSTRAINT "hostels_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostels" ADD CONSTRAINT "hostels_tenant_id_warden_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","warden_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_allocations" ADD CONSTRAINT "hostel_allocations_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_allocations" ADD CONSTRAINT "hostel_allocations_tenant_id_room_id_hostel_rooms_tenant_id_id_fk" FOREIGN KEY ("tenant_id","room_id") REFERENCES "public"."hostel_rooms"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_allocations" ADD CONSTRAINT "hostel_allocations_tenant_id_hostel_id_hostels_tenant_id_id_fk" FOREIGN KEY ("tenant_id","hostel_id") REFERENCES "public"."hostels"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_allocations" ADD CONSTRAINT "hostel_allocations_tenant_id_session_id_academic_sessions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","session_id") REFERENCES "public"."academic_sessions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_allocations" ADD CONSTRAINT "hostel_allocations_tenant_id_student_id_students_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."students"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_allocations" ADD CONSTRAINT "hostel_allocations_tenant_id_staff_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","staff_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_fee_setups_hostel_session_key" ON "hostel_fee_setups" USING btree ("tenant_id","hostel_id","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_payments_idempotency_key" ON "hostel_payments" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "hostel_payments_student_idx" ON "hostel_payments" USING btree ("tenant_id","session_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_rooms_name_key" ON "hostel_rooms" USING btree ("tenant_id","hostel_id","session_id",lower("room_name"));--> statement-breakpoint
CREATE INDEX "hostel_rooms_list_idx" ON "hostel_rooms" USING btree ("tenant_id","session_id","hostel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hostels_name_key" ON "hostels" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_allocations_active_student_key" ON "hostel_allocations" USING btree ("tenant_id","session_id","student_id") WHERE not "hostel_allocations"."is_discontinue" and "hostel_allocations"."student_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_allocations_active_staff_key" ON "hostel_allocations" USING btree ("tenant_id","session_id","staff_user_id") WHERE not "hostel_allocations"."is_discontinue" and "hostel_allocations"."staff_user_id" is not null;--> statement-breakpoint
CREATE INDEX "hostel_allocations_room_idx" ON "hostel_allocations" USING btree ("tenant_id","room_id");--> statement-breakpoint
CREATE INDEX "hostel_allocations_list_idx" ON "hostel_allocations" USING btree ("tenant_id","session_id","hostel_id");