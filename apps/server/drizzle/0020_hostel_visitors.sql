CREATE TABLE "hostel_visitors" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "hostel_visitors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"allocation_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"visit_date" date NOT NULL,
	"in_time" text NOT NULL,
	"out_time" text,
	"visitor_names" text[] NOT NULL,
	"relations" text[] NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_visitors_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "hostel_visitors_times" CHECK ("hostel_visitors"."in_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ("hostel_visitors"."out_time" is null or ("hostel_visitors"."out_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "hostel_visitors"."out_time" >= "hostel_visitors"."in_time"))),
	CONSTRAINT "hostel_visitors_people" CHECK (cardinality("hostel_visitors"."visitor_names") between 1 and 10 and cardinality("hostel_visitors"."relations") = cardinality("hostel_visitors"."visitor_names"))
);
--> statement-breakpoint
ALTER TABLE "hostel_visitors" ADD CONSTRAINT "hostel_visitors_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_visitors" ADD CONSTRAINT "hostel_visitors_tenant_id_allocation_id_hostel_allocations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","allocation_id") REFERENCES "public"."hostel_allocations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_visitors" ADD CONSTRAINT "hostel_visitors_tenant_id_session_id_academic_sessions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","session_id") REFERENCES "public"."academic_sessions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hostel_visitors_list_idx" ON "hostel_visitors" USING btree ("tenant_id","session_id","visit_date","id");--> statement-breakpoint
CREATE INDEX "hostel_visitors_allocation_idx" ON "hostel_visitors" USING btree ("tenant_id","allocation_id");