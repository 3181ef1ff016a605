/**
 * "How it works" page: from choosing a plan to getting online at the destination.
 */
import type { Localized } from "../../../../shared/i18n/locales.ts";
import type { ContentPage } from "./types.ts";

const en: ContentPage = {
  title: "How {brand} eSIM works",
  description:
    "Get mobile data abroad in minutes: choose a destination and plan, check your phone supports eSIM, install it before you fly and connect when you land.",
  intro:
    "No shop visits, no plastic SIM and no roaming bill. Here's the whole journey, from choosing a plan to getting online at your destination.",
  sections: [
    {
      heading: "Choose your destination and plan",
      paragraphs: [
        "Start with where you're going. You can pick a single country, a region such as Europe, or a global area if your trip crosses several continents. Every plan page lists the countries covered, the networks you'll use and whether you get 4G or 5G.",
        "It also tells you when the plan's validity starts (at your first connection in a covered country, or at installation), whether hotspot is allowed and whether you can top up. Then pick the kind of plan that suits your trip:",
      ],
      bullets: [
        "Fixed data: a set amount of data, from 1 GB to 50 GB, valid for 7 to 90 days. Ideal if you know roughly how much you'll use.",
        "Daily plans: a high-speed allowance every day, for the number of days you choose (1 to 30). Once the day's allowance is used, you stay online at a reduced speed until it resets.",
        "Data with calls and texts: data plus local call minutes and SMS, handy when you need to ring a hotel or receive a delivery text.",
      ],
    },
    {
      heading: "Check that your phone is compatible",
      paragraphs: [
        "An eSIM only works on a phone that supports eSIM and isn't locked to a carrier. Most recent iPhones and many Google Pixel and Samsung Galaxy models support eSIM, but some versions sold in certain countries don't, so it's worth checking your own phone.",
        "Here's how to check:",
      ],
      bullets: [
        "iPhone: go to Settings > General > About. If you see a “Digital SIM” section or an EID number, your iPhone supports eSIM.",
        "Android: go to Settings > About phone (on some phones, under Status). If an EID is listed, your phone supports eSIM.",
        "Carrier lock: if you got your phone from a mobile operator, make sure it's unlocked. On iPhone, Settings > General > About shows “No SIM restrictions” next to Carrier Lock. On Android, ask your operator, or try a SIM card from another network.",
      ],
    },
    {
      heading: "Buy and receive your eSIM",
      paragraphs: [
        "Choose your plan and pay by card, or with your {brand} account credit. Prices are shown in the currency you pick for display, but the charge is made in US dollars, so your bank may convert it at its own rate.",
        "You can check out as a guest or with an account. Moments after payment, we send your eSIM by e-mail. If you have an account, it also appears under “My orders”, with the QR code and the details for manual installation.",
      ],
    },
    {
      heading: "Install it before you travel",
      paragraphs: [
        "Install the eSIM at home on Wi-Fi, ideally a day or two before you leave. Installing only adds the eSIM to your phone: on most plans, validity doesn't start until your first connection in a covered country. If your plan says validity starts at installation, install it shortly before departure instead.",
        "There are two ways to install: scan the QR code from another screen or a printout, or enter the details by hand, namely the SM-DP+ address and the activation code. You'll find both in your e-mail and under “My orders”.",
      ],
      bullets: [
        "iPhone: Settings > Mobile Service (Cellular in some regions) > Add eSIM > Use QR Code. To type the details instead, tap “Enter Details Manually”.",
        "Samsung Galaxy: Settings > Connections > SIM manager > Add eSIM, then scan the QR code or enter the activation code.",
        "Google Pixel and other Android phones: Settings > Network & internet > SIMs, add an eSIM and scan the QR code. Menu names vary slightly by manufacturer.",
        "Give the new line a name you'll recognise, such as “Travel”, so you can tell it apart from your usual SIM.",
      ],
    },
    {
      heading: "When you arrive",
      paragraphs: [
        "Once you land, switch the eSIM line on and select it for mobile data. Then turn on data roaming for the eSIM line: it's needed to connect to our local partner networks, and it doesn't cost anything extra, because the data is already included in your plan.",
        "You can keep your usual SIM switched on to receive calls and texts on your own number, but turn data roaming off on that line so your home operator doesn't charge you for data. Bear in mind that your operator may charge its own roaming rates for calls you take abroad.",
      ],
      bullets: [
        "iPhone: Settings > Mobile Service > choose the eSIM, then switch on “Turn On This Line” and “Data Roaming”; under Mobile Data, select the eSIM.",
        "Android: Settings > Connections (or Network & internet) > SIM manager > set the eSIM for mobile data, then turn on roaming for that SIM.",
        "Give it a moment: the first connection to a local network can take a few minutes. Restarting your phone often helps.",
      ],
    },
    {
      heading: "Keep an eye on your data and top up",
      paragraphs: [
        "Under “My orders” you can see how much data you have left and when your plan expires. Your phone's own data counter gives you an idea too, although it may not match exactly.",
        "Running low? If your plan can be topped up, add more data to the same eSIM from “My orders”, with nothing new to install. Plans that can't be topped up say so on the plan page; in that case, simply buy a new plan.",
        "Hotspot (tethering) is allowed on most plans, so you can share your connection with a laptop or tablet. If a plan doesn't allow it, its page says so.",
      ],
    },
    {
      heading: "Troubleshooting",
      paragraphs: [
        "Can't get online? Work through these steps in order. If nothing helps, write to {supportEmail} with your order number and a screenshot of your settings, and our team will help you get connected.",
      ],
      bullets: [
        "Check that the eSIM line is switched on, selected for mobile data, and that data roaming is turned on for it.",
        "Turn flight mode on for 30 seconds and then off again, or restart your phone.",
        "Select a network manually: turn off automatic network selection and choose one of the partner networks listed on your plan page.",
        "Make sure you're in a country covered by your plan, and that the plan is still valid and has data left.",
        "If your installation details include an APN, check that it's set on the eSIM line (iPhone: Mobile Data Network; Android: Access Point Names).",
        "Don't delete the eSIM from your phone: in most cases it can't be installed again.",
      ],
    },
  ],
};

