CREATE TABLE "review_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_type" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"address_hash" text NOT NULL,
	"token" text NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"clicked_at" timestamp with time zone,
	"clicked_site" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_request_lead_type" CHECK ("review_request"."lead_type" in ('contact', 'career', 'lead'))
);
--> statement-breakpoint
CREATE TABLE "review_stop" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_application" DROP CONSTRAINT "career_application_status";--> statement-breakpoint
ALTER TABLE "consultation_lead" DROP CONSTRAINT "consultation_lead_status";--> statement-breakpoint
ALTER TABLE "contact_enquiry" DROP CONSTRAINT "contact_enquiry_status";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_purpose";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_status";--> statement-breakpoint
CREATE UNIQUE INDEX "review_request_lead_idx" ON "review_request" USING btree ("lead_type","lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_request_token_idx" ON "review_request" USING btree ("token");--> statement-breakpoint
CREATE INDEX "review_request_address_idx" ON "review_request" USING btree ("address_hash","visited_at");--> statement-breakpoint
CREATE INDEX "review_request_clicked_idx" ON "review_request" USING btree ("clicked_at");--> statement-breakpoint
CREATE INDEX "review_stop_created_idx" ON "review_stop" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "career_application" ADD CONSTRAINT "career_application_status" CHECK ("career_application"."status" in ('new', 'contacted', 'booked', 'came_in', 'not_interested'));--> statement-breakpoint
ALTER TABLE "consultation_lead" ADD CONSTRAINT "consultation_lead_status" CHECK ("consultation_lead"."status" in ('new', 'contacted', 'booked', 'came_in', 'not_interested'));--> statement-breakpoint
ALTER TABLE "contact_enquiry" ADD CONSTRAINT "contact_enquiry_status" CHECK ("contact_enquiry"."status" in ('new', 'contacted', 'booked', 'came_in', 'not_interested'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_purpose" CHECK ("mail_outbox"."purpose" in ('notify', 'acknowledge', 'reply', 'push', 'review_request', 'review_reminder'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed', 'skipped'));