ALTER TABLE "transfer_certificates" ADD COLUMN "apaar_id" text;--> statement-breakpoint
ALTER TABLE "transfer_certificates" ADD COLUMN "pen" text;--> statement-breakpoint
ALTER TABLE "transfer_certificates" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "transfer_certificates" ADD COLUMN "first_admission_date" date;--> statement-breakpoint
ALTER TABLE "transfer_certificates" ADD COLUMN "first_admission_class" text;--> statement-breakpoint
ALTER TABLE "transfer_certificates" ADD COLUMN "board_result" text;--> statement-breakpoint
ALTER TABLE "transfer_certificates" ADD COLUMN "subjects_studied" text;--> statement-breakpoint
ALTER TABLE "transfer_certificates" ADD COLUMN "fees_paid_up_to" text;--> statement-breakpoint
ALTER TABLE "transfer_certificates" ADD COLUMN "fee_concession" text;--> statement-breakpoint
ALTER TABLE "transfer_certificates" ADD COLUMN "working_days" integer;--> statement-breakpoint
ALTER TABLE "transfer_certificates" ADD COLUMN "days_present" integer;--> statement-breakpoint
ALTER TABLE "transfer_certificates" ADD COLUMN "games_activities" text;--> statement-breakpoint
ALTER TABLE "transfer_certificates" ADD COLUMN "application_date" date;