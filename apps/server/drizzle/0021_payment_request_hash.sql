ALTER TABLE "fee_payments" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "hostel_payments" ADD COLUMN "request_hash" text;