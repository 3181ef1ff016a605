/**
 * The store's name and the links every page draws (header, footer, help): configured by the
 * operator (server/config.ts) and handed to the pages as they are (app/shell/store-context.tsx).
 */
export interface BrandLinks {
  name: string;
  slug: string;
  supportEmail: string;
  whyUrl: string;
  blogUrl: string;
  /** Unset when the store has no app on that platform: no link is drawn (IOS_APP_URL, ANDROID_APP_URL). */
  iosAppUrl?: string;
  androidAppUrl?: string;
}
