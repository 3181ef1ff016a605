/**
 * Marketing dialogs shown on the storefront, each limited to a date range and a
 * minimum interval between showings.
 */
import type { DialogContent } from "./types.ts";

export const DIALOGS: DialogContent[] = [
  {
    id: "welcome",
    pages: ["home"],
    title: {
      en: "Welcome to {brand}",
      de: "Willkommen bei {brand}",
      es: "Te damos la bienvenida a {brand}",
      ja: "{brand}へようこそ",
      tr: "Hoş geldiniz!",
      "zh-CN": "欢迎来到 {brand}",
      "zh-HK": "歡迎光臨 {brand}",
    },
    body: {
      en: "Travel tip: install your eSIM at home on Wi-Fi before you fly, and you'll be online the moment you land. See how it works in just a few minutes.",
      de: "Reisetipp: Installieren Sie Ihre eSIM vor dem Abflug zu Hause im WLAN – dann sind Sie direkt nach der Landung online. In wenigen Minuten erfahren Sie, wie es funktioniert.",
      es: "Consejo de viaje: instala tu eSIM en casa, con wifi, antes de volar, y tendrás conexión en cuanto aterrices. Descubre en unos minutos cómo funciona.",
      ja: "旅のヒント：eSIMは出発前に、ご自宅のWi-Fiでインストールしておきましょう。到着したその瞬間からネットにつながります。使い方は数分でわかります。",
      tr: "Seyahat ipucu: eSIM'inizi uçmadan önce evde Wi-Fi'a bağlıyken kurun, indiğiniz anda internete bağlanın. Nasıl çalıştığını birkaç dakikada öğrenin.",
      "zh-CN": "出行小贴士：出发前在家连上 Wi-Fi 装好 eSIM，落地那一刻就能上网。花几分钟了解一下使用方法吧。",
      "zh-HK": "旅遊小貼士：出發前在家連接 Wi-Fi 安裝好 eSIM，一落機即可上網。只需幾分鐘，就能了解使用方法。",
    },
    cta: {
      en: "How it works",
      de: "So funktioniert's",
      es: "Cómo funciona",
      ja: "使い方を見る",
      tr: "Nasıl çalışır?",
      "zh-CN": "了解使用方法",
      "zh-HK": "查看使用方法",
    },
    link: "/how-it-works",
    frequencyHours: 720,
    startsOn: "2026-01-01",
    endsOn: "2027-12-31",
  },
  {
    id: "christmas-2026",
    pages: ["home", "area"],
    title: {
      en: "Holiday sale: 15% off",
      de: "Weihnachtsaktion: 15 % Rabatt",
      es: "Ofertas navideñas: 15 % de descuento",
      ja: "ホリデーセール：15%オフ",
      tr: "Yılbaşı fırsatı: %15 indirim",
      "zh-CN": "节日特惠：精选套餐 85 折",
      "zh-HK": "聖誕優惠：精選計劃 85 折",
    },
    body: {
      en: "Travelling over the holidays? Save 15% on selected plans for popular winter destinations until 6 January.",
      de: "Über die Feiertage unterwegs? Sparen Sie bis zum 6. Januar 15 % auf ausgewählte Tarife für beliebte Winterreiseziele.",
      es: "¿Viajas estas fiestas? Ahorra un 15 % en planes seleccionados para destinos de invierno populares hasta el 6 de enero.",
      ja: "年末年始のご旅行に。人気の冬の旅行先向けの対象プランが、1月6日まで15%オフです。",
      tr: "Yılbaşında seyahat mi var? Popüler kış destinasyonları için seçili paketlerde 6 Ocak'a kadar %15 indirim.",
      "zh-CN": "假期出游？即日起至 1 月 6 日，热门冬季目的地精选套餐享 85 折优惠。",
      "zh-HK": "聖誕新年去旅行？由即日起至 1 月 6 日，熱門冬日旅遊地精選計劃一律 85 折。",
    },
    cta: {
      en: "See the offers",
      de: "Zu den Angeboten",
      es: "Ver ofertas",
      ja: "対象プランを見る",
      tr: "Fırsatları gör",
      "zh-CN": "查看优惠",
      "zh-HK": "立即查看",
    },
    link: "/esim-christmas-discount",
    frequencyHours: 24,
    startsOn: "2026-11-15",
    endsOn: "2027-01-06",
  },
];
