ALTER TABLE "career_application" ALTER COLUMN "resume_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "career_application" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_lead" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_enquiry" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "career_application_resume_idx" ON "career_application" USING btree ("resume_id");