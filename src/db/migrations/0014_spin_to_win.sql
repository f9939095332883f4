CREATE TABLE "spin_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"campaign_id" text NOT NULL,
	"prize_id" text NOT NULL,
	"prize_label" text NOT NULL,
	"prize_description" text DEFAULT '' NOT NULL,
	"code" text NOT NULL,
	"lead_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "spin_results_code_unique" UNIQUE("code"),
	CONSTRAINT "spin_results_user_campaign_uq" UNIQUE("site_id","user_id","campaign_id")
);
--> statement-breakpoint
ALTER TABLE "spin_results" ADD CONSTRAINT "spin_results_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_results" ADD CONSTRAINT "spin_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_results" ADD CONSTRAINT "spin_results_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;