CREATE TABLE "content_draft" (
	"id" smallint PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"base_version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "content_release" (
	"version" integer PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	"summary" text DEFAULT '' NOT NULL
);
