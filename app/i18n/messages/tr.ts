import type { Messages } from "./en.ts";

export const tr: Messages = {
  "meta.home.title": "{brand}: 200'den fazla destinasyon için eSIM veri paketleri",
  "meta.home.description": "Seyahat eSIM'inizi dakikalar içinde alın: ülkeler, bölgeler ve dünya turları için net fiyatlı, anında teslim edilen veri paketleri.",
  "home.heading": "Nereye giderseniz gidin bağlantıda kalın",
  "home.destinations": "Destinasyonlar",
  "home.from": "{price} başlayan fiyatlarla",
  "notFound.title": "Görünüşe göre yolunuzu kaybettiniz",
  "notFound.description": "Bu sayfa bulunamadı.",
  "notFound.home": "Ana sayfaya dön",
  "demo.notice": "Demo katalog: paketler ve fiyatlar örnek verilerdir.",
};
