import type { Messages } from "./en.ts";

export const es: Messages = {
  "meta.home.title": "{brand}: planes de datos eSIM para más de 200 destinos",
  "meta.home.description": "Compra una eSIM de viaje en minutos: planes de datos para países, regiones y viajes por todo el mundo, con precios claros y entrega al instante.",
  "home.heading": "Conectado vayas donde vayas",
  "home.destinations": "Destinos",
  "home.from": "desde {price}",
  "notFound.title": "Parece que te has perdido",
  "notFound.description": "No se ha encontrado esta página.",
  "notFound.home": "Volver al inicio",
  "demo.notice": "Catálogo de demostración: los planes y precios son datos de ejemplo.",
};
