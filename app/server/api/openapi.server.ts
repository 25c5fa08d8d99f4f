import { z } from "zod/mini";
import {
  careerApplicationSchema,
  consultationLeadSchema,
  contactEnquirySchema,
  treatmentLeadSchema,
} from "~/lib/schemas";
import { reviewsPageSchema } from "./reviews-query.server";

type JsonSchema = Record<string, unknown>;

const requestSchema = (schema: z.core.$ZodType): JsonSchema =>
  z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    target: "openapi-3.0",
  }) as JsonSchema;

const str = { type: "string" };
const int = { type: "integer" };
const object = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: "object",
  properties,
  required: Object.keys(properties),
});
const arrayOf = (items: JsonSchema): JsonSchema => ({ type: "array", items });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const schemas: Record<string, JsonSchema> = {
  Message: object({ message: str }),
  ValidationError: {
    type: "object",
    properties: {
      message: str,
      errors: { type: "object", additionalProperties: str, description: "field -> message" },
    },
    required: ["message"],
  },
  SalonRecord: object({
    salon_info: object({
      salon_name: str,
      salon_address: str,
      salon_city: str,
      salon_state: str,
      salon_zip: str,
      salon_contact_no: str,
      salon_email_id: str,
      config: object({ config_hours: str, config_emailid: str, config_aboutus: str }),
    }),
    socialmoduleinfo: object({
      instagram_url: str,
      facebook_url: str,
      youtube_url: str,
      yelp_reviews: str,
      google_plus_url: str,
      pinterest_url: str,
    }),
    website_settings: {
      type: "object",
      additionalProperties: str,
      description: "rich HTML by field name",
    },
  }),
  MenuCategory: object({
    menu_id: int,
    menu_title: str,
    menu_description: str,
    menu_attachment: str,
    alternate_image: str,
    alternate_image_two: str,
  }),
  SubMenuItem: object({
    sub_menu_id: int,
    menu_id: int,
    sub_menu_title: str,
    sub_menu_description: str,
    sub_menu_price: str,
    sub_menu_file: str,
  }),
  PromoImage: object({ specials_image_new: str, title: str }),
  Review: object({
    review_id: int,
    reviewer_name: str,
    rating: { type: "integer", minimum: 1, maximum: 5 },
    review_description: str,
    review_source: str,
    review_date: { type: "string", format: "date" },
  }),
  ReviewsPage: object({ reviews: arrayOf(ref("Review")), total_reviews: int }),
  ReviewsSummary: object({
    ratings: { type: "number" },
    reviews: arrayOf(ref("Review")),
    total_reviews: int,
  }),
  FaqSet: object({ data: arrayOf(object({ faq_id: int, questions: str, answers: str })) }),
  GalleryItem: object({ gallery_id: int, gallery_title: str, gallery_image: str }),
  BlogPost: object({
    post_id: int,
    post_title: str,
    post_date: { type: "string", format: "date" },
    post_image: str,
    post_description: str,
    page_title: str,
    meta_desc: str,
    meta_key: str,
  }),
  Upload: object({ message: str, url: str, file_name: str }),
  ContactEnquiry: requestSchema(contactEnquirySchema),
  CareerApplication: requestSchema(careerApplicationSchema),
  ConsultationLead: requestSchema(consultationLeadSchema),
  TreatmentLead: requestSchema(treatmentLeadSchema),
  ReviewsQuery: requestSchema(reviewsPageSchema),
};

const json = (schema: JsonSchema) => ({ "application/json": { schema } });
const answer = (description: string, schema?: JsonSchema) =>
  schema ? { description, content: json(schema) } : { description };
const errors = {
  "400": answer("Invalid input", ref("ValidationError")),
  "503": answer("Temporarily unavailable", ref("Message")),
};

function getList(summary: string, schema: JsonSchema) {
  return { get: { summary, responses: { "200": answer("OK", schema), "503": errors["503"] } } };
}

