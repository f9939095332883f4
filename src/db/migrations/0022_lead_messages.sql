CREATE TABLE "lead_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"lead_id" uuid,
	"direction" text NOT NULL,
	"channel" text NOT NULL,
	"body" text NOT NULL,
	"author_staff_id" integer,
	"sender_phone" text,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_messages_site_provider_uq" UNIQUE("site_id","provider_message_id"),
	CONSTRAINT "lead_messages_direction" CHECK ("lead_messages"."direction" in ('outbound', 'inbound')),
	CONSTRAINT "lead_messages_channel" CHECK ("lead_messages"."channel" in ('sms', 'email', 'status_page')),
	CONSTRAINT "lead_messages_unmatched_sms" CHECK ("lead_messages"."lead_id" is not null or ("lead_messages"."direction" = 'inbound' and "lead_messages"."channel" = 'sms'))
);
--> statement-breakpoint
CREATE TABLE "quick_reply_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quick_reply_templates_dealership_title_uq" UNIQUE("dealership_id","title")
);
--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_author_staff_id_staff_users_id_fk" FOREIGN KEY ("author_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_reply_templates" ADD CONSTRAINT "quick_reply_templates_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_messages_lead_created_idx" ON "lead_messages" USING btree ("lead_id","created_at");