const de: ContentPage = {
  title: "So funktioniert die eSIM von {brand}",
  description:
    "In wenigen Minuten mobil surfen im Ausland: Reiseziel und Tarif wählen, eSIM-Fähigkeit prüfen, vor der Reise installieren und nach der Landung lossurfen.",
  intro:
    "Kein Gang in den Handyshop, keine Plastik-SIM, keine Roaming-Rechnung. Hier erfahren Sie Schritt für Schritt, wie Sie vom passenden Tarif bis zur ersten Verbindung am Reiseziel kommen.",
  sections: [
    {
      heading: "Reiseziel und Tarif wählen",
      paragraphs: [
        "Beginnen Sie mit Ihrem Reiseziel: einem einzelnen Land, einer Region wie Europa oder einem weltweiten Gebiet, wenn Ihre Reise über mehrere Kontinente führt. Auf jeder Tarifseite sehen Sie, welche Länder abgedeckt sind, welche Netze Sie nutzen und ob 4G oder 5G verfügbar ist.",
        "Dort steht außerdem, wann die Laufzeit beginnt (bei der ersten Verbindung in einem abgedeckten Land oder bei der Installation), ob Hotspot erlaubt ist und ob Sie Datenvolumen nachbuchen können. Wählen Sie dann die Tarifart, die zu Ihrer Reise passt:",
      ],
      bullets: [
        "Festes Datenvolumen: 1 bis 50 GB, gültig für 7 bis 90 Tage. Ideal, wenn Sie ungefähr wissen, wie viel Sie brauchen.",
        "Tagestarife: ein tägliches Highspeed-Volumen für 1 bis 30 Tage, je nach gebuchter Dauer. Ist es aufgebraucht, surfen Sie mit reduzierter Geschwindigkeit weiter, bis es am nächsten Tag wieder aufgefüllt wird.",
        "Daten mit Telefonie und SMS: Datenvolumen plus Gesprächsminuten und SMS vor Ort – praktisch, wenn Sie im Hotel anrufen oder eine SMS vom Lieferdienst empfangen müssen.",
      ],
    },
    {
      heading: "Prüfen, ob Ihr Handy kompatibel ist",
      paragraphs: [
        "Eine eSIM funktioniert nur auf einem Gerät, das eSIM unterstützt und keinen SIM-Lock hat. Die meisten aktuellen iPhones sowie viele Modelle von Google Pixel und Samsung Galaxy sind eSIM-fähig, einige Ländervarianten jedoch nicht – prüfen Sie daher am besten Ihr eigenes Gerät.",
        "So geht's:",
      ],
      bullets: [
        "iPhone: Öffnen Sie Einstellungen > Allgemein > Info. Wird dort ein Abschnitt „Digitale SIM“ oder eine EID angezeigt, unterstützt Ihr iPhone eSIM.",
        "Android: Öffnen Sie Einstellungen > Telefoninfo (bei manchen Geräten unter „Status“). Ist dort eine EID aufgeführt, ist Ihr Gerät eSIM-fähig.",
        "SIM-Lock: Haben Sie Ihr Handy über einen Mobilfunkanbieter gekauft, muss es entsperrt sein. Beim iPhone steht unter Einstellungen > Allgemein > Info bei „Netzbetreibersperre“ der Hinweis „Keine SIM-Beschränkungen“. Bei Android fragen Sie Ihren Anbieter oder testen die SIM-Karte eines anderen Netzes.",
      ],
    },
    {
      heading: "Kaufen und eSIM erhalten",
      paragraphs: [
        "Wählen Sie Ihren Tarif und bezahlen Sie per Karte oder mit Ihrem {brand}-Guthaben. Die Preise werden in der von Ihnen gewählten Währung angezeigt, abgebucht wird jedoch in US-Dollar; Ihre Bank rechnet dabei eventuell zu ihrem eigenen Kurs um.",
        "Sie können als Gast oder mit Kundenkonto bestellen. Kurz nach der Zahlung erhalten Sie Ihre eSIM per E-Mail. Mit Kundenkonto finden Sie sie zusätzlich unter „Meine Bestellungen“ – mit QR-Code und allen Angaben für die manuelle Installation.",
      ],
    },
    {
      heading: "Vor der Reise installieren",
      paragraphs: [
        "Installieren Sie die eSIM am besten ein bis zwei Tage vor der Abreise zu Hause im WLAN. Dadurch wird sie nur auf Ihrem Gerät eingerichtet: Bei den meisten Tarifen beginnt die Laufzeit erst mit der ersten Verbindung in einem abgedeckten Land. Beginnt die Laufzeit laut Tarif mit der Installation, installieren Sie die eSIM erst kurz vor dem Abflug.",
        "Sie haben zwei Möglichkeiten: Scannen Sie den QR-Code von einem anderen Bildschirm oder einem Ausdruck, oder geben Sie die Daten von Hand ein, also die SM-DP+-Adresse und den Aktivierungscode. Beides finden Sie in Ihrer E-Mail und unter „Meine Bestellungen“.",
      ],
      bullets: [
        "iPhone: Einstellungen > Mobilfunk > eSIM hinzufügen > QR-Code verwenden. Für die manuelle Eingabe tippen Sie auf „Details manuell eingeben“.",
        "Samsung Galaxy: Einstellungen > Verbindungen > SIM-Manager > eSIM hinzufügen, dann den QR-Code scannen oder den Aktivierungscode eingeben.",
        "Google Pixel und andere Android-Geräte: Einstellungen > Netzwerk & Internet > SIMs, eine eSIM hinzufügen und den QR-Code scannen. Die Menünamen unterscheiden sich je nach Hersteller leicht.",
        "Geben Sie der neuen Leitung einen eindeutigen Namen wie „Reise“, damit Sie sie leicht von Ihrer gewohnten SIM unterscheiden können.",
      ],
    },
    {
      heading: "Nach der Ankunft",
      paragraphs: [
        "Schalten Sie nach der Landung die eSIM-Leitung ein und wählen Sie sie für mobile Daten aus. Aktivieren Sie dann Datenroaming für die eSIM: Nur so verbindet sie sich mit unseren lokalen Partnernetzen. Zusätzliche Kosten entstehen dadurch nicht, denn das Datenvolumen ist bereits im Tarif enthalten.",
        "Ihre gewohnte SIM kann eingeschaltet bleiben, damit Sie unter Ihrer Nummer Anrufe und SMS empfangen. Schalten Sie für diese Leitung aber das Datenroaming aus, damit Ihr Anbieter keine Datennutzung berechnet. Beachten Sie, dass Ihr Anbieter für im Ausland angenommene Anrufe eigene Roaminggebühren verlangen kann.",
      ],
      bullets: [
        "iPhone: Einstellungen > Mobilfunk > eSIM auswählen > „Diese Leitung aktivieren“ und „Datenroaming“ einschalten; unter „Mobile Daten“ die eSIM wählen.",
        "Android: Einstellungen > Verbindungen (oder Netzwerk & Internet) > SIM-Manager > die eSIM für mobile Daten festlegen und Roaming für diese SIM aktivieren.",
        "Etwas Geduld: Die erste Verbindung mit einem lokalen Netz kann einige Minuten dauern. Ein Neustart des Handys hilft oft.",
      ],
    },
    {
      heading: "Verbrauch im Blick behalten und nachbuchen",
      paragraphs: [
        "Unter „Meine Bestellungen“ sehen Sie, wie viel Datenvolumen Ihnen noch bleibt und bis wann Ihr Tarif gilt. Der Datenzähler Ihres Handys gibt zusätzlich einen Anhaltspunkt, kann aber leicht abweichen.",
        "Wird das Volumen knapp? Lässt sich Ihr Tarif aufladen, buchen Sie unter „Meine Bestellungen“ Daten auf dieselbe eSIM nach – ganz ohne neue Installation. Ist keine Aufladung möglich, steht das auf der Tarifseite; kaufen Sie dann einfach einen neuen Tarif.",
        "Hotspot (Tethering) ist bei den meisten Tarifen erlaubt, sodass Sie Ihre Verbindung mit Laptop oder Tablet teilen können. Ausnahmen sind auf der jeweiligen Tarifseite angegeben.",
      ],
    },
    {
      heading: "Hilfe bei Problemen",
      paragraphs: [
        "Keine Verbindung? Gehen Sie diese Punkte der Reihe nach durch. Hilft nichts davon, schreiben Sie mit Ihrer Bestellnummer und einem Screenshot Ihrer Einstellungen an {supportEmail} – unser Team hilft Ihnen weiter.",
      ],
      bullets: [
        "Prüfen Sie, ob die eSIM-Leitung eingeschaltet und für mobile Daten ausgewählt ist und ob Datenroaming dafür aktiviert ist.",
        "Schalten Sie den Flugmodus für 30 Sekunden ein und wieder aus oder starten Sie Ihr Handy neu.",
        "Wählen Sie das Netz manuell: Deaktivieren Sie die automatische Netzwahl und wählen Sie eines der Partnernetze, die auf Ihrer Tarifseite aufgeführt sind.",
        "Vergewissern Sie sich, dass Sie sich in einem abgedeckten Land befinden und Ihr Tarif noch gültig ist und Datenvolumen übrig hat.",
        "Ist in Ihren Installationsdaten ein APN angegeben, prüfen Sie, ob er für die eSIM eingetragen ist (iPhone: „Mobiles Datennetzwerk“; Android: „Zugangspunkte (APN)“).",
        "Löschen Sie die eSIM nicht von Ihrem Gerät: In den meisten Fällen lässt sie sich nicht erneut installieren.",
      ],
    },
  ],
};

