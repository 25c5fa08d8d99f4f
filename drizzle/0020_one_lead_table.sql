-- Hand-assembled from drizzle-kit generate's two halves (create "lead"; drop the three tables and
-- the lead_type columns) with the move of the rows between them (decision 0050).
CREATE TABLE "lead" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"subject" text,
	"message" text,
	"treatment" text,
	"resume_id" uuid,
	"source_page" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"anonymised_at" timestamp with time zone,
	"first_response_at" timestamp with time zone,
	"first_response_channel" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_kind" CHECK ("lead"."kind" in ('contact', 'career', 'treatment', 'consultation', 'consultation_ipl')),
	CONSTRAINT "lead_status" CHECK ("lead"."status" in ('new', 'contacted', 'booked', 'came_in', 'not_interested')),
	CONSTRAINT "lead_first_response" CHECK ("lead"."first_response_channel" in ('email', 'call', 'text', 'status')),
	CONSTRAINT "lead_fields" CHECK (("lead"."last_name" is null) = ("lead"."kind" = 'contact')
        and ("lead"."subject" is not null) = ("lead"."kind" = 'contact')
        and ("lead"."message" is not null) = ("lead"."kind" in ('contact', 'career'))
        and ("lead"."resume_id" is null or "lead"."kind" = 'career')
        and ("lead"."treatment" is null or "lead"."kind" in ('treatment', 'consultation', 'consultation_ipl')))
);
--> statement-breakpoint
ALTER TABLE "lead" ADD CONSTRAINT "lead_resume_id_uploaded_file_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."uploaded_file"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "lead_created_idx" ON "lead" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "lead_kind_idx" ON "lead" USING btree ("kind","created_at","id");
--> statement-breakpoint
CREATE INDEX "lead_status_idx" ON "lead" USING btree ("status","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "lead_resume_idx" ON "lead" USING btree ("resume_id");
--> statement-breakpoint
-- Every lead of the three tables of before, with its id, so that every reference to it (replies,
-- campaign, outbox, review request, export marks, history) still names it.
INSERT INTO "lead" (id, kind, first_name, last_name, email, phone, subject, message, treatment, resume_id, source_page, status, version, anonymised_at, first_response_at, first_response_channel, created_at)
SELECT id, 'contact', name, NULL, email, phone, subject, message, NULL, NULL, source_page, status, version, anonymised_at, first_response_at, first_response_channel, created_at
  FROM "contact_enquiry"
UNION ALL
SELECT id, 'career', first_name, last_name, email, phone, NULL, message, NULL, resume_id, source_page, status, version, anonymised_at, first_response_at, first_response_channel, created_at
  FROM "career_application"
UNION ALL
SELECT id, form, first_name, last_name, email, phone, NULL, NULL, treatment, NULL, source_page, status, version, anonymised_at, first_response_at, first_response_channel, created_at
  FROM "consultation_lead";
--> statement-breakpoint
-- Rows about a lead that no longer exists (every delete removes them; only an older bug could have
-- left one) would stop the foreign keys below: they go.
DELETE FROM "lead_campaign" WHERE "lead_id" NOT IN (SELECT "id" FROM "lead");
--> statement-breakpoint
DELETE FROM "lead_reply" WHERE "lead_id" NOT IN (SELECT "id" FROM "lead");
--> statement-breakpoint
DELETE FROM "mail_outbox" WHERE "lead_id" NOT IN (SELECT "id" FROM "lead");
--> statement-breakpoint
DELETE FROM "review_request" WHERE "lead_id" NOT IN (SELECT "id" FROM "lead");
--> statement-breakpoint
DELETE FROM "ads_conversion_export" WHERE "lead_id" NOT IN (SELECT "id" FROM "lead");
--> statement-breakpoint
DROP TABLE "career_application" CASCADE;
--> statement-breakpoint
DROP TABLE "consultation_lead" CASCADE;
--> statement-breakpoint
DROP TABLE "contact_enquiry" CASCADE;
--> statement-breakpoint
ALTER TABLE "lead_campaign" DROP CONSTRAINT "lead_campaign_lead_type";
--> statement-breakpoint
ALTER TABLE "lead_reply" DROP CONSTRAINT "lead_reply_lead_type";
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_lead_type";
--> statement-breakpoint
ALTER TABLE "review_request" DROP CONSTRAINT "review_request_lead_type";
--> statement-breakpoint
ALTER TABLE "ads_conversion_export" DROP CONSTRAINT "ads_conversion_export_lead_type";
--> statement-breakpoint
DROP INDEX "mail_outbox_lead_purpose_idx";
--> statement-breakpoint
DROP INDEX "review_request_lead_idx";
--> statement-breakpoint
ALTER TABLE "lead_campaign" DROP CONSTRAINT "lead_campaign_lead_type_lead_id_pk";
--> statement-breakpoint
ALTER TABLE "ads_conversion_export" DROP CONSTRAINT "ads_conversion_export_lead_type_lead_id_pk";
--> statement-breakpoint
ALTER TABLE "ads_conversion_export" ADD PRIMARY KEY ("lead_id");
--> statement-breakpoint
ALTER TABLE "lead_campaign" ADD CONSTRAINT "lead_campaign_lead_id_pk" PRIMARY KEY("lead_id");
--> statement-breakpoint
ALTER TABLE "lead_campaign" ADD CONSTRAINT "lead_campaign_lead_id_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lead_reply" ADD CONSTRAINT "lead_reply_lead_id_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_lead_id_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "review_request" ADD CONSTRAINT "review_request_lead_id_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ads_conversion_export" ADD CONSTRAINT "ads_conversion_export_lead_id_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_lead_purpose_idx" ON "mail_outbox" USING btree ("lead_id","purpose") WHERE "mail_outbox"."reply_id" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "review_request_lead_idx" ON "review_request" USING btree ("lead_id");
--> statement-breakpoint
ALTER TABLE "lead_campaign" DROP COLUMN "lead_type";
--> statement-breakpoint
ALTER TABLE "lead_reply" DROP COLUMN "lead_type";
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "lead_type";
--> statement-breakpoint
ALTER TABLE "review_request" DROP COLUMN "lead_type";
--> statement-breakpoint
ALTER TABLE "ads_conversion_export" DROP COLUMN "lead_type";
