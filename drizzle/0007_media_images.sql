CREATE TABLE "media_image" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text NOT NULL,
	"sha256" text NOT NULL,
	"original" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "media_variant" (
	"image_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "media_variant_image_id_width_pk" PRIMARY KEY("image_id","width")
);
--> statement-breakpoint
ALTER TABLE "media_variant" ADD CONSTRAINT "media_variant_image_id_media_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_image"("id") ON DELETE cascade ON UPDATE no action;