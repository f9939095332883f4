ALTER TABLE "lead_deliveries" DROP CONSTRAINT "lead_deliveries_lead_channel_uq";--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD COLUMN "repeat_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "repeat_key" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "repeat_of" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "received_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_repeat_of_leads_id_fk" FOREIGN KEY ("repeat_of") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_repeat_group_idx" ON "leads" USING btree ("site_id","repeat_key","created_at") WHERE repeat_of is null;--> statement-breakpoint
CREATE INDEX "leads_repeat_of_idx" ON "leads" USING btree ("repeat_of") WHERE repeat_of is not null;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_lead_channel_uq" UNIQUE NULLS NOT DISTINCT("lead_id","channel","event_id","repeat_digest");