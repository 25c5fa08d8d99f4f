/** Response shapes of the JSON API (SPEC.md 7), shared by the API and the page loaders. */

export interface SalonRecord {
  salon_info: {
    salon_name: string;
    salon_address: string;
    salon_city: string;
    salon_state: string;
    salon_zip: string;
    salon_contact_no: string;
    salon_email_id: string;
    config: { config_hours: string; config_emailid: string; config_aboutus: string };
  };
  socialmoduleinfo: {
    instagram_url: string;
    facebook_url: string;
    youtube_url: string;
    yelp_reviews: string;
    google_plus_url: string;
    pinterest_url: string;
  };
  website_settings: Record<string, string>;
}

export interface MenuCategory {
  menu_id: number;
  menu_title: string;
  menu_description: string;
  menu_attachment: string;
  alternate_image: string;
  alternate_image_two: string;
}

export interface SubMenuItem {
  sub_menu_id: number;
  menu_id: number;
  sub_menu_title: string;
  sub_menu_description: string;
  sub_menu_price: string;
  sub_menu_file: string;
}

export interface PromoImage {
  specials_image_new: string;
  title: string;
}

export interface Review {
  review_id: number;
  reviewer_name: string;
  rating: number;
  review_description: string;
  review_source: string;
  review_date: string;
}

export interface ReviewsPage {
  reviews: Review[];
  total_reviews: number;
}

export interface ReviewsSummary extends ReviewsPage {
  /** Average star rating, one decimal. */
  ratings: number;
}

export interface FaqItem {
  faq_id: number;
  questions: string;
  answers: string;
}

export interface FaqSet {
  data: FaqItem[];
}

export interface GalleryItem {
  gallery_id: number;
  gallery_title: string;
  gallery_image: string;
}

export interface BlogPost {
  post_id: number;
  post_title: string;
  post_date: string;
  post_image: string;
  post_description: string;
  page_title: string;
  meta_desc: string;
  meta_key: string;
}

export const TREATMENT_KEYS = ["melasma", "laser", "tattoo", "intense"] as const;
export type TreatmentKey = (typeof TREATMENT_KEYS)[number];
