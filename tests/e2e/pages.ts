/** Every page template of the store, unprefixed; localize with helpers.localize. */
export const STORE_PAGES = [
  "/",
  "/japan",
  "/europe",
  "/japan/10gb-30-days",
  "/how-it-works",
  "/faq-roamwell-esim",
  "/about-roamwell",
  "/agreement",
  "/privacy-policy",
  "/partnership",
  "/esim-call-text",
  "/esim-call-text/japan",
  "/esim-christmas-discount",
  "/mealdetail?area=japan&plan=10gb-30-days",
  "/error",
  "/linkexpire",
] as const;