const es: ContentPage = {
  title: "Cómo funciona la eSIM de {brand}",
  description:
    "Ten datos móviles en el extranjero en minutos: elige destino y plan, comprueba que tu teléfono admite eSIM, instálala antes de viajar y conéctate al llegar.",
  intro:
    "Sin pasar por una tienda, sin SIM de plástico y sin facturas de roaming. Te contamos todo el proceso, desde elegir el plan hasta conectarte en tu destino.",
  sections: [
    {
      heading: "Elige tu destino y tu plan",
      paragraphs: [
        "Empieza por tu destino: puedes elegir un solo país, una región como Europa o una zona global si tu viaje cruza varios continentes. En la página de cada plan verás los países incluidos, las redes que usarás y si tienes 4G o 5G.",
        "También se indica cuándo empieza la validez (con la primera conexión en un país incluido o al instalarla), si puedes compartir la conexión como punto de acceso y si admite recargas. Después, elige el tipo de plan que mejor se adapte a tu viaje:",
      ],
      bullets: [
        "Datos fijos: una cantidad de datos de 1 a 50 GB, válida de 7 a 90 días. Ideal si sabes más o menos cuánto vas a usar.",
        "Planes diarios: datos de alta velocidad cada día durante los días que elijas (de 1 a 30). Cuando agotas los del día, sigues conectado a velocidad reducida hasta que se renuevan.",
        "Datos con llamadas y SMS: datos más minutos de llamadas locales y mensajes de texto, muy útil para llamar al hotel o recibir el SMS de una entrega.",
      ],
    },
    {
      heading: "Comprueba que tu teléfono es compatible",
      paragraphs: [
        "Una eSIM solo funciona en un teléfono compatible con eSIM y liberado, es decir, sin bloqueo de operador. La mayoría de los iPhone recientes y muchos Google Pixel y Samsung Galaxy son compatibles, pero algunas versiones que se venden en ciertos países no lo son, así que conviene comprobar tu propio equipo.",
        "Así puedes comprobarlo:",
      ],
      bullets: [
        "iPhone: ve a Ajustes > General > Información. Si aparece una sección «SIM digital» o un número EID, tu iPhone admite eSIM.",
        "Android: ve a Ajustes > Información del teléfono (en algunos modelos, dentro de «Estado»). Si aparece un EID, tu teléfono admite eSIM.",
        "Bloqueo de operador: si compraste el teléfono a través de una operadora, asegúrate de que esté liberado. En iPhone, en Ajustes > General > Información, junto a «Bloqueo del operador» debe aparecer «Sin restricciones de SIM». En Android, consulta con tu operadora o prueba con una SIM de otra compañía.",
      ],
    },
    {
      heading: "Compra y recibe tu eSIM",
      paragraphs: [
        "Elige tu plan y paga con tarjeta o con el saldo de tu cuenta de {brand}. Los precios se muestran en la moneda que elijas, pero el cargo se hace en dólares estadounidenses, por lo que tu banco puede aplicar su propio tipo de cambio.",
        "Puedes comprar como invitado o con tu cuenta. Poco después del pago, te enviamos la eSIM por correo electrónico. Si tienes cuenta, también la encontrarás en «Mis pedidos», con el código QR y los datos para instalarla manualmente.",
      ],
    },
    {
      heading: "Instálala antes de viajar",
      paragraphs: [
        "Lo mejor es instalar la eSIM en casa, con wifi, uno o dos días antes de salir. La instalación solo añade la eSIM al teléfono: en la mayoría de los planes, la validez no empieza hasta la primera conexión en un país incluido. Si tu plan indica que la validez empieza al instalarla, hazlo poco antes de salir.",
        "Hay dos formas de instalarla: escanear el código QR desde otra pantalla o una copia impresa, o introducir los datos a mano, es decir, la dirección SM-DP+ y el código de activación. Encontrarás ambos en el correo y en «Mis pedidos».",
      ],
      bullets: [
        "iPhone: Ajustes > Datos móviles (Celular en algunos países) > Añadir eSIM > Usar código QR. Para escribir los datos, toca «Introducir los datos manualmente».",
        "Samsung Galaxy: Ajustes > Conexiones > Administrador de SIM > Añadir eSIM; luego escanea el código QR o introduce el código de activación.",
        "Google Pixel y otros Android: Ajustes > Redes e Internet > SIM, añade una eSIM y escanea el código QR. Los nombres de los menús pueden variar según el fabricante.",
        "Ponle a la nueva línea un nombre fácil de reconocer, como «Viaje», para distinguirla de tu SIM habitual.",
      ],
    },
    {
      heading: "Al llegar a tu destino",
      paragraphs: [
        "Al aterrizar, activa la línea de la eSIM y selecciónala para los datos móviles. Luego activa el roaming de datos en la eSIM: es necesario para que se conecte a nuestras redes locales asociadas y no tiene ningún coste adicional, porque los datos ya están incluidos en tu plan.",
        "Puedes dejar encendida tu SIM habitual para recibir llamadas y SMS en tu número de siempre, pero desactiva el roaming de datos en esa línea para que tu operadora no te cobre datos. Ten en cuenta que tu operadora puede cobrarte las llamadas que recibas en el extranjero según sus tarifas de roaming.",
      ],
      bullets: [
        "iPhone: Ajustes > Datos móviles > selecciona la eSIM > activa «Activar esta línea» y «Roaming de datos»; en «Datos móviles», elige la eSIM.",
        "Android: Ajustes > Conexiones (o Redes e Internet) > Administrador de SIM > elige la eSIM para los datos móviles y activa el roaming en esa SIM.",
        "Ten un poco de paciencia: la primera conexión a una red local puede tardar unos minutos. Reiniciar el teléfono suele ayudar.",
      ],
    },
    {
      heading: "Controla tu consumo y recarga",
      paragraphs: [
        "En «Mis pedidos» puedes ver cuántos datos te quedan y hasta cuándo es válido tu plan. El contador de datos del teléfono también te da una idea, aunque puede no coincidir exactamente.",
        "¿Te estás quedando sin datos? Si tu plan admite recargas, añade más datos a la misma eSIM desde «Mis pedidos», sin instalar nada nuevo. Si un plan no se puede recargar, lo indica su página; en ese caso, simplemente compra un plan nuevo.",
        "La mayoría de los planes permiten compartir la conexión como punto de acceso, así que puedes conectar también un portátil o una tableta. Si un plan no lo permite, se indica en su página.",
      ],
    },
    {
      heading: "Solución de problemas",
      paragraphs: [
        "¿No tienes conexión? Revisa estos puntos en orden. Si nada funciona, escríbenos a {supportEmail} con tu número de pedido y una captura de pantalla de tus ajustes, y te ayudaremos a conectarte.",
      ],
      bullets: [
        "Comprueba que la línea de la eSIM esté activada, seleccionada para los datos móviles y con el roaming de datos activado.",
        "Activa el modo avión durante 30 segundos y vuelve a desactivarlo, o reinicia el teléfono.",
        "Selecciona la red manualmente: desactiva la selección automática de red y elige una de las redes asociadas que aparecen en la página de tu plan.",
        "Asegúrate de estar en un país incluido en tu plan y de que este siga vigente y tenga datos disponibles.",
        "Si tus datos de instalación incluyen un APN, comprueba que esté configurado en la línea de la eSIM (iPhone: «Red de datos móviles»; Android: «Nombres de puntos de acceso»).",
        "No borres la eSIM del teléfono: en la mayoría de los casos no se puede volver a instalar.",
      ],
    },
  ],
};

