CREATE TABLE "reservation_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"payment_reference" text,
	"receipt_token" text NOT NULL,
	"receipt_url" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"postcode" text NOT NULL,
	"lead_id" uuid,
	"paid_at" timestamp with time zone,
	"held_until" timestamp with time zone,
	"refund_reason" text,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "reservations_receipt_token_unique" UNIQUE("receipt_token")
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "reserve_deposit" integer;--> statement-breakpoint
ALTER TABLE "reservation_jobs" ADD CONSTRAINT "reservation_jobs_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_jobs_kind_uq" ON "reservation_jobs" USING btree ("reservation_id","kind");--> statement-breakpoint
CREATE INDEX "reservation_jobs_due_idx" ON "reservation_jobs" USING btree ("run_at") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_held_per_car_uq" ON "reservations" USING btree ("car_id") WHERE status = 'reserved';--> statement-breakpoint
CREATE INDEX "reservations_site_created_idx" ON "reservations" USING btree ("site_id","created_at");