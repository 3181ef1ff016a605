/**
 * The "About us" page: who we are, what we do differently, how we choose networks,
 * support and partners. `{brand}` and `{supportEmail}` are filled in when served.
 */
import type { Localized } from "../../../../shared/i18n/locales.ts";
import type { ContentPage } from "./types.ts";

export const ABOUT: Localized<ContentPage> = {
  en: {
    title: "About {brand}",
    description:
      "{brand} sells prepaid eSIM data plans for countries, regions and worldwide travel, with clear prices, instant delivery and no roaming bills.",
    intro:
      "We built {brand} so that travellers can land, switch on their phone and be online straight away, without roaming bills or a search for a SIM card shop.",
    sections: [
      {
        heading: "Our mission",
        paragraphs: [
          "Roaming charges and queues at airport SIM counters are still part of travelling for many people. We think staying connected abroad should be as simple as booking a seat: pick a destination, pay a clear price and be online the moment you arrive.",
          "{brand} sells prepaid eSIM data plans for single countries, multi-country regions and trips around the world. There is no contract and no subscription, and because every plan is paid in advance, no roaming bill is waiting for you when you get home.",
        ],
      },
      {
        heading: "What makes us different",
        paragraphs: [
          "At first glance, most eSIM plans look alike. The differences are in the details, so we show you those details before you pay, not after.",
        ],
        bullets: [
          "Plan facts up front: when the validity period starts, what speed you get once a high-speed allowance is used up, whether you can share your connection as a hotspot and which local operators you connect to.",
          "Prices in your currency: choose a display currency and see what a plan costs in money you know, before you reach checkout.",
          "Instant delivery: your eSIM arrives by e-mail and in My orders moments after payment, with a QR code and the details for manual installation.",
          "Refunds for unused plans: if you never install a plan, you can ask for a refund within 30 days of purchase.",
          "Open source: the software behind this store is open source and can be self-hosted, so anyone can check how it handles orders and personal data.",
        ],
      },
      {
        heading: "How we choose networks",
        paragraphs: [
          "Our plans run on established network partners that have roaming agreements with local operators in each destination. Before we list a plan, we look at its coverage, the operators it connects to, the speeds it offers and how it behaves once a daily allowance is used up.",
          "Where a destination has more than one operator, we prefer plans that can switch between networks, so you have a fallback when one signal is weak. When the conditions of a plan change, we update the plan page instead of leaving outdated information online.",
        ],
      },
      {
        heading: "Help when you need it",
        paragraphs: [
          "Our guides explain how to check whether your phone supports eSIM, how to install a plan on iPhone and Android, and which settings to turn on when you arrive.",
          "If something does not work, our support team helps you by e-mail at {supportEmail}. Send us your order number and, if you can, a screenshot of your mobile network settings: that usually lets us find the cause much faster. If a plan does not work and we cannot fix it, you get your money back.",
        ],
      },
      {
        heading: "Partners",
        paragraphs: [
          "Travel writers, tour operators and other travel businesses can recommend {brand} through our partner programme. When you arrive through a partner link, the referral code is remembered for about one hour so that the partner is credited for your order. It never makes a plan more expensive for you.",
          "Interested in working with us? Write to {supportEmail} and tell us a little about your audience.",
        ],
      },
    ],
  },

  de: {
    title: "Über {brand}",
    description:
      "{brand} bietet Prepaid-eSIM-Datentarife für Länder, Regionen und weltweite Reisen – mit klaren Preisen, sofortiger Lieferung und ohne Roaming-Rechnung.",
    intro:
      "Wir haben {brand} gegründet, damit Reisende nach der Landung ihr Handy einschalten und sofort online sind – ohne Roaming-Rechnung und ohne Suche nach einem SIM-Karten-Shop.",
    sections: [
      {
        heading: "Unsere Mission",
        paragraphs: [
          "Roaming-Gebühren und Warteschlangen an den SIM-Schaltern am Flughafen gehören für viele Menschen noch immer zum Reisen dazu. Wir finden: Im Ausland online zu sein, sollte so einfach sein wie die Buchung eines Sitzplatzes. Reiseziel wählen, einen klaren Preis bezahlen und bei der Ankunft sofort online sein.",
          "{brand} verkauft Prepaid-eSIM-Datentarife für einzelne Länder, für Regionen mit mehreren Ländern und für Reisen rund um die Welt. Es gibt keinen Vertrag und kein Abo. Und weil jeder Tarif im Voraus bezahlt wird, wartet zu Hause keine Roaming-Rechnung auf Sie.",
        ],
      },
      {
        heading: "Was uns unterscheidet",
        paragraphs: [
          "Auf den ersten Blick sehen die meisten eSIM-Tarife gleich aus. Die Unterschiede stecken im Detail – deshalb zeigen wir Ihnen diese Details, bevor Sie bezahlen, und nicht erst danach.",
        ],
        bullets: [
          "Alle Tarifdetails vorab: wann die Laufzeit beginnt, wie schnell Sie nach Verbrauch des Highspeed-Volumens weitersurfen, ob Sie die Verbindung per Hotspot teilen dürfen und mit welchen lokalen Netzbetreibern Sie verbunden werden.",
          "Preise in Ihrer Währung: Wählen Sie eine Anzeigewährung und sehen Sie schon vor dem Bezahlvorgang, was ein Tarif in einer vertrauten Währung kostet.",
          "Sofortige Lieferung: Ihre eSIM kommt wenige Augenblicke nach der Zahlung per E-Mail und unter „Meine Bestellungen“ an – mit QR-Code und allen Angaben für die manuelle Installation.",
          "Erstattung für ungenutzte Tarife: Wenn Sie einen Tarif nie installieren, können Sie innerhalb von 30 Tagen nach dem Kauf eine Erstattung verlangen.",
          "Open Source: Die Software hinter diesem Shop ist quelloffen und kann selbst betrieben werden. So kann jeder nachvollziehen, wie sie mit Bestellungen und personenbezogenen Daten umgeht.",
        ],
      },
      {
        heading: "So wählen wir Netze aus",
        paragraphs: [
          "Unsere Tarife laufen über etablierte Netzpartner, die in jedem Reiseziel Roaming-Vereinbarungen mit lokalen Netzbetreibern haben. Bevor wir einen Tarif anbieten, prüfen wir die Netzabdeckung, die verfügbaren Netzbetreiber, die Geschwindigkeit und das Verhalten nach Verbrauch des täglichen Datenvolumens.",
          "Gibt es in einem Reiseziel mehrere Netzbetreiber, bevorzugen wir Tarife, die zwischen den Netzen wechseln können – so haben Sie eine Alternative, wenn ein Signal schwach ist. Ändern sich die Bedingungen eines Tarifs, aktualisieren wir die Tarifseite, statt veraltete Angaben stehen zu lassen.",
        ],
      },
      {
        heading: "Hilfe, wenn Sie sie brauchen",
        paragraphs: [
          "Unsere Anleitungen erklären, wie Sie prüfen, ob Ihr Handy eSIM unterstützt, wie Sie einen Tarif auf dem iPhone oder unter Android installieren und welche Einstellungen Sie nach der Ankunft aktivieren.",
          "Falls etwas nicht funktioniert, hilft Ihnen unser Support-Team per E-Mail unter {supportEmail}. Schicken Sie uns Ihre Bestellnummer und nach Möglichkeit einen Screenshot Ihrer Mobilfunkeinstellungen – damit finden wir die Ursache meist deutlich schneller. Funktioniert ein Tarif nicht und können wir das Problem nicht lösen, erhalten Sie Ihr Geld zurück.",
        ],
      },
      {
        heading: "Unsere Partner",
        paragraphs: [
          "Reiseblogger, Reiseveranstalter und andere Unternehmen aus der Reisebranche können {brand} über unser Partnerprogramm empfehlen. Wenn Sie über einen Partnerlink zu uns kommen, wird der Empfehlungscode etwa eine Stunde lang gespeichert, damit Ihre Bestellung dem Partner gutgeschrieben wird. Für Sie wird ein Tarif dadurch niemals teurer.",
          "Sie möchten mit uns zusammenarbeiten? Schreiben Sie an {supportEmail} und erzählen Sie uns kurz etwas über Ihr Publikum.",
        ],
      },
    ],
  },

  es: {
    title: "Sobre {brand}",
    description:
      "{brand} vende planes de datos eSIM prepago para países, regiones y viajes por todo el mundo, con precios claros, entrega inmediata y sin facturas de roaming.",
    intro:
      "Creamos {brand} para que, al aterrizar, puedas encender tu teléfono y conectarte de inmediato, sin facturas de roaming ni tener que buscar una tienda de tarjetas SIM.",
    sections: [
      {
        heading: "Nuestra misión",
        paragraphs: [
          "Para muchas personas, los cargos por roaming y las esperas en los mostradores de SIM del aeropuerto siguen formando parte del viaje. Creemos que conectarse en el extranjero debería ser tan sencillo como reservar un asiento: eliges el destino, pagas un precio claro y tienes internet desde el momento en que llegas.",
          "{brand} vende planes de datos eSIM prepago para un solo país, para regiones de varios países y para viajes por todo el mundo. Sin contrato ni suscripción y, como todos los planes se pagan por adelantado, al volver a casa no te espera ninguna factura de roaming.",
        ],
      },
      {
        heading: "Qué nos hace diferentes",
        paragraphs: [
          "A primera vista, casi todos los planes eSIM se parecen. Las diferencias están en los detalles, por eso te los mostramos antes de pagar, no después.",
        ],
        bullets: [
          "Toda la información del plan por adelantado: cuándo empieza la validez, a qué velocidad navegas después de agotar los datos de alta velocidad, si puedes compartir la conexión como punto de acceso y con qué operadores locales te conectas.",
          "Precios en tu moneda: elige una moneda de visualización y consulta cuánto cuesta un plan en una moneda que conoces antes de llegar al pago.",
          "Entrega inmediata: tu eSIM llega por correo electrónico y a «Mis pedidos» pocos instantes después del pago, con un código QR y los datos para la instalación manual.",
          "Reembolso de planes sin usar: si nunca instalas un plan, puedes solicitar el reembolso dentro de los 30 días posteriores a la compra.",
          "Código abierto: el software de esta tienda es de código abierto y se puede alojar en servidores propios, así que cualquiera puede comprobar cómo gestiona los pedidos y los datos personales.",
        ],
      },
      {
        heading: "Cómo elegimos las redes",
        paragraphs: [
          "Nuestros planes funcionan con socios de red consolidados que tienen acuerdos de roaming con operadores locales en cada destino. Antes de ofrecer un plan, revisamos su cobertura, los operadores a los que se conecta, las velocidades y cómo se comporta una vez agotado el volumen diario.",
          "Cuando un destino tiene más de un operador, preferimos planes que puedan cambiar de red, para que tengas una alternativa si una señal es débil. Si cambian las condiciones de un plan, actualizamos su página en lugar de dejar información desactualizada.",
        ],
      },
      {
        heading: "Ayuda cuando la necesitas",
        paragraphs: [
          "Nuestras guías explican cómo comprobar si tu teléfono es compatible con eSIM, cómo instalar un plan en iPhone y Android y qué ajustes activar al llegar.",
          "Si algo no funciona, nuestro equipo de soporte te ayuda por correo electrónico en {supportEmail}. Envíanos tu número de pedido y, si puedes, una captura de pantalla de los ajustes de red móvil: así solemos encontrar la causa mucho más rápido. Si un plan no funciona y no logramos solucionarlo, te devolvemos el dinero.",
        ],
      },
      {
        heading: "Socios",
        paragraphs: [
          "Autores de blogs de viaje, operadores turísticos y otras empresas del sector pueden recomendar {brand} a través de nuestro programa de socios. Si llegas a través del enlace de un socio, el código de referencia se guarda durante aproximadamente una hora para que la compra se le atribuya. Esto nunca encarece el plan para ti.",
          "¿Te interesa colaborar con nosotros? Escríbenos a {supportEmail} y cuéntanos un poco sobre tu audiencia.",
        ],
      },
    ],
  },

  ja: {
    title: "{brand}について",
    description:
      "{brand}は、国・地域・世界周遊向けのプリペイドeSIMデータプランを販売しています。わかりやすい料金、購入後すぐのお届けで、ローミング料金の心配もありません。",
    intro:
      "{brand}は、旅行者が到着してスマートフォンの電源を入れたら、すぐにネットにつながるようにという思いから生まれました。高額なローミング料金も、SIMカード売り場探しも必要ありません。",
    sections: [
      {
        heading: "私たちのミッション",
        paragraphs: [
          "高額なローミング料金や空港のSIMカウンターでの行列は、今も多くの人にとって旅の一部になっています。私たちは、海外でネットにつながることは座席の予約と同じくらい簡単であるべきだと考えています。行き先を選び、明確な料金を支払えば、到着した瞬間からオンラインです。",
          "{brand}は、1か国向け、複数の国をまたぐ地域向け、そして世界周遊向けのプリペイドeSIMデータプランを販売しています。契約や定期購読は不要です。すべてのプランが前払いのため、帰国後にローミング料金の請求書が届くこともありません。",
        ],
      },
      {
        heading: "{brand}が選ばれる理由",
        paragraphs: [
          "eSIMプランは一見どれも同じように見えますが、違いは細部にあります。だからこそ、その細部を購入後ではなく、お支払いの前にすべてお見せしています。",
        ],
        bullets: [
          "プラン情報を事前に明示：有効期間がいつ始まるか、高速データを使い切った後の速度、テザリングの可否、接続先の現地通信事業者を購入前に確認できます。",
          "お好きな通貨で価格を表示：表示通貨を選べば、決済画面に進む前に、なじみのある通貨でプランの価格を確認できます。",
          "すぐにお届け：お支払い後すぐに、QRコードと手動設定用の情報を含むeSIMをメールと「注文履歴」でお届けします。",
          "未使用プランは返金可能：一度もインストールしていないプランは、購入から30日以内であれば返金を申請できます。",
          "オープンソース：このストアのソフトウェアはオープンソースで、セルフホスティングも可能です。注文や個人情報をどのように扱っているか、誰でも確認できます。",
        ],
      },
      {
        heading: "通信ネットワークの選び方",
        paragraphs: [
          "{brand}のプランは、各国・地域の現地通信事業者とローミング契約を結んでいる、実績あるネットワークパートナーの回線を利用しています。プランを掲載する前に、カバーエリア、接続先の通信事業者、通信速度、そして1日の高速データを使い切った後の挙動を確認しています。",
          "複数の通信事業者がある国・地域では、ネットワークを切り替えられるプランを優先しています。電波が弱いときにも別の回線を使えるためです。プランの条件が変わった場合は、古い情報を残さずにプランページを更新します。",
        ],
      },
      {
        heading: "困ったときのサポート",
        paragraphs: [
          "ガイドでは、お使いのスマートフォンがeSIMに対応しているかの確認方法、iPhoneやAndroidへのプランのインストール方法、到着後にオンにすべき設定をご紹介しています。",
          "うまくつながらない場合は、サポートチームがメール（{supportEmail}）でお手伝いします。注文番号と、可能であればモバイルネットワーク設定のスクリーンショットをお送りください。原因をより早く特定できます。プランが利用できず、サポートでも解決できなかった場合は返金いたします。",
        ],
      },
      {
        heading: "パートナー",
        paragraphs: [
          "旅行ブロガーやツアー会社など、旅行に関わる企業や個人の方は、パートナープログラムを通じて{brand}を紹介できます。パートナーのリンクからアクセスした場合、ご注文をパートナーの紹介実績として記録するため、紹介コードが約1時間保存されます。これによってプランの価格が上がることは一切ありません。",
          "提携にご興味のある方は、{supportEmail}まで、読者やお客様の層について簡単にお知らせください。",
        ],
      },
    ],
  },

  tr: {
    title: "{brand} Hakkında",
    description:
      "{brand}; ülkeler, bölgeler ve dünya çapındaki seyahatler için ön ödemeli eSIM veri paketleri sunar. Net fiyatlar, anında teslimat ve dolaşım faturası yok.",
    intro:
      "{brand} ekibi olarak tek bir amaçla yola çıktık: yolcular vardıkları anda telefonlarını açıp hemen internete bağlanabilsin; ne dolaşım faturası olsun ne de SIM kart satan dükkân arama derdi.",
    sections: [
      {
        heading: "Misyonumuz",
        paragraphs: [
          "Dolaşım ücretleri ve havalimanındaki SIM kart tezgâhlarında beklemek, birçok kişi için hâlâ seyahatin bir parçası. Bize göre yurt dışında bağlantıda kalmak, koltuk rezervasyonu yapmak kadar kolay olmalı: gideceğiniz yeri seçin, net bir fiyat ödeyin ve vardığınız anda çevrimiçi olun.",
          "{brand}; tek bir ülke, birden fazla ülkeyi kapsayan bölgeler ve dünya turu için ön ödemeli eSIM veri paketleri satar. Sözleşme ya da abonelik yoktur. Tüm paketler önceden ödendiği için eve döndüğünüzde sizi bekleyen bir dolaşım faturası da olmaz.",
        ],
      },
      {
        heading: "Bizi farklı kılan ne?",
        paragraphs: [
          "İlk bakışta eSIM paketlerinin çoğu birbirine benzer. Farklar ayrıntılarda gizlidir; bu yüzden bu ayrıntıları ödemeden sonra değil, ödemeden önce gösteriyoruz.",
        ],
        bullets: [
          "Paket bilgileri baştan açık: geçerlilik süresinin ne zaman başladığı, yüksek hızlı kota bittikten sonra hangi hızla devam ettiğiniz, bağlantınızı hotspot ile paylaşıp paylaşamayacağınız ve hangi yerel operatörlere bağlandığınız.",
          "Kendi para biriminizde fiyatlar: bir görüntüleme para birimi seçin ve ödeme adımına geçmeden önce paketin size tanıdık bir para biriminde ne kadar tuttuğunu görün.",
          "Anında teslimat: eSIM'iniz ödemeden hemen sonra e-postayla ve “Siparişlerim” bölümünde size ulaşır; QR kod ve manuel kurulum bilgileri de içindedir.",
          "Kullanılmayan paketler için iade: bir paketi hiç yüklemediyseniz, satın alma tarihinden itibaren 30 gün içinde iade talep edebilirsiniz.",
          "Açık kaynak: bu mağazanın yazılımı açık kaynaklıdır ve kendi sunucularınızda barındırılabilir. Böylece siparişleri ve kişisel verileri nasıl işlediğini herkes inceleyebilir.",
        ],
      },
      {
        heading: "Ağları nasıl seçiyoruz?",
        paragraphs: [
          "Paketlerimiz, her destinasyonda yerel operatörlerle dolaşım anlaşmaları bulunan köklü ağ ortaklarımızın altyapısı üzerinden çalışır. Bir paketi listelemeden önce kapsama alanını, bağlandığı operatörleri, sunduğu hızları ve günlük kota bittikten sonra nasıl davrandığını inceleriz.",
          "Bir ülkede birden fazla operatör varsa ağlar arasında geçiş yapabilen paketleri tercih ederiz; böylece bir sinyal zayıf olduğunda alternatifiniz olur. Bir paketin koşulları değiştiğinde, eski bilgileri yayında bırakmak yerine paket sayfasını güncelleriz.",
        ],
      },
      {
        heading: "İhtiyacınız olduğunda destek",
        paragraphs: [
          "Rehberlerimiz; telefonunuzun eSIM destekleyip desteklemediğini nasıl kontrol edeceğinizi, iPhone ve Android cihazlara paketin nasıl kurulacağını ve vardığınızda hangi ayarları açmanız gerektiğini adım adım anlatır.",
          "Bir şey yolunda gitmezse destek ekibimiz {supportEmail} adresinden e-postayla size yardımcı olur. Sipariş numaranızı ve mümkünse mobil ağ ayarlarınızın ekran görüntüsünü gönderin; bu, sorunun nedenini genellikle çok daha hızlı bulmamızı sağlar. Bir paket çalışmaz ve sorunu çözemezsek paranızı iade ederiz.",
        ],
      },
      {
        heading: "Ortaklarımız",
        paragraphs: [
          "Seyahat blogerleri, tur operatörleri ve turizm sektöründeki diğer işletmeler, ortaklık programımız aracılığıyla {brand} markasını önerebilir. Bir ortak bağlantısıyla geldiğinizde, siparişin ilgili ortağa yazılabilmesi için yönlendirme kodu yaklaşık bir saat saklanır. Bu, paketin size asla daha pahalıya gelmesine yol açmaz.",
          "Bizimle çalışmak ister misiniz? {supportEmail} adresine yazın ve bize kitlenizden kısaca bahsedin.",
        ],
      },
    ],
  },

  "zh-CN": {
    title: "关于{brand}",
    description:
      "{brand}提供覆盖单个国家、多国地区及全球的预付费eSIM流量套餐：价格清晰透明，付款后即时发送，出境旅行不再担心漫游账单。",
    intro:
      "我们创办{brand}，是希望旅行者落地开机就能上网，不用担心漫游账单，也不必四处寻找卖SIM卡的地方。",
    sections: [
      {
        heading: "我们的使命",
        paragraphs: [
          "对许多人来说，高昂的漫游费和机场SIM卡柜台前的长队，至今仍是出行的一部分。我们认为，在国外保持联网应该像选座位一样简单：选好目的地，支付清晰明了的价格，落地即可上网。",
          "{brand}销售预付费eSIM流量套餐，覆盖单个国家、多国地区以及环球旅行。无需签约，也没有订阅；所有套餐均为预付，回国后不会有漫游账单等着您。",
        ],
      },
      {
        heading: "我们的不同之处",
        paragraphs: [
          "乍看之下，大多数eSIM套餐都差不多，真正的差别藏在细节里。因此，我们会在您付款之前，而不是之后，把这些细节讲清楚。",
        ],
        bullets: [
          "套餐信息提前公开：有效期从何时开始计算、高速流量用完后的网速、是否支持热点共享，以及连接的是哪些当地运营商。",
          "以您熟悉的货币显示价格：选择显示币种，在结账前就能看清套餐的价格。",
          "即时发送：付款后片刻，eSIM就会通过电子邮件发送给您，并同步显示在“我的订单”中，包含二维码和手动安装信息。",
          "未使用的套餐可退款：如果套餐从未安装，您可以在购买后30天内申请退款。",
          "开源：本商店的软件是开源的，并且可以自行部署，任何人都可以查看它如何处理订单和个人信息。",
        ],
      },
      {
        heading: "我们如何选择网络",
        paragraphs: [
          "我们的套餐由成熟可靠的网络合作伙伴提供，它们与各目的地的当地运营商签有漫游协议。套餐上架前，我们会评估网络覆盖、可连接的运营商、网速，以及每日高速流量用完后的实际表现。",
          "如果目的地有多家运营商，我们优先选择可以在不同网络之间切换的套餐，这样一家信号较弱时，您还有备选网络。套餐条件一旦变化，我们会及时更新套餐页面，而不会让过时信息继续留在网上。",
        ],
      },
      {
        heading: "随时为您提供帮助",
        paragraphs: [
          "我们的使用指南会告诉您如何确认手机是否支持eSIM、如何在iPhone和安卓手机上安装套餐，以及抵达后需要打开哪些设置。",
          "如果遇到问题，我们的客服团队会通过电子邮件（{supportEmail}）为您提供帮助。请附上订单号；如有可能，再附一张移动网络设置的截图，这通常能帮助我们更快找到原因。如果套餐无法使用且我们未能解决，我们将为您退款。",
        ],
      },
      {
        heading: "合作伙伴",
        paragraphs: [
          "旅行博主、旅行社及其他旅游行业企业，可以通过我们的合作伙伴计划推荐{brand}。当您通过合作伙伴链接访问本站时，推荐码会被保存约一小时，以便将您的订单计入该合作伙伴名下。这绝不会让您购买的套餐变贵。",
          "有意与我们合作？请发送邮件至{supportEmail}，简单介绍一下您的受众。",
        ],
      },
    ],
  },

  "zh-HK": {
    title: "關於{brand}",
    description:
      "{brand}提供單一國家、多國地區及全球適用的預付eSIM流動數據計劃：價錢清晰、付款後即時發送，外遊不用再擔心漫遊賬單。",
    intro:
      "我們創立{brand}，是希望旅客一落機、一開手機就能上網，不用擔心漫遊賬單，也不必四出尋找售賣SIM卡的店舖。",
    sections: [
      {
        heading: "我們的使命",
        paragraphs: [
          "對不少人來說，昂貴的漫遊費和在機場SIM卡櫃位前排長龍，仍然是旅程的一部分。我們相信，在外地保持連線應該像揀選座位一樣簡單：選好目的地，付一個清清楚楚的價錢，一到埗就可以上網。",
          "{brand}提供預付eSIM流動數據計劃，涵蓋單一國家、多國地區以至環球旅程。毋須簽約，亦沒有月費訂閱；所有計劃均為預付，回家後不會有漫遊賬單等著您。",
        ],
      },
      {
        heading: "我們有何不同",
        paragraphs: [
          "乍看之下，大部分eSIM計劃都大同小異，真正的分別在於細節。因此，我們會在您付款之前（而不是之後）把這些細節清楚列出。",
        ],
        bullets: [
          "計劃資料事先列明：有效期何時開始計算、高速數據用完後的速度、可否開啟熱點分享，以及會連接哪些當地電訊商。",
          "以您熟悉的貨幣顯示價錢：選擇顯示貨幣，在結帳前已可看清計劃的價錢。",
          "即時發送：付款後片刻，eSIM便會經電郵送到，並同時顯示於「我的訂單」，內附QR Code及手動安裝資料。",
          "未使用的計劃可退款：如計劃從未安裝，您可於購買後30日內申請退款。",
          "開源：本網店的軟件屬開源項目，並可自行架設，任何人都可以查閱它如何處理訂單及個人資料。",
        ],
      },
      {
        heading: "我們如何挑選網絡",
        paragraphs: [
          "我們的計劃由信譽良好的網絡合作夥伴提供，它們與各目的地的當地電訊商均訂有漫遊協議。計劃上架前，我們會審視網絡覆蓋、可連接的電訊商、速度，以及每日高速數據用完後的實際表現。",
          "如目的地有多於一間電訊商，我們會優先選擇可在不同網絡之間切換的計劃，讓您在某個網絡訊號較弱時仍有後備選擇。計劃條款如有變動，我們會更新計劃頁面，不會讓過時資料留在網上。",
        ],
      },
      {
        heading: "有需要時，我們隨時協助",
        paragraphs: [
          "我們的指南會教您如何確認手機是否支援eSIM、如何在iPhone及Android手機上安裝計劃，以及抵達後要開啟哪些設定。",
          "如遇到問題，我們的客戶支援團隊會透過電郵（{supportEmail}）協助您。請提供訂單編號；如可以的話，再附上流動網絡設定的截圖，通常能讓我們更快找出原因。如計劃無法使用而我們未能解決，我們會向您退款。",
        ],
      },
      {
        heading: "合作夥伴",
        paragraphs: [
          "旅遊Blogger、旅行社及其他旅遊業商戶，可透過我們的合作夥伴計劃推介{brand}。當您經合作夥伴連結進入本網站，推薦碼會被保存約一小時，以便把您的訂單記在該合作夥伴名下。這絕不會令您購買的計劃變得更貴。",
          "有興趣與我們合作？請電郵至{supportEmail}，簡單介紹一下您的讀者或客群。",
        ],
      },
    ],
  },
};
