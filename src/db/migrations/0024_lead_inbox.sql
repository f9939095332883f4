CREATE TABLE "lead_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"dealership_id" integer NOT NULL,
	"kind" text NOT NULL,
	"staff_id" integer,
	"actor_staff_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL,
	CONSTRAINT "lead_activity_kind" CHECK ("lead_activity"."kind" in ('received', 'assigned', 'unassigned', 'status_changed', 'replied', 'note_added'))
);
--> statement-breakpoint
CREATE TABLE "lead_routing_settings" (
	"dealership_id" integer PRIMARY KEY NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reassign_after_minutes" integer DEFAULT 15 NOT NULL,
	"rotation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assignee_staff_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "reassign_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "routed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "route_waits_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_activity" ADD CONSTRAINT "lead_activity_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activity" ADD CONSTRAINT "lead_activity_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activity" ADD CONSTRAINT "lead_activity_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activity" ADD CONSTRAINT "lead_activity_actor_staff_id_staff_users_id_fk" FOREIGN KEY ("actor_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_routing_settings" ADD CONSTRAINT "lead_routing_settings_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_routing_settings" ADD CONSTRAINT "lead_routing_settings_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_activity_lead_at_idx" ON "lead_activity" USING btree ("lead_id","at");--> statement-breakpoint
CREATE INDEX "lead_activity_dealership_at_idx" ON "lead_activity" USING btree ("dealership_id","at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_staff_id_staff_users_id_fk" FOREIGN KEY ("assignee_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_dealership_status_created_idx" ON "leads" USING btree ("dealership_id","status","created_at");--> statement-breakpoint
CREATE INDEX "leads_assignee_created_idx" ON "leads" USING btree ("assignee_staff_id","created_at") WHERE assignee_staff_id is not null;--> statement-breakpoint
CREATE INDEX "leads_routing_due_idx" ON "leads" USING btree ("created_at") WHERE assignee_staff_id is null and (routed_at is null or route_waits_until is not null) and repeat_of is null and test_traffic = false and suspected_spam = false;--> statement-breakpoint
CREATE INDEX "leads_reassign_due_idx" ON "leads" USING btree ("reassign_due_at") WHERE reassign_due_at is not null;--> statement-breakpoint
-- Every new lead (not a repeat, which joins its first lead) logs its arrival, whichever intake path wrote it.
CREATE FUNCTION log_lead_received() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_activity (lead_id, dealership_id, kind, at) VALUES (NEW.id, NEW.dealership_id, 'received', NEW.created_at);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER leads_insert_logs_received AFTER INSERT ON leads
  FOR EACH ROW WHEN (NEW.repeat_of IS NULL) EXECUTE FUNCTION log_lead_received();
--> statement-breakpoint
-- Leads from before the inbox: their arrival is logged, and routing leaves them where they are (unassigned, for
-- anyone to claim) rather than handing out a backlog at once.
INSERT INTO lead_activity (lead_id, dealership_id, kind, at) SELECT id, dealership_id, 'received', created_at FROM leads WHERE repeat_of IS NULL;
--> statement-breakpoint
UPDATE leads SET routed_at = created_at;