const ja: ContentPage = {
  title: "{brand} eSIMの使い方",
  description:
    "渡航先とプランを選び、お使いのスマートフォンがeSIMに対応しているか確認したら、出発前にインストールするだけ。現地に着いたらすぐにデータ通信が使えます。プラン選びから設定、データの追加、つながらないときの対処法まで、{brand} eSIMの使い方を順を追ってわかりやすくご案内します。",
  intro:
    "ショップに行く必要も、SIMカードの差し替えも、高額なローミング料金の心配もありません。プラン選びから現地での接続まで、流れを順にご説明します。",
  sections: [
    {
      heading: "渡航先とプランを選ぶ",
      paragraphs: [
        "まずは行き先を選びましょう。1つの国のほか、ヨーロッパなどの地域、複数の大陸をまたぐ旅行なら広域エリアのプランも選べます。各プランのページには、対象の国、利用する通信事業者、4Gと5Gのどちらに対応しているかが記載されています。",
        "あわせて、有効期間が始まるタイミング（対象国で初めて接続したときか、インストールしたときか）、テザリングの可否、データ追加（チャージ）の可否も確認できます。そのうえで、旅のスタイルに合ったプランの種類をお選びください。",
      ],
      bullets: [
        "データ容量プラン：1〜50GBのデータを7〜90日間ご利用いただけます。使う量がおおよそわかっている方におすすめです。",
        "日額プラン：毎日決まった量の高速データが使え、日数は1〜30日から選べます。その日の容量を使い切っても、翌日にリセットされるまで低速で通信を続けられます。",
        "データ＋通話・SMSプラン：データ通信に加えて、現地での通話とSMSも使えます。ホテルに電話したり、配達のSMSを受け取ったりしたいときに便利です。",
      ],
    },
    {
      heading: "スマートフォンの対応状況を確認する",
      paragraphs: [
        "eSIMを使うには、eSIMに対応し、かつSIMロックが解除されたスマートフォンが必要です。最近のiPhoneや、Google Pixel・Samsung Galaxyの多くの機種が対応していますが、販売された国によっては非対応のモデルもあるため、お使いの端末で確認しておくと安心です。",
        "確認方法は次のとおりです。",
      ],
      bullets: [
        "iPhone：「設定」>「一般」>「情報」を開き、「デジタルSIM」の項目やEIDが表示されていればeSIMに対応しています。",
        "Android：「設定」>「デバイス情報」（機種によっては「端末情報」や「ステータス」）を開き、EIDが表示されていればeSIMに対応しています。",
        "SIMロック：携帯電話会社で購入した端末の場合は、SIMロックが解除されているか確認してください。iPhoneでは「設定」>「一般」>「情報」の「キャリアロック」に「SIMロックなし」と表示されます。Androidの場合は、ご契約の携帯電話会社に問い合わせるか、他社のSIMカードを挿して確認できます。",
      ],
    },
    {
      heading: "購入してeSIMを受け取る",
      paragraphs: [
        "プランを選んだら、クレジットカードまたは{brand}のアカウント残高でお支払いください。価格はお選びの表示通貨で表示されますが、請求は米ドルで行われるため、カード会社所定の為替レートで換算される場合があります。",
        "ゲストとしても、アカウントにログインしてもご購入いただけます。お支払い後まもなく、eSIMをメールでお届けします。アカウントをお持ちの場合は「注文履歴」にも表示され、QRコードと手動インストール用の情報を確認できます。",
      ],
    },
    {
      heading: "出発前にインストールする",
      paragraphs: [
        "eSIMのインストールは、出発の1〜2日前までに、自宅などWi-Fiにつながる環境で済ませておくのがおすすめです。インストールしただけでは、ほとんどのプランで有効期間は始まらず、対象国で初めて接続したときから開始されます。インストール時に有効期間が始まるプランの場合は、出発の直前にインストールしてください。",
        "インストール方法は2通りです。別の画面や印刷した紙に表示したQRコードを読み取るか、SM-DP+アドレスとアクティベーションコードを手動で入力します。どちらもメールと「注文履歴」に記載されています。",
      ],
      bullets: [
        "iPhone：「設定」>「モバイル通信」>「eSIMを追加」>「QRコードを使用」。手動で入力する場合は「詳細情報を手動で入力」をタップします。",
        "Samsung Galaxy：「設定」>「接続」>「SIMマネージャー」>「eSIMを追加」から、QRコードを読み取るかアクティベーションコードを入力します。",
        "Google Pixelなどその他のAndroid：「設定」>「ネットワークとインターネット」>「SIM」からeSIMを追加し、QRコードを読み取ります。メニュー名はメーカーによって多少異なります。",
        "新しい回線には「旅行用」などわかりやすい名前を付けておくと、普段のSIMと区別しやすくなります。",
      ],
    },
    {
      heading: "現地に着いたら",
      paragraphs: [
        "到着したら、eSIMの回線をオンにして、モバイルデータ通信に使う回線として選択します。次に、eSIM回線のデータローミングをオンにしてください。現地の提携ネットワークに接続するために必要な設定です。データ料金はプランに含まれているため、追加のローミング料金はかかりません。",
        "普段お使いのSIMをオンのままにしておけば、いつもの電話番号で通話やSMSを受けられます。ただし、ご契約の携帯電話会社からデータ通信料を請求されないよう、その回線のデータローミングはオフにしてください。なお、海外での着信には、ご契約の携帯電話会社の国際ローミング料金がかかる場合があります。",
      ],
      bullets: [
        "iPhone：「設定」>「モバイル通信」でeSIMを選び、「この回線をオンにする」と「データローミング」をオンにします。「モバイルデータ通信」ではeSIMを選択します。",
        "Android：「設定」>「接続」（または「ネットワークとインターネット」）>「SIMマネージャー」で、モバイルデータにeSIMを選び、そのSIMのローミングをオンにします。",
        "最初の接続には数分かかることがあります。なかなかつながらない場合は、端末を再起動すると改善することがよくあります。",
      ],
    },
    {
      heading: "データ残量の確認とチャージ",
      paragraphs: [
        "データの残量やプランの有効期限は「注文履歴」で確認できます。端末のデータ使用量の表示も目安になりますが、多少ずれることがあります。",
        "残量が少なくなってきたら、チャージに対応したプランであれば「注文履歴」から同じeSIMにデータを追加できます。新たにインストールする必要はありません。チャージできないプランはプランページにその旨を記載していますので、その場合は新しいプランをご購入ください。",
        "ほとんどのプランでテザリング（インターネット共有）が使えるため、ノートパソコンやタブレットもつなげます。テザリングできないプランは、プランページに記載しています。",
      ],
    },
    {
      heading: "つながらないときは",
      paragraphs: [
        "インターネットに接続できない場合は、次の項目を順番に確認してください。それでも解決しないときは、注文番号と設定画面のスクリーンショットを添えて{supportEmail}までご連絡ください。つながるまでサポートチームがお手伝いします。",
      ],
      bullets: [
        "eSIM回線がオンになっているか、モバイルデータ通信の回線に選ばれているか、データローミングがオンになっているかを確認します。",
        "機内モードを30秒ほどオンにしてからオフに戻すか、端末を再起動します。",
        "ネットワークを手動で選択します。ネットワークの自動選択をオフにして、プランページに記載されている提携ネットワークのいずれかを選んでください。",
        "プランの対象国にいるか、プランが有効期間内でデータ残量があるかを確認します。",
        "インストール情報にAPNが記載されている場合は、eSIM回線に設定されているか確認します（iPhone：「モバイルデータ通信ネットワーク」、Android：「アクセスポイント名」）。",
        "eSIMは端末から削除しないでください。多くの場合、再インストールはできません。",
      ],
    },
  ],
};

