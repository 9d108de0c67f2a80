CREATE TABLE "modules" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"icon" text,
	"order" integer NOT NULL,
	"parent_id" integer,
	"type" text NOT NULL,
	"area" text NOT NULL,
	"additional_module" integer DEFAULT 0 NOT NULL,
	"payment_format" text,
	"create_permission" text,
	CONSTRAINT "modules_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "role_module_access" (
	"tenant_id" bigint NOT NULL,
	"role_id" smallint NOT NULL,
	"module_id" integer NOT NULL,
	CONSTRAINT "role_module_access_tenant_id_role_id_module_id_pk" PRIMARY KEY("tenant_id","role_id","module_id")
);
--> statement-breakpoint
ALTER TABLE "role_module_access" ADD CONSTRAINT "role_module_access_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_module_access" ADD CONSTRAINT "role_module_access_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_module_access_module_idx" ON "role_module_access" USING btree ("module_id");