import type { Messages } from "./en.ts";

export const de: Messages = {
  "meta.home.title": "{brand}: eSIM-Datentarife für über 200 Reiseziele",
  "meta.home.description": "Reise-eSIM in wenigen Minuten kaufen: Datentarife für Länder, Regionen und Weltreisen – mit klaren Preisen und sofortiger Lieferung.",
  "home.heading": "Überall online, wohin Sie auch reisen",
  "home.destinations": "Reiseziele",
  "home.from": "ab {price}",
  "notFound.title": "Sieht so aus, als hätten Sie sich verirrt",
  "notFound.description": "Diese Seite wurde nicht gefunden.",
  "notFound.home": "Zur Startseite",
  "demo.notice": "Demo-Katalog: Tarife und Preise sind Beispieldaten.",
};
