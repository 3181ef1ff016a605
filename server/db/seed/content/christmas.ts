/**
 * Landing page copy for the winter holiday sale (/esim-christmas-discount). The discounted
 * plans themselves are listed by the storefront below this copy.
 */
import type { Localized } from "../../../../shared/i18n/locales.ts";
import type { ContentPage } from "./types.ts";

const en: ContentPage = {
  title: "Holiday eSIM sale: 15% off selected plans",
  description:
    "Travelling this winter? Save 15% on selected {brand} eSIM plans for popular winter destinations until 6 January 2027. Install before you go, online on arrival.",
  intro:
    "Ski trips, family visits or a little winter sun: whatever your plans this season, stay connected for less. Selected plans for popular winter destinations are 15% off until 6 January 2027.",
  sections: [
    {
      heading: "Stay connected for less this winter",
      paragraphs: [
        "The discount applies to the plans shown on this page, and it's already included in the prices you see, so there's no code to enter. Pick your destination, choose a plan and pay as usual.",
        "These are our regular plans, just at a lower price: the same coverage, the same networks and the same instant delivery by e-mail.",
      ],
    },
    {
      heading: "Before you travel",
      paragraphs: [
        "Install your eSIM at home on Wi-Fi a day or two before you leave, and switch it on when you land. Each plan page tells you when validity starts: on most plans it's your first connection in a covered country, so buying early doesn't cost you any days.",
        "Travelling as a family? Every phone needs its own eSIM, so buy one plan per phone, or share one connection by hotspot if the plan allows it.",
      ],
    },
    {
      heading: "Offer terms",
      paragraphs: ["The small print, in plain words:"],
      bullets: [
        "The offer is valid until 6 January 2027.",
        "The 15% discount applies only to the plans shown on this page; the discounted price is shown on each plan.",
        "It cannot be combined with other promo codes.",
        "Payments are charged in US dollars, whichever display currency you choose.",
        "Our usual refund policy applies: a plan that has never been installed can be refunded within 30 days of purchase.",
      ],
    },
  ],
};

const de: ContentPage = {
  title: "Weihnachtsaktion: 15 % auf ausgewählte eSIM-Tarife",
  description:
    "Im Winter unterwegs? Bis 6. Januar 2027 gibt es 15 % Rabatt auf ausgewählte eSIM-Tarife von {brand} für beliebte Winterziele. Vorab installieren, sofort online.",
  intro:
    "Skiurlaub, Familienbesuch oder ein bisschen Wintersonne: Was auch immer Sie in dieser Saison vorhaben, bleiben Sie günstiger verbunden. Ausgewählte Tarife für beliebte Winterreiseziele gibt es bis zum 6. Januar 2027 mit 15 % Rabatt.",
  sections: [
    {
      heading: "Diesen Winter günstiger online",
      paragraphs: [
        "Der Rabatt gilt für die auf dieser Seite gezeigten Tarife und ist im angezeigten Preis bereits enthalten – Sie müssen keinen Code eingeben. Wählen Sie Ihr Reiseziel und Ihren Tarif und bezahlen Sie wie gewohnt.",
        "Es sind unsere regulären Tarife, nur günstiger: gleiche Abdeckung, gleiche Netze und wie immer sofortiger Versand per E-Mail.",
      ],
    },
    {
      heading: "Vor der Reise",
      paragraphs: [
        "Installieren Sie Ihre eSIM ein bis zwei Tage vor der Abreise zu Hause im WLAN und schalten Sie sie nach der Landung ein. Auf jeder Tarifseite steht, wann die Laufzeit beginnt: Bei den meisten Tarifen ist das die erste Verbindung in einem abgedeckten Land, ein früher Kauf kostet Sie also keinen Tag.",
        "Mit der Familie unterwegs? Jedes Handy braucht eine eigene eSIM. Buchen Sie also einen Tarif pro Gerät oder teilen Sie eine Verbindung per Hotspot, wenn der Tarif das erlaubt.",
      ],
    },
    {
      heading: "Aktionsbedingungen",
      paragraphs: ["Das Kleingedruckte, kurz und klar:"],
      bullets: [
        "Die Aktion gilt bis zum 6. Januar 2027.",
        "Die 15 % Rabatt gelten nur für die auf dieser Seite gezeigten Tarife; der reduzierte Preis ist bei jedem Tarif angegeben.",
        "Die Aktion ist nicht mit anderen Rabattcodes kombinierbar.",
        "Abgerechnet wird in US-Dollar, unabhängig von der gewählten Anzeigewährung.",
        "Es gelten unsere üblichen Erstattungsregeln: Ein nie installierter Tarif kann innerhalb von 30 Tagen nach dem Kauf erstattet werden.",
      ],
    },
  ],
};

