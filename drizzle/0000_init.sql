CREATE TABLE "app_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_post" (
	"post_id" serial PRIMARY KEY NOT NULL,
	"post_title" text NOT NULL,
	"post_date" date NOT NULL,
	"post_image" text DEFAULT '' NOT NULL,
	"post_description" text NOT NULL,
	"page_title" text DEFAULT '' NOT NULL,
	"meta_desc" text DEFAULT '' NOT NULL,
	"meta_key" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_solution" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_application" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"resume_id" uuid NOT NULL,
	"source_page" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_lead" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"treatment" text,
	"source_page" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_lead_form" CHECK ("consultation_lead"."form" in ('treatment', 'consultation', 'consultation_ipl'))
);
--> statement-breakpoint
CREATE TABLE "contact_enquiry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"source_page" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq" (
	"faq_id" serial PRIMARY KEY NOT NULL,
	"treatment" text NOT NULL,
	"questions" text NOT NULL,
	"answers" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "faq_treatment" CHECK ("faq"."treatment" in ('melasma', 'laser', 'tattoo', 'intense'))
);
--> statement-breakpoint
CREATE TABLE "gallery_item" (
	"gallery_id" serial PRIMARY KEY NOT NULL,
	"treatment" text NOT NULL,
	"gallery_title" text NOT NULL,
	"gallery_image" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "gallery_item_treatment" CHECK ("gallery_item"."treatment" in ('melasma', 'laser', 'tattoo', 'intense'))
);
--> statement-breakpoint
CREATE TABLE "menu" (
	"menu_id" serial PRIMARY KEY NOT NULL,
	"menu_title" text NOT NULL,
	"menu_description" text DEFAULT '' NOT NULL,
	"alternate_image" text DEFAULT '' NOT NULL,
	"alternate_image_two" text DEFAULT '' NOT NULL,
	"menu_attachment" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"specials_image_new" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "promo_image_kind" CHECK ("promo_image"."kind" in ('special', 'popup'))
);
--> statement-breakpoint
CREATE TABLE "review" (
	"review_id" serial PRIMARY KEY NOT NULL,
	"reviewer_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"review_description" text NOT NULL,
	"review_source" text NOT NULL,
	"review_date" date NOT NULL,
	CONSTRAINT "review_rating_range" CHECK ("review"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "salon" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"salon_name" text NOT NULL,
	"salon_address" text NOT NULL,
	"salon_city" text NOT NULL,
	"salon_state" text NOT NULL,
	"salon_zip" text NOT NULL,
	"salon_contact_no" text NOT NULL,
	"salon_email_id" text NOT NULL,
	"config_hours" text NOT NULL,
	"config_emailid" text NOT NULL,
	"config_aboutus" text NOT NULL,
	"instagram_url" text DEFAULT '' NOT NULL,
	"facebook_url" text DEFAULT '' NOT NULL,
	"youtube_url" text DEFAULT '' NOT NULL,
	"yelp_reviews" text DEFAULT '' NOT NULL,
	"google_plus_url" text DEFAULT '' NOT NULL,
	"pinterest_url" text DEFAULT '' NOT NULL,
	CONSTRAINT "salon_single_row" CHECK ("salon"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sub_menu" (
	"sub_menu_id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"sub_menu_title" text NOT NULL,
	"sub_menu_description" text DEFAULT '' NOT NULL,
	"sub_menu_price" text DEFAULT '' NOT NULL,
	"sub_menu_file" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_file" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_setting" (
	"name" text PRIMARY KEY NOT NULL,
	"html" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_application" ADD CONSTRAINT "career_application_resume_id_uploaded_file_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."uploaded_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_menu" ADD CONSTRAINT "sub_menu_menu_id_menu_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menu"("menu_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_solution_expires_idx" ON "captcha_solution" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "career_application_created_idx" ON "career_application" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "consultation_lead_created_idx" ON "consultation_lead" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_enquiry_created_idx" ON "contact_enquiry" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "review_date_idx" ON "review" USING btree ("review_date");--> statement-breakpoint
CREATE INDEX "sub_menu_menu_idx" ON "sub_menu" USING btree ("menu_id","position");