function postLead(summary: string, body: string) {
  return {
    post: {
      summary,
      requestBody: { required: true, content: json(ref(body)) },
      responses: {
        "200": answer("Stored; message is 'Successfully inserted.'", ref("Message")),
        ...errors,
        "413": answer("Body too large", ref("Message")),
        "415": answer("Not JSON", ref("Message")),
        "429": answer("Too many requests", ref("Message")),
      },
    },
  };
}

/** The OpenAPI 3 description of the API, its request bodies generated from the shared zod schemas. */
export function buildOpenApiDocument(siteUrl: string) {
  const paths: Record<string, unknown> = {
    "/homewebsettings": getList(
      "Salon record, social links and website settings",
      ref("SalonRecord"),
    ),
    "/wsmenu": getList("Menu categories", arrayOf(ref("MenuCategory"))),
    "/menuactionssub/{menuId}": {
      get: {
        summary: "Sub-menu items of a category",
        parameters: [{ name: "menuId", in: "path", required: true, schema: int }],
        responses: {
          "200": answer("OK", arrayOf(ref("SubMenuItem"))),
          "400": answer("menuId is not a number", ref("Message")),
          "404": answer("No such menu", ref("Message")),
        },
      },
    },
    "/membershipData": getList("Membership items", arrayOf(ref("SubMenuItem"))),
    "/wsspecials": getList("Specials", arrayOf(ref("PromoImage"))),
    "/webpopup": getList("Popup images", arrayOf(ref("PromoImage"))),
    "/wsreviews": getList("Review highlights and the average rating", ref("ReviewsSummary")),
    "/wsreviewsPost": {
      post: {
        summary: "A page of reviews (limit capped at 50)",
        requestBody: { required: true, content: json(ref("ReviewsQuery")) },
        responses: {
          "200": answer("OK", ref("ReviewsPage")),
          "400": errors["400"],
          "404": answer("Unknown salon_id", ref("Message")),
        },
      },
    },
    "/blogSalonData": getList("Blog posts, newest first", arrayOf(ref("BlogPost"))),
    "/captcha/challenge": {
      get: {
        summary: "A fresh ALTCHA proof-of-work challenge",
        responses: {
          "200": answer("Challenge for the altcha widget", { type: "object" }),
          "404": answer("The site is configured for reCAPTCHA", ref("Message")),
        },
      },
    },
    "/contactdata": postLead("Contact enquiry", "ContactEnquiry"),
    "/careerdata": postLead(
      "Career application (url from the upload endpoint)",
      "CareerApplication",
    ),
    "/LadingFormdata": postLead("Treatment lead (combined landing page)", "TreatmentLead"),
    "/LadingFormdataConsultation": postLead("Tattoo-removal consultation lead", "ConsultationLead"),
    "/LadingFormdataConsultationIPL": postLead("IPL consultation lead", "ConsultationLead"),
    "/wswebsiteinfo/uploadFilesFromWebsites": {
      post: {
        summary: "Upload a resume (PDF, DOC or DOCX, recognised by content)",
        requestBody: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: object({ file_upload: { type: "string", format: "binary" } }),
            },
          },
        },
        responses: {
          "200": answer("Stored; url is the reference for /careerdata", ref("Upload")),
          "400": answer("No file, or not a PDF/DOC/DOCX", ref("ValidationError")),
          "413": answer("File too large", ref("Message")),
          "415": answer("Not multipart", ref("Message")),
        },
      },
    },
  };
  for (const name of ["Melasma", "Laser", "Tattoo", "Intense"]) {
    paths[`/faq${name}`] = getList(`FAQ for ${name}`, ref("FaqSet"));
    paths[`/gallery${name}`] = getList(`Gallery for ${name}`, arrayOf(ref("GalleryItem")));
  }
  return {
    openapi: "3.0.3",
    info: {
      title: "Day spa website API",
      version: "1.0.0",
      description:
        "Content and lead endpoints of the spa's website. Lead endpoints need a solved captcha, " +
        "accepted once; invalid input answers 400 with {message, errors}.",
    },
    servers: [{ url: `${siteUrl}/api` }],
    paths,
    components: { schemas },
  };
}
