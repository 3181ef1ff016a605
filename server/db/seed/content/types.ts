/**
 * Shapes of the editorial content shipped with the demo seed. Text is plain (no HTML):
 * the storefront renders it, so nothing in content can inject markup. `{brand}` in any
 * string is replaced with the configured brand name when served, and `{supportEmail}`
 * with the configured support address.
 */
import type { Localized } from "../../../../shared/i18n/locales.ts";

export interface ContentSection {
  heading: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** Optional bullet list shown after the paragraphs. */
  bullets?: string[];
}

/** A long-form page: how it works, about, terms (agreement), privacy policy. */
export interface ContentPage {
  /** Page title (also the <title>), at most ~60 characters. */
  title: string;
  /** Meta description, 120-160 characters. */
  description: string;
  /** One or two sentences shown under the title. */
  intro: string;
  sections: ContentSection[];
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** The FAQ page: items grouped under topic headings. */
export interface FaqPage {
  title: string;
  description: string;
  intro: string;
  groups: { heading: string; items: FaqItem[] }[];
}

/** A home-page banner. */
export interface BannerContent {
  id: string;
  /** Where the banner links, a storefront path without language prefix, e.g. "/japan". */
  link: string;
  /** Which illustration the storefront draws: one of a fixed set of names. */
  art: "globe" | "sale" | "calls" | "topup" | "city";
  title: Localized;
  subtitle: Localized;
  cta: Localized;
}

/** A marketing dialog returned by /v1/dialog/show/list. */
export interface DialogContent {
  id: string;
  /** Where it may appear: "home", "area", "plan". */
  pages: ("home" | "area" | "plan")[];
  title: Localized;
  body: Localized;
  cta: Localized;
  link: string;
  /** Show again at most once every this many hours for the same visitor. */
  frequencyHours: number;
  /** Inclusive ISO dates bounding when it is shown. */
  startsOn: string;
  endsOn: string;
}
