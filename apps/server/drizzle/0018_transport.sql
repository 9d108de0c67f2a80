CREATE TABLE "transport_allocations" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "transport_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"route_id" bigint NOT NULL,
	"pickup_point_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_allocations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "transport_boardings" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "transport_boardings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"student_id" bigint NOT NULL,
	"route_id" bigint NOT NULL,
	"pickup_point_id" bigint NOT NULL,
	"boarding_date" date NOT NULL,
	"trip" text NOT NULL,
	"status" text NOT NULL,
	"marked_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_boardings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "transport_driver_profiles" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"license_no" text NOT NULL,
	"mobile_no" text NOT NULL,
	"address" text,
	CONSTRAINT "transport_driver_profiles_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "transport_driver_settings" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "transport_driver_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"driver_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"route_id" bigint NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_driver_settings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "transport_pickup_points" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "transport_pickup_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"route_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"address" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"fare_paise" bigint NOT NULL,
	CONSTRAINT "transport_pickup_points_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "transport_routes" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "transport_routes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"route_name" text NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_routes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "transport_vehicles" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "transport_vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vehicle_name" text NOT NULL,
	"vehicle_no" text NOT NULL,
	"seats" integer NOT NULL,
	"insurance_expiry" date,
	"fitness_expiry" date,
	"permit_expiry" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_vehicles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "transport_allocations" ADD CONSTRAINT "transport_allocations_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_allocations" ADD CONSTRAINT "transport_allocations_tenant_id_session_id_academic_sessions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","session_id") REFERENCES "public"."academic_sessions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_allocations" ADD CONSTRAINT "transport_allocations_tenant_id_student_id_students_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."students"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_allocations" ADD CONSTRAINT "transport_allocations_tenant_id_route_id_transport_routes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","route_id") REFERENCES "public"."transport_routes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_allocations" ADD CONSTRAINT "transport_allocations_tenant_id_pickup_point_id_transport_pickup_points_tenant_id_id_fk" FOREIGN KEY ("tenant_id","pickup_point_id") REFERENCES "public"."transport_pickup_points"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_boardings" ADD CONSTRAINT "transport_boardings_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_boardings" ADD CONSTRAINT "transport_boardings_tenant_id_student_id_students_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."students"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_boardings" ADD CONSTRAINT "transport_boardings_tenant_id_route_id_transport_routes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","route_id") REFERENCES "public"."transport_routes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_driver_profiles" ADD CONSTRAINT "transport_driver_profiles_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_driver_profiles" ADD CONSTRAINT "transport_driver_profiles_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_driver_settings" ADD CONSTRAINT "transport_driver_settings_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_driver_settings" ADD CONSTRAINT "transport_driver_settings_tenant_id_driver_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","driver_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_driver_settings" ADD CONSTRAINT "transport_driver_settings_tenant_id_vehicle_id_transport_vehicles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","vehicle_id") REFERENCES "public"."transport_vehicles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_driver_settings" ADD CONSTRAINT "transport_driver_settings_tenant_id_route_id_transport_routes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","route_id") REFERENCES "public"."transport_routes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_pickup_points" ADD CONSTRAINT "transport_pickup_points_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_pickup_points" ADD CONSTRAINT "transport_pickup_points_tenant_id_route_id_transport_routes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","route_id") REFERENCES "public"."transport_routes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_routes" ADD CONSTRAINT "transport_routes_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_routes" ADD CONSTRAINT "transport_routes_tenant_id_vehicle_id_transport_vehicles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","vehicle_id") REFERENCES "public"."transport_vehicles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_vehicles" ADD CONSTRAINT "transport_vehicles_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transport_allocations_student_key" ON "transport_allocations" USING btree ("tenant_id","session_id","student_id");--> statement-breakpoint
CREATE INDEX "transport_allocations_route_idx" ON "transport_allocations" USING btree ("tenant_id","session_id","route_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_boardings_trip_key" ON "transport_boardings" USING btree ("tenant_id","student_id","boarding_date","trip");--> statement-breakpoint
CREATE INDEX "transport_driver_settings_driver_idx" ON "transport_driver_settings" USING btree ("tenant_id","driver_id","from_date");--> statement-breakpoint
CREATE INDEX "transport_driver_settings_route_idx" ON "transport_driver_settings" USING btree ("tenant_id","route_id");--> statement-breakpoint
CREATE INDEX "transport_pickup_points_route_idx" ON "transport_pickup_points" USING btree ("tenant_id","route_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_routes_name_key" ON "transport_routes" USING btree ("tenant_id",lower("route_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "transport_vehicles_no_key" ON "transport_vehicles" USING btree ("tenant_id","vehicle_no");