const es: ContentPage = {
  title: "Ofertas navideñas: 15 % en planes eSIM seleccionados",
  description:
    "¿Viajas este invierno? Ahorra un 15 % en planes eSIM de {brand} seleccionados para destinos invernales populares hasta el 6 de enero de 2027. Instálala y listo.",
  intro:
    "Esquí, visitas a la familia o un poco de sol en pleno invierno: tengas los planes que tengas esta temporada, mantente conectado por menos. Los planes seleccionados para destinos de invierno populares tienen un 15 % de descuento hasta el 6 de enero de 2027.",
  sections: [
    {
      heading: "Conéctate por menos este invierno",
      paragraphs: [
        "El descuento se aplica a los planes que aparecen en esta página y ya está incluido en el precio que ves: no necesitas ningún código. Elige tu destino y tu plan, y paga como siempre.",
        "Son nuestros planes de siempre, pero más baratos: la misma cobertura, las mismas redes y la misma entrega inmediata por correo electrónico.",
      ],
    },
    {
      heading: "Antes de viajar",
      paragraphs: [
        "Instala tu eSIM en casa, con wifi, uno o dos días antes de salir, y actívala al aterrizar. En la página de cada plan se indica cuándo empieza la validez: en la mayoría, con la primera conexión en un país incluido, así que comprar con antelación no te hace perder días.",
        "¿Viajas en familia? Cada teléfono necesita su propia eSIM, así que compra un plan por teléfono, o comparte una conexión como punto de acceso si el plan lo permite.",
      ],
    },
    {
      heading: "Condiciones de la oferta",
      paragraphs: ["La letra pequeña, en pocas palabras:"],
      bullets: [
        "La oferta es válida hasta el 6 de enero de 2027.",
        "El 15 % de descuento se aplica solo a los planes que aparecen en esta página; el precio rebajado se muestra en cada plan.",
        "No se puede combinar con otros códigos promocionales.",
        "El cobro se realiza en dólares estadounidenses, sea cual sea la moneda que elijas para ver los precios.",
        "Se aplica nuestra política de reembolso habitual: un plan que nunca se ha instalado puede reembolsarse dentro de los 30 días posteriores a la compra.",
      ],
    },
  ],
};

const ja: ContentPage = {
  title: "ホリデーセール：対象のeSIMプランが15%オフ",
  description:
    "冬休みや年末年始の旅行に。人気の冬の旅行先向けの{brand} eSIM対象プランが、2027年1月6日まで15%オフになります。出発前にインストールしておけば、現地に着いてすぐにネットが使えます。セールの内容と適用条件は、こちらのページでご確認ください。",
  intro:
    "スキー旅行に帰省、冬の南国リゾートまで。この冬の旅も、おトクにつながりましょう。人気の冬の旅行先向けの対象プランが、2027年1月6日まで15%オフです。",
  sections: [
    {
      heading: "この冬は、もっとおトクにつながる",
      paragraphs: [
        "割引はこのページに掲載しているプランが対象で、表示価格にはすでに割引が反映されています。コードの入力は不要です。行き先とプランを選んで、いつもどおりお支払いください。",
        "通常と同じプランを、割引価格でご提供します。対象エリアも通信事業者も、メールですぐにお届けする点も変わりません。",
      ],
    },
    {
      heading: "出発前に",
      paragraphs: [
        "eSIMは出発の1〜2日前に自宅のWi-Fiでインストールしておき、到着したら回線をオンにしましょう。有効期間が始まるタイミングは各プランページに記載しています。ほとんどのプランは対象国で初めて接続したときに始まるため、早めに購入しても日数は減りません。",
        "ご家族でのご旅行なら、eSIMは端末ごとに1つ必要です。台数分のプランをご購入いただくか、テザリングできるプランなら1台の接続を共有することもできます。",
      ],
    },
    {
      heading: "キャンペーン適用条件",
      paragraphs: ["ご購入前に以下をご確認ください。"],
      bullets: [
        "本キャンペーンの期間は2027年1月6日までです。",
        "15%割引の対象は、このページに掲載しているプランのみです。割引後の価格は各プランに表示しています。",
        "他のプロモーションコードとの併用はできません。",
        "表示通貨にかかわらず、お支払いは米ドルで請求されます。",
        "通常の返金ポリシーが適用されます。一度もインストールしていないプランは、ご購入から30日以内であれば返金できます。",
      ],
    },
  ],
};

