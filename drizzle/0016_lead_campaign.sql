CREATE TABLE "lead_campaign" (
	"lead_type" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"gclid" text,
	"gbraid" text,
	"wbraid" text,
	"fbclid" text,
	"msclkid" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"landing_page" text,
	"referrer_host" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_campaign_lead_type_lead_id_pk" PRIMARY KEY("lead_type","lead_id"),
	CONSTRAINT "lead_campaign_lead_type" CHECK ("lead_campaign"."lead_type" in ('contact', 'career', 'lead'))
);
--> statement-breakpoint
CREATE INDEX "lead_campaign_campaign_idx" ON "lead_campaign" USING btree ("utm_campaign");