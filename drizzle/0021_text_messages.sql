CREATE TABLE "missed_call_mark" (
	"number_hash" text PRIMARY KEY NOT NULL,
	"texted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_event" (
	"sid" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"origin" text NOT NULL,
	"body" text NOT NULL,
	"state" text NOT NULL,
	"provider_sid" text,
	"error_code" text,
	"actor_id" uuid,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"likely_stop" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_message_direction" CHECK ("text_message"."direction" in ('out', 'in')),
	CONSTRAINT "text_message_origin" CHECK ("text_message"."origin" in ('instant', 'staff', 'missed_call', 'keyword', 'client')),
	CONSTRAINT "text_message_state" CHECK ("text_message"."state" in ('held', 'queued', 'sent', 'delivered', 'failed', 'received'))
);
--> statement-breakpoint
CREATE TABLE "text_stop" (
	"number_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead" DROP CONSTRAINT "lead_kind";--> statement-breakpoint
ALTER TABLE "lead" DROP CONSTRAINT "lead_fields";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_purpose";--> statement-breakpoint
DROP INDEX "mail_outbox_lead_purpose_idx";--> statement-breakpoint
ALTER TABLE "lead" ADD COLUMN "text_number" text;--> statement-breakpoint
ALTER TABLE "lead" ADD COLUMN "text_consent_version" text;--> statement-breakpoint
ALTER TABLE "lead" ADD COLUMN "text_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "text_id" uuid;--> statement-breakpoint
ALTER TABLE "text_message" ADD CONSTRAINT "text_message_lead_id_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_message" ADD CONSTRAINT "text_message_actor_id_staff_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "missed_call_mark_texted_idx" ON "missed_call_mark" USING btree ("texted_at");--> statement-breakpoint
CREATE INDEX "provider_event_created_idx" ON "provider_event" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "text_message_lead_idx" ON "text_message" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "text_message_sid_idx" ON "text_message" USING btree ("provider_sid");--> statement-breakpoint
CREATE INDEX "text_message_unread_idx" ON "text_message" USING btree ("lead_id") WHERE "text_message"."direction" = 'in' and "text_message"."read_at" is null;--> statement-breakpoint
CREATE INDEX "text_message_created_idx" ON "text_message" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_text_id_text_message_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."text_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_text_number_idx" ON "lead" USING btree ("text_number","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_text_idx" ON "mail_outbox" USING btree ("text_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_lead_purpose_idx" ON "mail_outbox" USING btree ("lead_id","purpose") WHERE "mail_outbox"."reply_id" is null and "mail_outbox"."text_id" is null;--> statement-breakpoint
ALTER TABLE "lead" ADD CONSTRAINT "lead_text_consent" CHECK (("lead"."text_consent_version" is null) = ("lead"."text_consent_at" is null));--> statement-breakpoint
ALTER TABLE "lead" ADD CONSTRAINT "lead_kind" CHECK ("lead"."kind" in ('contact', 'career', 'treatment', 'consultation', 'consultation_ipl', 'missed_call'));--> statement-breakpoint
ALTER TABLE "lead" ADD CONSTRAINT "lead_fields" CHECK (("lead"."last_name" is null) = ("lead"."kind" in ('contact', 'missed_call'))
        and ("lead"."subject" is not null) = ("lead"."kind" = 'contact')
        and ("lead"."message" is not null) = ("lead"."kind" in ('contact', 'career'))
        and ("lead"."resume_id" is null or "lead"."kind" = 'career')
        and ("lead"."treatment" is null or "lead"."kind" in ('treatment', 'consultation', 'consultation_ipl')));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_text" CHECK (("mail_outbox"."purpose" = 'text' and "mail_outbox"."text_id" is not null) or ("mail_outbox"."purpose" <> 'text' and ("mail_outbox"."text_id" is null or "mail_outbox"."purpose" = 'push')));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_purpose" CHECK ("mail_outbox"."purpose" in ('notify', 'acknowledge', 'reply', 'push', 'review_request', 'review_reminder', 'text'));--> statement-breakpoint
UPDATE "lead" SET "text_number" = '+1' || n.d
  FROM (
    SELECT id, CASE WHEN length(x) = 11 AND left(x, 1) = '1' THEN substr(x, 2) ELSE x END AS d
    FROM (SELECT id, regexp_replace(phone, '[^0-9]', '', 'g') AS x FROM "lead" WHERE anonymised_at IS NULL) s
  ) n
  WHERE n.id = "lead".id AND n.d ~ '^[2-9][0-9]{2}[2-9][0-9]{6}$';
