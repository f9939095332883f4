ALTER TABLE "lead_events" ADD COLUMN "test_traffic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "test_traffic" boolean DEFAULT false NOT NULL;