const tr: ContentPage = {
  title: "{brand} eSIM nasıl çalışır?",
  description:
    "Yurt dışında dakikalar içinde internete bağlanın: ülkenizi ve paketinizi seçin, telefonunuzun eSIM desteğini kontrol edin, yola çıkmadan kurun, inince bağlanın.",
  intro:
    "Mağazaya gitmeye, plastik SIM karta ya da yüklü bir dolaşım faturasına gerek yok. Paket seçiminden varış noktanızda internete bağlanmaya kadar tüm adımlar burada.",
  sections: [
    {
      heading: "Varış noktanızı ve paketinizi seçin",
      paragraphs: [
        "Önce nereye gideceğinizi seçin: tek bir ülke, Avrupa gibi bir bölge ya da seyahatiniz birden fazla kıtayı kapsıyorsa küresel bir alan. Her paketin sayfasında kapsanan ülkeler, bağlanacağınız şebekeler ve 4G mi 5G mi sunulduğu yazar.",
        "Aynı sayfada geçerlilik süresinin ne zaman başladığı (kapsanan bir ülkede ilk bağlantıda ya da kurulumda), hotspot kullanımına izin verilip verilmediği ve ek veri yüklenip yüklenemeyeceği de belirtilir. Ardından seyahatinize uygun paket türünü seçin:",
      ],
      bullets: [
        "Sabit veri paketleri: 7 ile 90 gün arasında geçerli, 1 ile 50 GB arasında veri. Ne kadar veri kullanacağınızı aşağı yukarı biliyorsanız idealdir.",
        "Günlük paketler: Seçtiğiniz gün sayısı boyunca (1-30 gün) her gün yüksek hızlı veri hakkı. Günlük hakkınız bittiğinde, ertesi gün yenilenene kadar düşük hızda bağlı kalırsınız.",
        "Veri + arama ve SMS paketleri: Veriye ek olarak yerel arama dakikaları ve SMS. Oteli aramanız ya da bir kargo SMS'i almanız gerektiğinde çok işe yarar.",
      ],
    },
    {
      heading: "Telefonunuzun uyumlu olduğundan emin olun",
      paragraphs: [
        "eSIM yalnızca eSIM destekleyen ve operatör kilidi olmayan telefonlarda çalışır. Yeni iPhone modellerinin çoğu ile birçok Google Pixel ve Samsung Galaxy modeli eSIM destekler; ancak bazı ülkelerde satılan sürümler desteklemeyebilir. Bu yüzden kendi cihazınızı kontrol etmenizde fayda var.",
        "Nasıl kontrol edilir:",
      ],
      bullets: [
        "iPhone: Ayarlar > Genel > Hakkında bölümüne gidin. “Dijital SIM” başlığını ya da bir EID numarası görüyorsanız iPhone'unuz eSIM destekler.",
        "Android: Ayarlar > Telefon hakkında bölümüne gidin (bazı cihazlarda “Durum” altında). EID görünüyorsa telefonunuz eSIM destekler.",
        "Operatör kilidi: Telefonunuzu bir operatörden aldıysanız kilidinin açık olduğundan emin olun. iPhone'da Ayarlar > Genel > Hakkında ekranında “Operatör Kilidi” satırında “SIM kısıtlaması yok” yazar. Android'de operatörünüze sorabilir ya da başka bir operatörün SIM kartını takarak deneyebilirsiniz.",
      ],
    },
    {
      heading: "Satın alın, eSIM'iniz gelsin",
      paragraphs: [
        "Paketinizi seçin; kartla ya da {brand} hesap bakiyenizle ödeyin. Fiyatlar seçtiğiniz para biriminde gösterilir ancak ödeme ABD doları üzerinden alınır; bankanız kendi döviz kurunu uygulayabilir.",
        "Misafir olarak ya da hesabınızla satın alabilirsiniz. Ödemenin hemen ardından eSIM'inizi e-postayla göndeririz. Hesabınız varsa eSIM'iniz “Siparişlerim” bölümünde de QR kod ve manuel kurulum bilgileriyle birlikte yer alır.",
      ],
    },
    {
      heading: "Yola çıkmadan kurun",
      paragraphs: [
        "eSIM'i yola çıkmadan bir iki gün önce, evde Wi-Fi'a bağlıyken kurmanızı öneririz. Kurulum eSIM'i yalnızca telefonunuza ekler: Çoğu pakette geçerlilik süresi, kapsanan bir ülkede ilk kez bağlandığınızda başlar. Paketinizde geçerliliğin kurulumla başladığı yazıyorsa, kurulumu yola çıkmadan hemen önce yapın.",
        "Kurulumun iki yolu var: QR kodu başka bir ekrandan ya da çıktıdan okutabilir veya SM-DP+ adresini ve etkinleştirme kodunu elle girebilirsiniz. İkisini de e-postanızda ve “Siparişlerim” bölümünde bulabilirsiniz.",
      ],
      bullets: [
        "iPhone: Ayarlar > Hücresel > eSIM Ekle > QR Kodu Kullan. Bilgileri elle girmek için “Ayrıntıları Elle Gir”e dokunun.",
        "Samsung Galaxy: Ayarlar > Bağlantılar > SIM yöneticisi > eSIM ekle; ardından QR kodu okutun ya da etkinleştirme kodunu girin.",
        "Google Pixel ve diğer Android telefonlar: Ayarlar > Ağ ve internet > SIM'ler bölümünden eSIM ekleyip QR kodu okutun. Menü adları üreticiye göre biraz farklı olabilir.",
        "Yeni hatta “Seyahat” gibi kolay tanınır bir ad verin; böylece her zamanki SIM'inizden kolayca ayırt edersiniz.",
      ],
    },
    {
      heading: "Vardığınızda",
      paragraphs: [
        "İner inmez eSIM hattını açın ve mobil veri için bu hattı seçin. Ardından eSIM hattında veri dolaşımını (roaming) etkinleştirin: eSIM'in yerel iş ortağı şebekelerimize bağlanabilmesi için bu gereklidir. Ek ücret çıkmaz, çünkü veri zaten paketinize dahildir.",
        "Kendi numaranızdan arama ve SMS almaya devam etmek için her zamanki SIM'inizi açık bırakabilirsiniz; ancak operatörünüzün veri ücreti yansıtmaması için o hatta veri dolaşımını kapatın. Yurt dışında gelen aramalar için operatörünüzün kendi dolaşım ücretlerini uygulayabileceğini unutmayın.",
      ],
      bullets: [
        "iPhone: Ayarlar > Hücresel > eSIM'i seçin > “Bu Hattı Aç” ve “Veri Dolaşımı” seçeneklerini açın; “Hücresel Veri” bölümünde eSIM'i seçin.",
        "Android: Ayarlar > Bağlantılar (veya Ağ ve internet) > SIM yöneticisi > mobil veri için eSIM'i seçin ve bu SIM'de dolaşımı açın.",
        "Biraz sabırlı olun: Yerel şebekeye ilk bağlantı birkaç dakika sürebilir. Telefonu yeniden başlatmak çoğu zaman işe yarar.",
      ],
    },
    {
      heading: "Kullanımınızı takip edin, veri ekleyin",
      paragraphs: [
        "Kalan verinizi ve paketinizin ne zamana kadar geçerli olduğunu “Siparişlerim” bölümünde görebilirsiniz. Telefonunuzun veri sayacı da fikir verir, ancak küçük farklar olabilir.",
        "Veriniz azaldı mı? Paketiniz ek yüklemeye izin veriyorsa “Siparişlerim” bölümünden aynı eSIM'e veri ekleyebilirsiniz; yeniden kurulum gerekmez. Yükleme yapılamayan paketlerde bu durum paket sayfasında belirtilir; o durumda yeni bir paket almanız yeterli.",
        "Çoğu pakette hotspot (internet paylaşımı) kullanılabilir, böylece dizüstü bilgisayarınızı ya da tabletinizi de bağlayabilirsiniz. İzin verilmeyen paketlerde bu, paket sayfasında yazar.",
      ],
    },
    {
      heading: "Sorun giderme",
      paragraphs: [
        "İnternete bağlanamıyor musunuz? Aşağıdaki adımları sırayla deneyin. Hiçbiri işe yaramazsa sipariş numaranız ve ayarlarınızın ekran görüntüsüyle {supportEmail} adresine yazın; ekibimiz bağlanmanız için size yardımcı olsun.",
      ],
      bullets: [
        "eSIM hattının açık ve mobil veri için seçili olduğunu, veri dolaşımının da etkin olduğunu kontrol edin.",
        "Uçak modunu 30 saniye açıp kapatın ya da telefonunuzu yeniden başlatın.",
        "Şebekeyi elle seçin: Otomatik şebeke seçimini kapatıp paket sayfanızda listelenen iş ortağı şebekelerden birini seçin.",
        "Paketinizin kapsadığı bir ülkede olduğunuzdan, paketinizin hâlâ geçerli olduğundan ve veriniz kaldığından emin olun.",
        "Kurulum bilgilerinizde bir APN yazıyorsa eSIM hattında tanımlı olup olmadığını kontrol edin (iPhone: “Hücresel Veri Ağı”; Android: “Erişim Noktası Adları”).",
        "eSIM'i telefonunuzdan silmeyin: Çoğu durumda yeniden kurulamaz.",
      ],
    },
  ],
};

