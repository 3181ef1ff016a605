/** English UI strings: the reference set every other language must match key for key. */
export const en = {
  "meta.home.title": "{brand}: eSIM data plans for 200+ destinations",
  "meta.home.description": "Buy a travel eSIM in minutes: data plans for countries, regions and worldwide trips, with clear prices and instant delivery.",
  "home.heading": "Stay connected wherever you travel",
  "home.destinations": "Destinations",
  "home.from": "from {price}",
  "notFound.title": "Looks like you got lost",
  "notFound.description": "This page could not be found.",
  "notFound.home": "Back to the home page",
  "demo.notice": "Demo catalogue: plans and prices are sample data.",
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