const tr: ContentPage = {
  title: "Yılbaşı fırsatı: Seçili eSIM paketlerinde %15 indirim",
  description:
    "Bu kış seyahat mi var? Popüler kış destinasyonları için seçili {brand} eSIM paketlerinde 6 Ocak 2027'ye kadar %15 indirim. Yola çıkmadan kurun, inince bağlanın.",
  intro:
    "Kayak tatili, aile ziyareti ya da biraz kış güneşi: Bu sezon planınız ne olursa olsun, daha uygun fiyata bağlantıda kalın. Popüler kış destinasyonları için seçili paketlerde 6 Ocak 2027'ye kadar %15 indirim var.",
  sections: [
    {
      heading: "Bu kış daha uygun fiyata bağlantıda kalın",
      paragraphs: [
        "İndirim bu sayfada gösterilen paketlerde geçerlidir ve gördüğünüz fiyata zaten yansıtılmıştır; herhangi bir kod girmenize gerek yok. Varış noktanızı ve paketinizi seçin, her zamanki gibi ödeyin.",
        "Bunlar bildiğiniz paketlerimiz, yalnızca daha uygun fiyatlı: Aynı kapsama alanı, aynı şebekeler ve yine e-postayla anında teslimat.",
      ],
    },
    {
      heading: "Yola çıkmadan önce",
      paragraphs: [
        "eSIM'inizi yola çıkmadan bir iki gün önce evde Wi-Fi'a bağlıyken kurun, indiğinizde açın. Geçerliliğin ne zaman başladığı her paket sayfasında yazar: Çoğu pakette kapsanan bir ülkedeki ilk bağlantıyla başlar, yani erken satın almak size gün kaybettirmez.",
        "Ailece mi seyahat ediyorsunuz? Her telefonun kendi eSIM'i olmalı; bu yüzden telefon başına bir paket alın ya da paket izin veriyorsa bağlantıyı hotspot ile paylaşın.",
      ],
    },
    {
      heading: "Kampanya koşulları",
      paragraphs: ["Satın almadan önce bilmeniz gerekenler:"],
      bullets: [
        "Kampanya 6 Ocak 2027'ye kadar geçerlidir.",
        "%15 indirim yalnızca bu sayfada gösterilen paketlerde geçerlidir; indirimli fiyat her pakette belirtilir.",
        "Diğer indirim kodlarıyla birleştirilemez.",
        "Hangi görüntüleme para birimini seçerseniz seçin, ödeme ABD doları üzerinden alınır.",
        "Standart iade politikamız geçerlidir: Hiç kurulmamış bir paket, satın alma tarihinden itibaren 30 gün içinde iade edilebilir.",
      ],
    },
  ],
};

