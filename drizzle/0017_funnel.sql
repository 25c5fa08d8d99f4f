CREATE TABLE "ads_conversion_export" (
	"lead_type" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"exported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_conversion_export_lead_type_lead_id_pk" PRIMARY KEY("lead_type","lead_id"),
	CONSTRAINT "ads_conversion_export_lead_type" CHECK ("ads_conversion_export"."lead_type" in ('contact', 'career', 'lead'))
);
--> statement-breakpoint
CREATE TABLE "funnel_day" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"campaign" text NOT NULL,
	"visitors" integer NOT NULL,
	"views" integer NOT NULL,
	"form_starts" integer NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "funnel_day_day_page_campaign_pk" PRIMARY KEY("day","page","campaign")
);
--> statement-breakpoint
CREATE TABLE "funnel_event" (
	"day" date NOT NULL,
	"event" text NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "funnel_event_event" CHECK ("funnel_event"."event" in ('view', 'form_start', 'call'))
);
--> statement-breakpoint
CREATE TABLE "funnel_salt" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "funnel_event_day_idx" ON "funnel_event" USING btree ("day");