const zhCN: ContentPage = {
  title: "{brand} eSIM 使用指南",
  description:
    "出境上网只需几分钟：选好目的地和套餐，确认手机支持 eSIM，出发前完成安装，落地即可联网。本指南从选购套餐、安装 eSIM、抵达后的设置，到查看用量、充值流量和常见问题排查，一步步为你讲清楚，让你从落地那一刻起就保持在线，旅途更加安心无忧。",
  intro:
    "无需跑营业厅，无需实体 SIM 卡，也不用担心高额漫游费。从挑选套餐到在目的地连上网络，整个流程都在这里。",
  sections: [
    {
      heading: "选择目的地和套餐",
      paragraphs: [
        "先确定你要去哪里：可以选择单个国家、欧洲等地区；如果行程跨越多个大洲，也可以选择全球区域套餐。每个套餐页面都会列出覆盖的国家、使用的运营商网络，以及支持 4G 还是 5G。",
        "页面上还会注明有效期从何时开始计算（在覆盖国家首次联网时，或安装时）、是否支持热点共享，以及能否加购流量。然后根据你的出行方式选择套餐类型：",
      ],
      bullets: [
        "固定流量套餐：1 GB 至 50 GB 流量，有效期 7 至 90 天。适合大致清楚自己用量的旅客。",
        "按天套餐：可选 1 至 30 天，每天享有一定额度的高速流量。当天高速流量用完后会降速，但仍可继续上网，次日自动恢复。",
        "流量 + 通话短信套餐：除流量外，还包含当地通话分钟数和短信，方便给酒店打电话或接收快递短信。",
      ],
    },
    {
      heading: "确认手机是否兼容",
      paragraphs: [
        "eSIM 只能在支持 eSIM 且没有运营商网络锁的手机上使用。近几年的 iPhone 以及不少 Google Pixel、三星 Galaxy 机型都支持 eSIM，但部分国家或地区销售的版本（例如中国大陆销售的部分机型）并不支持，建议先检查一下自己的手机。",
        "检查方法：",
      ],
      bullets: [
        "iPhone：打开“设置”>“通用”>“关于本机”，如果能看到“数字 SIM”栏目或 EID 号码，说明支持 eSIM。",
        "安卓手机：打开“设置”>“关于手机”（部分机型在“状态信息”中），如果显示 EID，说明支持 eSIM。",
        "网络锁：如果手机是从运营商处购买的合约机，请确认已解锁。iPhone 可在“设置”>“通用”>“关于本机”中查看“运营商锁”，显示“无 SIM 卡限制”即为已解锁。安卓手机可咨询运营商，或插入其他运营商的 SIM 卡试一试。",
      ],
    },
    {
      heading: "购买并接收 eSIM",
      paragraphs: [
        "选好套餐后，使用银行卡或 {brand} 账户余额付款。价格会以你选择的币种显示，但实际以美元扣款，银行可能会按自己的汇率进行换算。",
        "你可以以访客身份下单，也可以登录账户购买。付款后不久，我们就会通过电子邮件把 eSIM 发给你。如果你有账户，还可以在“我的订单”中找到它，里面有二维码和手动安装所需的信息。",
      ],
    },
    {
      heading: "出发前完成安装",
      paragraphs: [
        "建议在出发前一两天，在家连着 Wi-Fi 完成安装。安装只是把 eSIM 添加到手机上：大多数套餐要等你在覆盖国家首次联网时才开始计算有效期。如果你的套餐注明安装即开始计算有效期，请临出发前再安装。",
        "安装方式有两种：扫描显示在另一块屏幕上或打印出来的二维码；或者手动输入 SM-DP+ 地址和激活码。两者都可以在邮件和“我的订单”中找到。",
      ],
      bullets: [
        "iPhone：“设置”>“蜂窝网络”>“添加 eSIM”>“使用二维码”。如需手动输入，请轻点“手动输入详细信息”。",
        "三星 Galaxy：“设置”>“连接”>“SIM 卡管理器”>“添加 eSIM”，然后扫描二维码或输入激活码。",
        "Google Pixel 及其他安卓手机：在“设置”>“网络和互联网”>“SIM 卡”中添加 eSIM 并扫描二维码。不同品牌的菜单名称可能略有差异。",
        "给新线路起一个好认的名字，比如“旅行”，方便和你的常用 SIM 卡区分开。",
      ],
    },
    {
      heading: "抵达目的地后",
      paragraphs: [
        "落地后，打开 eSIM 线路，并将其设为蜂窝数据（移动数据）线路。然后为 eSIM 线路开启数据漫游：这是连接当地合作运营商网络的必要设置，流量已包含在套餐中，不会产生额外的漫游费。",
        "常用 SIM 卡可以保持开启，继续用原号码接电话、收短信；但请关闭这条线路的数据漫游，以免被原运营商收取流量费。另外请注意，在境外接听电话可能会按原运营商的国际漫游资费收费。",
      ],
      bullets: [
        "iPhone：“设置”>“蜂窝网络”> 选择 eSIM > 打开“启用此号码”和“数据漫游”；在“蜂窝数据”中选择 eSIM。",
        "安卓手机：“设置”>“连接”（或“网络和互联网”）>“SIM 卡管理器”> 将 eSIM 设为移动数据卡，并为这张卡开启漫游。",
        "稍等片刻：首次连接当地网络可能需要几分钟，重启手机通常会有帮助。",
      ],
    },
    {
      heading: "查看用量与充值流量",
      paragraphs: [
        "在“我的订单”中可以查看剩余流量和套餐到期时间。手机自带的流量统计也可作参考，但可能与实际略有出入。",
        "流量快用完了？如果套餐支持充值，可以在“我的订单”中为同一张 eSIM 加购流量，无需重新安装。不支持充值的套餐会在套餐页面注明，这种情况下直接购买新套餐即可。",
        "大多数套餐支持个人热点（网络共享），笔记本电脑或平板也能一起上网。不支持的套餐会在页面上注明。",
      ],
    },
    {
      heading: "故障排查",
      paragraphs: [
        "无法上网？请按顺序检查以下几项。如果仍未解决，请将订单号和设置页面截图发送至 {supportEmail}，我们的客服团队会协助你连上网络。",
      ],
      bullets: [
        "确认 eSIM 线路已开启、已设为蜂窝数据线路，并且已开启数据漫游。",
        "打开飞行模式 30 秒后再关闭，或者重启手机。",
        "手动选择网络：关闭自动选择网络，从套餐页面列出的合作网络中选择一个。",
        "确认你身处套餐覆盖的国家，且套餐仍在有效期内、还有剩余流量。",
        "如果安装信息中注明了 APN，请检查 eSIM 线路是否已正确设置（iPhone：“蜂窝数据网络”；安卓：“接入点名称（APN）”）。",
        "请勿从手机中删除 eSIM：大多数情况下，删除后无法重新安装。",
      ],
    },
  ],
};

