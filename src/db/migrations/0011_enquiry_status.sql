ALTER TABLE "leads" ADD COLUMN "status_token" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_token_unique" UNIQUE("status_token");