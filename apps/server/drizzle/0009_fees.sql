CREATE TABLE "concession_categories" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "concession_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"fee_title_id" bigint,
	"is_state_receivable" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concession_categories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "fee_structure_classes" (
	"tenant_id" bigint NOT NULL,
	"structure_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	"plans" jsonb NOT NULL,
	CONSTRAINT "fee_structure_classes_tenant_id_structure_id_class_id_pk" PRIMARY KEY("tenant_id","structure_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "fee_structure_components" (
	"tenant_id" bigint NOT NULL,
	"structure_id" bigint NOT NULL,
	"fee_title_id" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "fee_structure_components_tenant_id_structure_id_fee_title_id_pk" PRIMARY KEY("tenant_id","structure_id","fee_title_id")
);
--> statement-breakpoint
CREATE TABLE "fee_structures" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "fee_structures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" bigint NOT NULL,
	"months" integer[] NOT NULL,
	"is_discount" boolean DEFAULT false NOT NULL,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"voucher_applicable" boolean DEFAULT false NOT NULL,
	"vouchers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_structures_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "fee_titles" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "fee_titles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"fee_type_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_titles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "student_concessions" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "student_concessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"student_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"approved_by" text NOT NULL,
	"approved_on" date NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_concessions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "concession_categories" ADD CONSTRAINT "concession_categories_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concession_categories" ADD CONSTRAINT "concession_categories_tenant_id_fee_title_id_fee_titles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","fee_title_id") REFERENCES "public"."fee_titles"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structure_classes" ADD CONSTRAINT "fee_structure_classes_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structure_classes" ADD CONSTRAINT "fee_structure_classes_tenant_id_structure_id_fee_structures_tenant_id_id_fk" FOREIGN KEY ("tenant_id","structure_id") REFERENCES "public"."fee_structures"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structure_components" ADD CONSTRAINT "fee_structure_components_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structure_components" ADD CONSTRAINT "fee_structure_components_tenant_id_structure_id_fee_structures_tenant_id_id_fk" FOREIGN KEY ("tenant_id","structure_id") REFERENCES "public"."fee_structures"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structure_components" ADD CONSTRAINT "fee_structure_components_tenant_id_fee_title_id_fee_titles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","fee_title_id") REFERENCES "public"."fee_titles"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structures" ADD CONSTRAINT "fee_structures_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_titles" ADD CONSTRAINT "fee_titles_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_concessions" ADD CONSTRAINT "student_concessions_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_concessions" ADD CONSTRAINT "student_concessions_tenant_id_category_id_concession_categories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."concession_categories"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "concession_categories_name_key" ON "concession_categories" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "fee_structure_classes_class_key" ON "fee_structure_classes" USING btree ("tenant_id","session_id","class_id");--> statement-breakpoint
CREATE INDEX "fee_structure_components_title_idx" ON "fee_structure_components" USING btree ("tenant_id","fee_title_id");--> statement-breakpoint
CREATE INDEX "fee_structures_session_idx" ON "fee_structures" USING btree ("tenant_id","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_titles_name_key" ON "fee_titles" USING btree ("tenant_id",lower("fee_type_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "student_concessions_key" ON "student_concessions" USING btree ("tenant_id","session_id","student_id","category_id");--> statement-breakpoint
CREATE INDEX "student_concessions_category_idx" ON "student_concessions" USING btree ("tenant_id","category_id");