const zhHK: ContentPage = {
  title: "{brand} eSIM 使用方法",
  description:
    "外遊上網，幾分鐘即可準備好：揀選目的地及數據計劃，確認手機支援 eSIM，出發前安裝好，一落機即可上網。由選購計劃、安裝 eSIM、抵埗後的設定，到查看用量、增值數據及疑難排解，本指南逐步為你講解，讓你整個旅程都保持連線，玩得更安心、更盡興。",
  intro:
    "毋須親身到門市，不用實體 SIM 卡，也不怕收到天價漫遊賬單。由揀選計劃到在目的地上網，整個流程一看就明。",
  sections: [
    {
      heading: "選擇目的地及計劃",
      paragraphs: [
        "先決定目的地：可以選擇單一國家、歐洲等地區；如行程橫跨多個大洲，亦可選擇全球區域計劃。每個計劃頁面都會列明覆蓋的國家、使用的網絡供應商，以及支援 4G 還是 5G。",
        "頁面亦會註明有效期何時開始計算（在覆蓋國家首次連接網絡時，或安裝時）、可否使用熱點分享，以及可否增值數據。然後按你的旅程選擇合適的計劃類型：",
      ],
      bullets: [
        "固定數據計劃：1 GB 至 50 GB 數據，有效期 7 至 90 日。適合大概知道自己用量的旅客。",
        "按日計劃：可選 1 至 30 日，每日設有一定的高速數據用量。當日用量用完後會降速，但仍可繼續上網，翌日自動重設。",
        "數據連通話及短訊計劃：除數據外，另附當地通話分鐘及短訊，方便致電酒店或接收送貨短訊。",
      ],
    },
    {
      heading: "確認手機是否兼容",
      paragraphs: [
        "eSIM 只適用於支援 eSIM 並已解鎖（沒有網絡商鎖定）的手機。近年的 iPhone 及不少 Google Pixel、Samsung Galaxy 型號都支援 eSIM，但部分地區發售的型號（例如部分雙實體 SIM 卡版本）並不支援，建議先檢查一下自己的手機。",
        "檢查方法：",
      ],
      bullets: [
        "iPhone：前往「設定」>「一般」>「關於本機」，如看到「數碼 SIM」一欄或 EID 號碼，即代表支援 eSIM。",
        "Android 手機：前往「設定」>「關於手機」（部分型號在「狀態」內），如顯示 EID，即代表支援 eSIM。",
        "網絡鎖：如手機是透過電訊商上台購買，請確認已經解鎖。iPhone 可在「設定」>「一般」>「關於本機」查看「電訊商鎖定」，顯示「沒有 SIM 限制」即已解鎖。Android 手機可向電訊商查詢，或插入另一家電訊商的 SIM 卡測試。",
      ],
    },
    {
      heading: "購買及接收 eSIM",
      paragraphs: [
        "揀選計劃後，以信用卡、扣賬卡或 {brand} 帳戶餘額付款。價格會以你選擇的貨幣顯示，但實際以美元收費，發卡銀行或會按其匯率換算。",
        "你可以訪客身份購買，亦可登入帳戶購買。付款後不久，我們便會以電郵將 eSIM 傳送給你。如你已登記帳戶，亦可在「我的訂單」找到 eSIM，內附 QR 碼及手動安裝所需資料。",
      ],
    },
    {
      heading: "出發前安裝好",
      paragraphs: [
        "建議在出發前一兩日，在家中連接 Wi-Fi 完成安裝。安裝只是將 eSIM 加入手機：大部分計劃要到你在覆蓋國家首次連接網絡時才開始計算有效期。如你的計劃註明安裝後即開始計算，請於臨出發前才安裝。",
        "安裝方法有兩種：掃描顯示在另一部裝置螢幕上或已列印的 QR 碼；或手動輸入 SM-DP+ 地址及啟用碼。兩者均可在電郵及「我的訂單」中找到。",
      ],
      bullets: [
        "iPhone：「設定」>「流動網絡」>「加入 eSIM」>「使用 QR 碼」。如要手動輸入，請點按「手動輸入詳細資料」。",
        "Samsung Galaxy：「設定」>「連接」>「SIM 卡管理員」>「加入 eSIM」，然後掃描 QR 碼或輸入啟用碼。",
        "Google Pixel 及其他 Android 手機：在「設定」>「網絡和互聯網」>「SIM 卡」加入 eSIM 並掃描 QR 碼。各品牌的選單名稱或會略有不同。",
        "為新號碼改一個易認的名稱，例如「旅行」，方便與平日用的 SIM 卡區分。",
      ],
    },
    {
      heading: "抵達目的地後",
      paragraphs: [
        "落機後，開啟 eSIM 號碼，並將其設定為流動數據線路。然後為 eSIM 開啟數據漫遊：這是連接當地合作網絡的必要設定，數據已包括在計劃內，不會產生額外漫遊費用。",
        "平日用的 SIM 卡可以保持開啟，繼續用原有號碼接聽電話及收發短訊；但請關閉該號碼的數據漫遊，以免被原有電訊商收取數據費用。另請留意，在外地接聽來電或會按原有電訊商的漫遊收費計算。",
      ],
      bullets: [
        "iPhone：「設定」>「流動網絡」> 選擇 eSIM > 開啟「開啟此號碼」及「數據漫遊」；在「流動數據」中選擇 eSIM。",
        "Android 手機：「設定」>「連接」（或「網絡和互聯網」）>「SIM 卡管理員」> 將 eSIM 設為流動數據卡，並為該卡開啟漫遊。",
        "稍等一會：首次連接當地網絡可能需時數分鐘，重新開機通常有幫助。",
      ],
    },
    {
      heading: "查看用量及增值數據",
      paragraphs: [
        "在「我的訂單」可查看剩餘數據及計劃到期時間。手機內置的數據用量統計亦可作參考，但或會與實際略有出入。",
        "數據快用完？如計劃支援增值，可在「我的訂單」為同一張 eSIM 增值數據，毋須重新安裝。不設增值的計劃會在計劃頁面註明，屆時直接購買新計劃便可。",
        "大部分計劃均可使用個人熱點（網絡分享），手提電腦或平板電腦都可一同上網。不支援熱點的計劃會在頁面上註明。",
      ],
    },
    {
      heading: "疑難排解",
      paragraphs: [
        "未能上網？請依次檢查以下項目。如問題仍未解決，請將訂單編號及設定畫面截圖電郵至 {supportEmail}，我們的客戶服務團隊會協助你連線。",
      ],
      bullets: [
        "確認 eSIM 號碼已開啟、已設定為流動數據線路，並已開啟數據漫遊。",
        "開啟飛行模式 30 秒後再關閉，或重新開機。",
        "手動選擇網絡：關閉自動選擇網絡，再從計劃頁面列出的合作網絡中揀選其一。",
        "確認你身處計劃覆蓋的國家，而計劃仍在有效期內及尚有剩餘數據。",
        "如安裝資料註明了 APN，請檢查 eSIM 號碼是否已正確設定（iPhone：「流動數據網絡」；Android：「存取點名稱（APN）」）。",
        "請勿從手機刪除 eSIM：大部分情況下，刪除後便無法重新安裝。",
      ],
    },
  ],
};

export const HOW_IT_WORKS: Localized<ContentPage> = {
  en,
  de,
  es,
  ja,
  tr,
  "zh-CN": zhCN,
  "zh-HK": zhHK,
};
