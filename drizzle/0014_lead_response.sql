CREATE TABLE "acknowledgement_mark" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_reply" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_type" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"actor_id" uuid,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_reply_lead_type" CHECK ("lead_reply"."lead_type" in ('contact', 'career', 'lead'))
);
--> statement-breakpoint
CREATE TABLE "push_subscription" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_alert_setting" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"quiet_from" smallint,
	"quiet_until" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_alert_setting_quiet" CHECK (("staff_alert_setting"."quiet_from" is null) = ("staff_alert_setting"."quiet_until" is null) and coalesce("staff_alert_setting"."quiet_from", 0) between 0 and 1439 and coalesce("staff_alert_setting"."quiet_until", 0) between 0 and 1439)
);
--> statement-breakpoint
DROP INDEX "mail_outbox_lead_idx";--> statement-breakpoint
ALTER TABLE "career_application" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "career_application" ADD COLUMN "first_response_channel" text;--> statement-breakpoint
ALTER TABLE "consultation_lead" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_lead" ADD COLUMN "first_response_channel" text;--> statement-breakpoint
ALTER TABLE "contact_enquiry" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_enquiry" ADD COLUMN "first_response_channel" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "purpose" text DEFAULT 'notify' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_reply" ADD CONSTRAINT "lead_reply_actor_id_staff_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD CONSTRAINT "push_subscription_user_id_staff_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_alert_setting" ADD CONSTRAINT "staff_alert_setting_user_id_staff_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acknowledgement_mark_sent_idx" ON "acknowledgement_mark" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "lead_reply_lead_idx" ON "lead_reply" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscription_endpoint_idx" ON "push_subscription" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscription_user_idx" ON "push_subscription" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_reply_id_lead_reply_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."lead_reply"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_lead_purpose_idx" ON "mail_outbox" USING btree ("lead_type","lead_id","purpose") WHERE "mail_outbox"."reply_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_reply_idx" ON "mail_outbox" USING btree ("reply_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_lead_idx" ON "mail_outbox" USING btree ("lead_id");--> statement-breakpoint
ALTER TABLE "career_application" ADD CONSTRAINT "career_application_first_response" CHECK ("career_application"."first_response_channel" in ('email', 'call', 'text', 'status'));--> statement-breakpoint
ALTER TABLE "consultation_lead" ADD CONSTRAINT "consultation_lead_first_response" CHECK ("consultation_lead"."first_response_channel" in ('email', 'call', 'text', 'status'));--> statement-breakpoint
ALTER TABLE "contact_enquiry" ADD CONSTRAINT "contact_enquiry_first_response" CHECK ("contact_enquiry"."first_response_channel" in ('email', 'call', 'text', 'status'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_purpose" CHECK ("mail_outbox"."purpose" in ('notify', 'acknowledge', 'reply', 'push'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_reply" CHECK (("mail_outbox"."purpose" = 'reply') = ("mail_outbox"."reply_id" is not null));