const zhCN: ContentPage = {
  title: "节日特惠：精选 eSIM 套餐 85 折",
  description:
    "冬季出行好时机！即日起至 2027 年 1 月 6 日，{brand} 热门冬季目的地精选 eSIM 套餐享 85 折优惠。出发前装好 eSIM，落地即可上网，无需换卡，也不用担心高额漫游费。活动详情与使用规则请见本页，趁假期前早做准备，旅途更从容。",
  intro:
    "滑雪度假、回家探亲，还是去海岛晒晒冬日暖阳？无论这个冬天去哪里，都能更省钱地保持在线。即日起至 2027 年 1 月 6 日，热门冬季目的地精选套餐享 85 折。",
  sections: [
    {
      heading: "这个冬天，上网更省",
      paragraphs: [
        "折扣适用于本页展示的套餐，页面显示的价格已是折后价，无需输入优惠码。选好目的地和套餐，照常付款即可。",
        "这些都是我们的常规套餐，只是价格更优惠：覆盖范围和合作网络不变，付款后同样通过邮件即时发送。",
      ],
    },
    {
      heading: "出发前准备",
      paragraphs: [
        "建议在出发前一两天，在家连上 Wi-Fi 安装 eSIM，落地后再打开线路。每个套餐页面都注明了有效期何时开始计算：大多数套餐从在覆盖国家首次联网时开始，提前购买不会浪费天数。",
        "全家一起出行？每部手机都需要单独的 eSIM，请按手机数量购买套餐；如果套餐支持热点，也可以共享一部手机的网络。",
      ],
    },
    {
      heading: "活动规则",
      paragraphs: ["购买前请留意以下几点："],
      bullets: [
        "活动有效期至 2027 年 1 月 6 日。",
        "85 折优惠仅适用于本页展示的套餐，折后价已在各套餐中标明。",
        "本优惠不可与其他优惠码同时使用。",
        "无论选择哪种显示币种，均以美元扣款。",
        "适用我们的常规退款政策：从未安装过的套餐，可在购买后 30 天内申请退款。",
      ],
    },
  ],
};

const zhHK: ContentPage = {
  title: "聖誕優惠：精選 eSIM 計劃 85 折",
  description:
    "冬日出遊好時機！由即日起至 2027 年 1 月 6 日，{brand} 熱門冬季旅遊地精選 eSIM 計劃一律 85 折。出發前安裝好 eSIM，一落機即可上網，毋須換卡，亦不怕天價漫遊費。優惠詳情及條款請參閱本頁，及早揀選計劃，出發時便更輕鬆。",
  intro:
    "滑雪之旅、探親，還是到海島享受冬日陽光？無論今個冬天去哪裡，都可以用更抵的價錢保持連線。由即日起至 2027 年 1 月 6 日，熱門冬季旅遊地精選計劃享 85 折。",
  sections: [
    {
      heading: "今個冬天，上網更抵",
      paragraphs: [
        "折扣適用於本頁列出的計劃，顯示價格已是折實價，毋須輸入優惠碼。揀選目的地及計劃後，照常付款便可。",
        "這些都是我們的常規計劃，只是價錢更抵：覆蓋範圍及合作網絡不變，付款後同樣即時以電郵傳送。",
      ],
    },
    {
      heading: "出發前準備",
      paragraphs: [
        "建議在出發前一兩日，在家連接 Wi-Fi 安裝 eSIM，落機後才開啟號碼。每個計劃頁面都註明有效期何時開始計算：大部分計劃由在覆蓋國家首次連接網絡時開始，提早購買亦不會浪費日數。",
        "一家人去旅行？每部手機都需要獨立的 eSIM，請按手機數目購買計劃；如計劃支援熱點，亦可共用一部手機的網絡。",
      ],
    },
    {
      heading: "優惠條款",
      paragraphs: ["購買前請留意以下各點："],
      bullets: [
        "優惠有效期至 2027 年 1 月 6 日。",
        "85 折優惠只適用於本頁列出的計劃，折實價已於各計劃標示。",
        "優惠不可與其他優惠碼同時使用。",
        "無論選擇哪種顯示貨幣，均以美元收費。",
        "我們的一般退款政策適用：從未安裝的計劃，可於購買後 30 日內申請退款。",
      ],
    },
  ],
};

export const CHRISTMAS_CAMPAIGN: Localized<ContentPage> = {
  en,
  de,
  es,
  ja,
  tr,
  "zh-CN": zhCN,
  "zh-HK": zhHK,
};
