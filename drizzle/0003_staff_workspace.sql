CREATE TABLE "staff_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"lead_id" uuid,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "staff_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_user_role" CHECK ("staff_user"."role" in ('owner', 'staff'))
);
--> statement-breakpoint
DROP INDEX "career_application_created_idx";--> statement-breakpoint
DROP INDEX "consultation_lead_created_idx";--> statement-breakpoint
DROP INDEX "contact_enquiry_created_idx";--> statement-breakpoint
ALTER TABLE "career_application" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "career_application" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_lead" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_lead" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_enquiry" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_enquiry" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_event" ADD CONSTRAINT "staff_event_actor_id_staff_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_session" ADD CONSTRAINT "staff_session_user_id_staff_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_token" ADD CONSTRAINT "staff_token_user_id_staff_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_event_lead_idx" ON "staff_event" USING btree ("lead_id","at");--> statement-breakpoint
CREATE INDEX "staff_event_at_idx" ON "staff_event" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_session_user_idx" ON "staff_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_session_expires_idx" ON "staff_session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "staff_token_user_idx" ON "staff_token" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_user_email_idx" ON "staff_user" USING btree ("email");--> statement-breakpoint
CREATE INDEX "career_application_status_idx" ON "career_application" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "consultation_lead_status_idx" ON "consultation_lead" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_enquiry_status_idx" ON "contact_enquiry" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "career_application_created_idx" ON "career_application" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "consultation_lead_created_idx" ON "consultation_lead" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_enquiry_created_idx" ON "contact_enquiry" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "career_application" ADD CONSTRAINT "career_application_status" CHECK ("career_application"."status" in ('new', 'contacted', 'booked', 'not_interested'));--> statement-breakpoint
ALTER TABLE "consultation_lead" ADD CONSTRAINT "consultation_lead_status" CHECK ("consultation_lead"."status" in ('new', 'contacted', 'booked', 'not_interested'));--> statement-breakpoint
ALTER TABLE "contact_enquiry" ADD CONSTRAINT "contact_enquiry_status" CHECK ("contact_enquiry"."status" in ('new', 'contacted', 'booked', 'not_interested'));