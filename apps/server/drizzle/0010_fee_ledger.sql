CREATE TABLE "fee_ledger_entries" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "fee_ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"student_id" bigint NOT NULL,
	"session_id" bigint,
	"source" text NOT NULL,
	"due_key" text NOT NULL,
	"label" text NOT NULL,
	"due_date" date,
	"entry_date" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"late_fee_paise" bigint DEFAULT 0 NOT NULL,
	"payment_id" bigint,
	"reverses_id" bigint,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_ledger_entries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "fee_payments" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "fee_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"receipt_no" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"student_id" bigint NOT NULL,
	"session_id" bigint,
	"payment_date" date NOT NULL,
	"mode" text NOT NULL,
	"cheque_dd_no" text,
	"cheque_date" date,
	"bank_details" text,
	"provider" text,
	"provider_payment_id" text,
	"purpose" text,
	"total_paise" bigint NOT NULL,
	"received_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_payments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "fee_receipt_counters" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_ledger_entries" ADD CONSTRAINT "fee_ledger_entries_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_ledger_entries" ADD CONSTRAINT "fee_ledger_entries_tenant_id_payment_id_fee_payments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","payment_id") REFERENCES "public"."fee_payments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_ledger_entries" ADD CONSTRAINT "fee_ledger_entries_tenant_id_reverses_id_fee_ledger_entries_tenant_id_id_fk" FOREIGN KEY ("tenant_id","reverses_id") REFERENCES "public"."fee_ledger_entries"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_ledger_entries" ADD CONSTRAINT "fee_ledger_entries_tenant_id_student_id_students_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."students"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_ledger_entries" ADD CONSTRAINT "fee_ledger_entries_tenant_id_session_id_academic_sessions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","session_id") REFERENCES "public"."academic_sessions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_tenant_id_student_id_students_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."students"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_tenant_id_session_id_academic_sessions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","session_id") REFERENCES "public"."academic_sessions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_receipt_counters" ADD CONSTRAINT "fee_receipt_counters_tenant_id_schools_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_ledger_idempotency_key" ON "fee_ledger_entries" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_ledger_reverses_once" ON "fee_ledger_entries" USING btree ("tenant_id","reverses_id") WHERE "fee_ledger_entries"."reverses_id" is not null;--> statement-breakpoint
CREATE INDEX "fee_ledger_student_idx" ON "fee_ledger_entries" USING btree ("tenant_id","student_id","due_key");--> statement-breakpoint
CREATE INDEX "fee_ledger_session_idx" ON "fee_ledger_entries" USING btree ("tenant_id","session_id","student_id");--> statement-breakpoint
CREATE INDEX "fee_ledger_payment_idx" ON "fee_ledger_entries" USING btree ("tenant_id","payment_id");--> statement-breakpoint
CREATE INDEX "fee_ledger_kind_date_idx" ON "fee_ledger_entries" USING btree ("tenant_id","kind","entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_payments_idempotency_key" ON "fee_payments" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_payments_receipt_no_key" ON "fee_payments" USING btree ("tenant_id","receipt_no");--> statement-breakpoint
CREATE INDEX "fee_payments_date_idx" ON "fee_payments" USING btree ("tenant_id","payment_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fee_payments_student_idx" ON "fee_payments" USING btree ("tenant_id","student_id");--> statement-breakpoint-- hand-written (carry over when regenerating)
-- The fee ledger and its payments are append-only for the school role: a cancellation is a
-- reversing entry. The platform role and the owner may still delete (a school removed whole).
CREATE FUNCTION fee_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR current_user = 'shala_app' THEN
    RAISE EXCEPTION 'the fee ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME;
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER fee_ledger_entries_append_only BEFORE UPDATE OR DELETE ON "fee_ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION fee_ledger_append_only();--> statement-breakpoint
CREATE TRIGGER fee_payments_append_only BEFORE UPDATE OR DELETE ON "fee_payments"
  FOR EACH ROW EXECUTE FUNCTION fee_ledger_append_only();
