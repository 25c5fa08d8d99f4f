ALTER TABLE "review" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_menu" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;