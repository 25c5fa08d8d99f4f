/** Ads and tag-manager ids from configuration; all optional (nothing loads when unset). */
export interface TrackingConfig {
  adsId: string | null;
  conversionLabel: string | null;
  /** The call conversion's label: a tap on the number is sent as that conversion. */
  callConversionLabel: string | null;
  gtmId: string | null;
}

/** The tracking ids from configuration, as the pages need them. */
export function trackingConfig(env: {
  GOOGLE_ADS_ID?: string;
  GOOGLE_ADS_CONVERSION_LABEL?: string;
  GOOGLE_ADS_CALL_CONVERSION_LABEL?: string;
  GTM_ID?: string;
}): TrackingConfig {
  return {
    adsId: env.GOOGLE_ADS_ID ?? null,
    conversionLabel: env.GOOGLE_ADS_CONVERSION_LABEL ?? null,
    callConversionLabel: env.GOOGLE_ADS_CALL_CONVERSION_LABEL ?? null,
    gtmId: env.GTM_ID ?? null,
  };
}
