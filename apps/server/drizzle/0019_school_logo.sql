CREATE TABLE "school_logos" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "school_logos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"content_type" text NOT NULL,
	"image" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_logos_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "school_logos" ADD CONSTRAINT "school_logos_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "school_logos_one_key" ON "school_logos" USING btree ("tenant_id");