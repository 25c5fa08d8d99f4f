ALTER TABLE "salon" ALTER COLUMN "config_hours" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "salon" ADD COLUMN "opening_hours" jsonb;