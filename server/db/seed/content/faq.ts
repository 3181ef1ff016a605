/**
 * Frequently asked questions, grouped by topic.
 */
import type { Localized } from "../../../../shared/i18n/locales.ts";
import type { FaqPage } from "./types.ts";

const en: FaqPage = {
  title: "Frequently asked questions",
  description:
    "Answers about {brand} travel eSIMs: phone compatibility, installing and activating your eSIM, data, hotspot and top-ups, payments, refunds and your account.",
  intro:
    "Quick answers to the questions travellers ask us most. Can't find what you need? Write to {supportEmail} and we'll get back to you.",
  groups: [
    {
      heading: "Before you buy",
      items: [
        {
          question: "What is an eSIM?",
          answer:
            "An eSIM is a SIM built into your phone. Instead of inserting a plastic card, you download a mobile plan by scanning a QR code or entering a code. Your phone can store several eSIMs and use one for data while your usual SIM stays active for calls and texts.",
        },
        {
          question: "Will a {brand} eSIM work on my phone?",
          answer:
            "Your phone needs to support eSIM and be carrier-unlocked. On iPhone, look for “Digital SIM” or an EID under Settings > General > About; on Android, look for an EID under Settings > About phone. If you got your phone from a mobile operator, ask them to confirm it's unlocked before you buy.",
        },
        {
          question: "Which type of plan should I choose?",
          answer:
            "Fixed-data plans give you a set amount of data (1 to 50 GB) to use over 7 to 90 days, which is best if you know roughly how much you need. Daily plans give you a high-speed allowance every day for 1 to 30 days, then a reduced speed until the next day. Plans with calls and texts add local minutes and SMS. As a rough guide, maps, messaging and browsing use a few hundred MB a day, while streaming video can use 1 to 3 GB an hour.",
        },
        {
          question: "Do I get a phone number?",
          answer:
            "Data-only plans don't include a phone number, but you can keep calling and messaging through apps such as WhatsApp or FaceTime, and your usual SIM can stay on for calls and texts. If you need to make local calls or receive SMS, choose a plan with calls and texts.",
        },
      ],
    },
    {
      heading: "Installing your eSIM",
      items: [
        {
          question: "When should I install my eSIM?",
          answer:
            "Before you leave, ideally a day or two ahead, while connected to Wi-Fi. On most plans, validity only starts at your first connection in a covered country, so installing early costs you nothing. If the plan page says validity starts at installation, install it shortly before your trip.",
        },
        {
          question: "How do I install it if I only have my phone?",
          answer:
            "Use manual installation: copy the SM-DP+ address and the activation code from your e-mail or from “My orders”. Then, on iPhone, choose Add eSIM > Enter Details Manually; on Android, choose to enter the activation code instead of scanning. You can also open the QR code on a computer, or print it, and scan it from there.",
        },
        {
          question: "Can I reinstall the eSIM or move it to another phone?",
          answer:
            "In most cases an eSIM can be installed only once, so please don't delete it from your phone. If you're changing phones or removed the eSIM by mistake, write to {supportEmail} with your order number and we'll look at the options for your plan.",
        },
      ],
    },
    {
      heading: "Using your eSIM",
      items: [
        {
          question: "When does my plan's validity start?",
          answer:
            "It depends on the plan and is shown on each plan page: either at your first connection in a covered country, or as soon as the eSIM is installed. From then on, the plan runs for the number of days you bought.",
        },
        {
          question: "Can I still use my usual number?",
          answer:
            "Yes. Keep your usual SIM switched on for calls and texts, and use the {brand} eSIM for data. Turn data roaming off on your usual SIM so your operator doesn't charge you for data, and remember that your operator may charge for calls you receive abroad.",
        },
        {
          question: "Why do I need to turn on data roaming?",
          answer:
            "Your eSIM connects through local partner networks, which your phone treats as roaming. Data roaming must therefore be on for the eSIM line, but you won't pay anything extra: the data is already included in your plan. Keep roaming off on your usual SIM.",
        },
        {
          question: "What happens when I run out of data?",
          answer:
            "On a fixed-data plan, data stops once the allowance is used up. If your plan can be topped up, add more data to the same eSIM from “My orders”; otherwise, buy a new plan. On a daily plan, you stay online at a reduced speed until the next day's high-speed allowance starts.",
        },
        {
          question: "Can I use my phone as a hotspot?",
          answer:
            "On most plans, yes: you can share your connection with a laptop, a tablet or a travel companion. Each plan page says whether hotspot is allowed.",
        },
        {
          question: "Will I get 5G?",
          answer:
            "It depends on the plan and the local network. Each plan page shows whether it offers 4G or 5G; where 5G isn't available, your phone uses 4G. Your phone also needs to support the 5G bands used at your destination.",
        },
      ],
    },
    {
      heading: "Payments and refunds",
      items: [
        {
          question: "How can I pay?",
          answer:
            "You can pay by credit or debit card, or with your {brand} account credit. Payment is taken when you place your order, and your eSIM is sent straight away.",
        },
        {
          question: "Why am I charged in US dollars?",
          answer:
            "You can choose the currency prices are displayed in, but all payments are charged in US dollars. If your card is in another currency, your bank converts the amount at its own rate and may add a fee, so the amount on your statement can differ slightly from the price you saw.",
        },
        {
          question: "Can I get a refund?",
          answer:
            "Yes, if your eSIM has never been installed: write to {supportEmail} with your order number within 30 days of purchase. Once an eSIM has been installed on a phone, the plan can no longer be refunded. If you're having trouble with an installed eSIM, contact us anyway and we'll help you get it working.",
        },
        {
          question: "How do I use a promo code?",
          answer:
            "Enter the code in the promo code field at checkout, before you pay; the discount is shown before you confirm your order. Each code has its own conditions, such as an end date or the plans it applies to.",
        },
      ],
    },
    {
      heading: "Your account",
      items: [
        {
          question: "Do I need an account to buy?",
          answer:
            "No, you can check out as a guest and we'll send the eSIM to your e-mail address. With an account, you'll find all your eSIMs under “My orders”, and you can check usage, top up data and pay with account credit. To create one, just enter your e-mail address and the verification code we send you.",
        },
        {
          question: "How does account credit work?",
          answer:
            "Account credit is a balance held in your {brand} account. Top it up by card whenever you like, then use it at checkout to pay for plans and data top-ups. Your current balance is shown in your account.",
        },
        {
          question: "Do you have a partner programme?",
          answer:
            "Yes. Travel bloggers, agencies and other partners can join our affiliate programme and earn a commission on purchases made through their link. To find out more, write to {supportEmail}.",
        },
      ],
    },
  ],
};

const de: FaqPage = {
  title: "Häufige Fragen",
  description:
    "Antworten rund um die Reise-eSIM von {brand}: Kompatibilität, Installation, Aktivierung, Datenvolumen, Hotspot, Aufladen, Zahlung, Erstattung und Konto.",
  intro:
    "Schnelle Antworten auf die Fragen, die Reisende uns am häufigsten stellen. Nichts Passendes dabei? Schreiben Sie an {supportEmail} – wir melden uns bei Ihnen.",
  groups: [
    {
      heading: "Vor dem Kauf",
      items: [
        {
          question: "Was ist eine eSIM?",
          answer:
            "Eine eSIM ist eine fest in Ihr Handy eingebaute SIM. Statt eine Plastikkarte einzulegen, laden Sie den Tarif herunter, indem Sie einen QR-Code scannen oder einen Code eingeben. Ihr Handy kann mehrere eSIMs speichern und eine davon für mobile Daten nutzen, während Ihre gewohnte SIM für Anrufe und SMS aktiv bleibt.",
        },
        {
          question: "Funktioniert eine eSIM von {brand} auf meinem Handy?",
          answer:
            "Ihr Handy muss eSIM unterstützen und darf keinen SIM-Lock haben. Beim iPhone finden Sie unter Einstellungen > Allgemein > Info den Eintrag „Digitale SIM“ oder eine EID; bei Android suchen Sie unter Einstellungen > Telefoninfo nach einer EID. Haben Sie Ihr Handy über einen Mobilfunkanbieter gekauft, lassen Sie sich vor dem Kauf bestätigen, dass es entsperrt ist.",
        },
        {
          question: "Welche Tarifart ist die richtige für mich?",
          answer:
            "Tarife mit festem Datenvolumen bieten 1 bis 50 GB für 7 bis 90 Tage – ideal, wenn Sie Ihren Bedarf ungefähr kennen. Tagestarife geben Ihnen für 1 bis 30 Tage ein tägliches Highspeed-Volumen, danach surfen Sie bis zum nächsten Tag gedrosselt weiter. Tarife mit Telefonie und SMS enthalten zusätzlich Minuten und SMS vor Ort. Als Faustregel: Karten, Messenger und Surfen brauchen einige hundert MB pro Tag, Videostreaming kann 1 bis 3 GB pro Stunde verbrauchen.",
        },
        {
          question: "Bekomme ich eine Telefonnummer?",
          answer:
            "Reine Datentarife enthalten keine Telefonnummer. Sie können aber weiterhin über Apps wie WhatsApp oder FaceTime telefonieren und schreiben, und Ihre gewohnte SIM kann für Anrufe und SMS eingeschaltet bleiben. Wenn Sie vor Ort telefonieren oder SMS empfangen möchten, wählen Sie einen Tarif mit Telefonie und SMS.",
        },
      ],
    },
    {
      heading: "Installation",
      items: [
        {
          question: "Wann sollte ich meine eSIM installieren?",
          answer:
            "Vor der Abreise, am besten ein bis zwei Tage vorher und mit WLAN-Verbindung. Bei den meisten Tarifen beginnt die Laufzeit erst mit der ersten Verbindung in einem abgedeckten Land – eine frühe Installation kostet Sie also nichts. Steht auf der Tarifseite, dass die Laufzeit mit der Installation beginnt, installieren Sie kurz vor der Reise.",
        },
        {
          question: "Wie installiere ich die eSIM, wenn ich nur mein Handy habe?",
          answer:
            "Nutzen Sie die manuelle Installation: Kopieren Sie die SM-DP+-Adresse und den Aktivierungscode aus Ihrer E-Mail oder aus „Meine Bestellungen“. Wählen Sie dann beim iPhone „eSIM hinzufügen“ > „Details manuell eingeben“, bei Android die Eingabe des Aktivierungscodes statt des Scans. Sie können den QR-Code auch auf einem Computer öffnen oder ausdrucken und von dort scannen.",
        },
        {
          question: "Kann ich die eSIM erneut installieren oder auf ein anderes Handy übertragen?",
          answer:
            "In den meisten Fällen lässt sich eine eSIM nur einmal installieren – bitte löschen Sie sie also nicht von Ihrem Gerät. Wenn Sie das Handy wechseln oder die eSIM versehentlich entfernt haben, schreiben Sie mit Ihrer Bestellnummer an {supportEmail}; wir prüfen, welche Möglichkeiten es für Ihren Tarif gibt.",
        },
      ],
    },
    {
      heading: "Unterwegs mit der eSIM",
      items: [
        {
          question: "Wann beginnt die Laufzeit meines Tarifs?",
          answer:
            "Das hängt vom Tarif ab und steht auf jeder Tarifseite: entweder bei der ersten Verbindung in einem abgedeckten Land oder direkt bei der Installation der eSIM. Ab diesem Zeitpunkt läuft der Tarif für die gebuchte Anzahl an Tagen.",
        },
        {
          question: "Kann ich meine gewohnte Nummer weiter nutzen?",
          answer:
            "Ja. Lassen Sie Ihre gewohnte SIM für Anrufe und SMS eingeschaltet und nutzen Sie die eSIM von {brand} für mobile Daten. Schalten Sie bei der gewohnten SIM das Datenroaming aus, damit Ihr Anbieter keine Datennutzung berechnet. Beachten Sie, dass Ihr Anbieter für Anrufe, die Sie im Ausland annehmen, Gebühren verlangen kann.",
        },
        {
          question: "Warum muss ich Datenroaming einschalten?",
          answer:
            "Ihre eSIM verbindet sich über lokale Partnernetze, die Ihr Handy als Roaming erkennt. Deshalb muss Datenroaming für die eSIM-Leitung aktiviert sein. Zusätzliche Kosten entstehen dadurch nicht, denn das Datenvolumen ist bereits im Tarif enthalten. Bei Ihrer gewohnten SIM lassen Sie Roaming ausgeschaltet.",
        },
        {
          question: "Was passiert, wenn mein Datenvolumen aufgebraucht ist?",
          answer:
            "Bei Tarifen mit festem Datenvolumen endet die Datennutzung, sobald das Volumen verbraucht ist. Lässt sich Ihr Tarif aufladen, buchen Sie unter „Meine Bestellungen“ Daten auf dieselbe eSIM nach; andernfalls kaufen Sie einen neuen Tarif. Bei Tagestarifen surfen Sie mit reduzierter Geschwindigkeit weiter, bis am nächsten Tag wieder Highspeed-Volumen zur Verfügung steht.",
        },
        {
          question: "Kann ich mein Handy als Hotspot nutzen?",
          answer:
            "Bei den meisten Tarifen ja: Sie können Ihre Verbindung mit Laptop, Tablet oder Mitreisenden teilen. Auf jeder Tarifseite steht, ob Hotspot erlaubt ist.",
        },
        {
          question: "Bekomme ich 5G?",
          answer:
            "Das hängt vom Tarif und vom Netz vor Ort ab. Auf jeder Tarifseite sehen Sie, ob 4G oder 5G angeboten wird; wo kein 5G verfügbar ist, nutzt Ihr Handy 4G. Außerdem muss Ihr Gerät die am Reiseziel genutzten 5G-Frequenzen unterstützen.",
        },
      ],
    },
    {
      heading: "Zahlung und Erstattung",
      items: [
        {
          question: "Wie kann ich bezahlen?",
          answer:
            "Sie zahlen per Kredit- oder Debitkarte oder mit Ihrem {brand}-Guthaben. Die Zahlung erfolgt bei der Bestellung, und Ihre eSIM wird sofort verschickt.",
        },
        {
          question: "Warum wird in US-Dollar abgerechnet?",
          answer:
            "Sie können wählen, in welcher Währung die Preise angezeigt werden, abgerechnet wird jedoch immer in US-Dollar. Läuft Ihre Karte in einer anderen Währung, rechnet Ihre Bank zu ihrem eigenen Kurs um und erhebt eventuell eine Gebühr. Der Betrag auf Ihrer Abrechnung kann daher leicht vom angezeigten Preis abweichen.",
        },
        {
          question: "Kann ich mein Geld zurückbekommen?",
          answer:
            "Ja, wenn Ihre eSIM nie installiert wurde: Schreiben Sie innerhalb von 30 Tagen nach dem Kauf mit Ihrer Bestellnummer an {supportEmail}. Sobald eine eSIM auf einem Gerät installiert ist, ist keine Erstattung mehr möglich. Haben Sie Probleme mit einer installierten eSIM, melden Sie sich trotzdem – wir helfen Ihnen, sie zum Laufen zu bringen.",
        },
        {
          question: "Wie löse ich einen Rabattcode ein?",
          answer:
            "Geben Sie den Code an der Kasse vor dem Bezahlen in das Feld für Rabattcodes ein; der Rabatt wird angezeigt, bevor Sie die Bestellung abschließen. Jeder Code hat eigene Bedingungen, etwa ein Ablaufdatum oder bestimmte Tarife, für die er gilt.",
        },
      ],
    },
    {
      heading: "Ihr Kundenkonto",
      items: [
        {
          question: "Brauche ich ein Kundenkonto?",
          answer:
            "Nein, Sie können als Gast bestellen; wir senden die eSIM dann an Ihre E-Mail-Adresse. Mit Kundenkonto finden Sie alle eSIMs unter „Meine Bestellungen“, sehen Ihren Verbrauch, können Daten nachbuchen und mit Guthaben bezahlen. Zur Registrierung geben Sie einfach Ihre E-Mail-Adresse und den Bestätigungscode ein, den wir Ihnen schicken.",
        },
        {
          question: "Wie funktioniert das Guthaben?",
          answer:
            "Das Guthaben ist ein Betrag in Ihrem {brand}-Kundenkonto. Sie können es jederzeit per Karte aufladen und an der Kasse damit Tarife und Datenaufladungen bezahlen. Ihren aktuellen Stand sehen Sie in Ihrem Konto.",
        },
        {
          question: "Gibt es ein Partnerprogramm?",
          answer:
            "Ja. Reiseblogger, Reisebüros und andere Partner können an unserem Affiliate-Programm teilnehmen und erhalten eine Provision für Käufe über ihren Link. Mehr erfahren Sie unter {supportEmail}.",
        },
      ],
    },
  ],
};

const es: FaqPage = {
  title: "Preguntas frecuentes",
  description:
    "Respuestas sobre las eSIM de viaje de {brand}: compatibilidad, instalación y activación, datos, punto de acceso, recargas, pagos, reembolsos y tu cuenta.",
  intro:
    "Respuestas rápidas a lo que más nos preguntan los viajeros. ¿No encuentras lo que buscas? Escríbenos a {supportEmail} y te responderemos.",
  groups: [
    {
      heading: "Antes de comprar",
      items: [
        {
          question: "¿Qué es una eSIM?",
          answer:
            "Una eSIM es una SIM integrada en tu teléfono. En lugar de insertar una tarjeta de plástico, descargas el plan escaneando un código QR o introduciendo un código. Tu teléfono puede guardar varias eSIM y usar una para datos mientras tu SIM de siempre sigue activa para llamadas y SMS.",
        },
        {
          question: "¿Funcionará una eSIM de {brand} en mi teléfono?",
          answer:
            "Tu teléfono debe ser compatible con eSIM y estar liberado. En iPhone, busca «SIM digital» o un EID en Ajustes > General > Información; en Android, busca un EID en Ajustes > Información del teléfono. Si compraste el teléfono a través de una operadora, confirma con ella que esté liberado antes de comprar.",
        },
        {
          question: "¿Qué tipo de plan me conviene?",
          answer:
            "Los planes de datos fijos incluyen una cantidad de datos (de 1 a 50 GB) para usar en 7 a 90 días; son ideales si sabes más o menos cuánto necesitas. Los planes diarios te dan datos de alta velocidad cada día durante 1 a 30 días y, al agotarlos, velocidad reducida hasta el día siguiente. Los planes con llamadas y SMS añaden minutos y mensajes locales. Como referencia, los mapas, la mensajería y la navegación consumen unos cientos de MB al día, mientras que ver contenido en streaming puede gastar de 1 a 3 GB por hora.",
        },
        {
          question: "¿Tendré un número de teléfono?",
          answer:
            "Los planes solo de datos no incluyen número de teléfono, pero puedes seguir llamando y chateando con apps como WhatsApp o FaceTime, y tu SIM habitual puede seguir encendida para llamadas y SMS. Si necesitas hacer llamadas locales o recibir SMS, elige un plan con llamadas y SMS.",
        },
      ],
    },
    {
      heading: "Instalación",
      items: [
        {
          question: "¿Cuándo debo instalar mi eSIM?",
          answer:
            "Antes de salir, idealmente uno o dos días antes y con conexión wifi. En la mayoría de los planes, la validez empieza con la primera conexión en un país incluido, así que instalarla con antelación no te cuesta nada. Si la página del plan indica que la validez empieza al instalarla, hazlo poco antes del viaje.",
        },
        {
          question: "¿Cómo la instalo si solo tengo mi teléfono?",
          answer:
            "Usa la instalación manual: copia la dirección SM-DP+ y el código de activación del correo o de «Mis pedidos». Luego, en iPhone, elige Añadir eSIM > «Introducir los datos manualmente»; en Android, elige introducir el código de activación en lugar de escanearlo. También puedes abrir el código QR en otro dispositivo, o imprimirlo, y escanearlo desde ahí.",
        },
        {
          question: "¿Puedo volver a instalar la eSIM o pasarla a otro teléfono?",
          answer:
            "En la mayoría de los casos, una eSIM solo se puede instalar una vez, así que no la borres del teléfono. Si vas a cambiar de teléfono o la eliminaste por error, escríbenos a {supportEmail} con tu número de pedido y veremos qué opciones hay para tu plan.",
        },
      ],
    },
    {
      heading: "Uso de tu eSIM",
      items: [
        {
          question: "¿Cuándo empieza la validez de mi plan?",
          answer:
            "Depende del plan y se indica en la página de cada uno: o bien con la primera conexión en un país incluido, o bien en cuanto se instala la eSIM. A partir de ese momento, el plan dura los días que compraste.",
        },
        {
          question: "¿Puedo seguir usando mi número de siempre?",
          answer:
            "Sí. Deja tu SIM habitual encendida para llamadas y SMS, y usa la eSIM de {brand} para los datos. Desactiva el roaming de datos en tu SIM habitual para que tu operadora no te cobre datos, y recuerda que puede cobrarte las llamadas que recibas en el extranjero.",
        },
        {
          question: "¿Por qué tengo que activar el roaming de datos?",
          answer:
            "Tu eSIM se conecta a través de redes locales asociadas, y el teléfono lo considera roaming. Por eso el roaming de datos debe estar activado en la línea de la eSIM, pero no pagarás nada extra: los datos ya están incluidos en tu plan. En tu SIM habitual, déjalo desactivado.",
        },
        {
          question: "¿Qué pasa si me quedo sin datos?",
          answer:
            "En un plan de datos fijos, la conexión se corta al agotar los datos. Si tu plan admite recargas, puedes añadir más datos a la misma eSIM desde «Mis pedidos»; si no, compra un plan nuevo. En un plan diario, sigues conectado a velocidad reducida hasta que empiezan los datos de alta velocidad del día siguiente.",
        },
        {
          question: "¿Puedo compartir datos desde mi teléfono?",
          answer:
            "En la mayoría de los planes, sí: puedes compartir la conexión con un portátil, una tableta o con quien viaje contigo. La página de cada plan indica si permite usar el teléfono como punto de acceso.",
        },
        {
          question: "¿Tendré 5G?",
          answer:
            "Depende del plan y de la red local. La página de cada plan indica si ofrece 4G o 5G; donde no haya 5G, tu teléfono usará 4G. Además, tu teléfono debe ser compatible con las bandas 5G que se usan en tu destino.",
        },
      ],
    },
    {
      heading: "Pagos y reembolsos",
      items: [
        {
          question: "¿Cómo puedo pagar?",
          answer:
            "Puedes pagar con tarjeta de crédito o débito, o con el saldo de tu cuenta de {brand}. El cobro se realiza al hacer el pedido y te enviamos la eSIM de inmediato.",
        },
        {
          question: "¿Por qué me cobran en dólares estadounidenses?",
          answer:
            "Puedes elegir la moneda en la que se muestran los precios, pero todos los pagos se cobran en dólares estadounidenses. Si tu tarjeta está en otra moneda, tu banco hará la conversión con su propio tipo de cambio y puede aplicar una comisión, por lo que el importe final puede variar un poco respecto al precio mostrado.",
        },
        {
          question: "¿Puedo pedir un reembolso?",
          answer:
            "Sí, si tu eSIM nunca se ha instalado: escríbenos a {supportEmail} con tu número de pedido dentro de los 30 días posteriores a la compra. Una vez instalada la eSIM en un teléfono, el plan ya no es reembolsable. Si tienes problemas con una eSIM instalada, contáctanos igualmente y te ayudaremos a que funcione.",
        },
        {
          question: "¿Cómo uso un código promocional?",
          answer:
            "Introduce el código en el campo de código promocional al finalizar la compra, antes de pagar; verás el descuento antes de confirmar el pedido. Cada código tiene sus propias condiciones, como una fecha de caducidad o los planes a los que se aplica.",
        },
      ],
    },
    {
      heading: "Tu cuenta",
      items: [
        {
          question: "¿Necesito una cuenta para comprar?",
          answer:
            "No, puedes comprar como invitado y te enviaremos la eSIM a tu correo. Con una cuenta, tienes todas tus eSIM en «Mis pedidos» y puedes consultar el consumo, recargar datos y pagar con saldo. Para crearla, solo tienes que introducir tu correo electrónico y el código de verificación que te enviaremos.",
        },
        {
          question: "¿Cómo funciona el saldo de la cuenta?",
          answer:
            "El saldo es dinero disponible en tu cuenta de {brand}. Puedes recargarlo con tarjeta cuando quieras y usarlo al pagar planes y recargas de datos. Tu saldo actual aparece en tu cuenta.",
        },
        {
          question: "¿Tienen un programa de afiliados?",
          answer:
            "Sí. Blogueros de viajes, agencias y otros socios pueden unirse a nuestro programa de afiliados y ganar una comisión por las compras hechas a través de su enlace. Para más información, escríbenos a {supportEmail}.",
        },
      ],
    },
  ],
};

const ja: FaqPage = {
  title: "よくある質問",
  description:
    "{brand}の旅行用eSIMについて、対応端末の確認方法、インストールと有効化の手順、データ容量やテザリング、データの追加チャージ、お支払い方法、返金、アカウントに関するよくあるご質問と回答をまとめました。ご購入前やご旅行の前に、ぜひご確認ください。",
  intro:
    "お客様からよくいただくご質問にお答えします。解決しない場合は、{supportEmail}までお気軽にお問い合わせください。",
  groups: [
    {
      heading: "ご購入前に",
      items: [
        {
          question: "eSIMとは何ですか？",
          answer:
            "eSIMは、スマートフォンに内蔵されたSIMです。SIMカードを差し込む代わりに、QRコードの読み取りやコードの入力で通信プランをダウンロードします。1台の端末に複数のeSIMを保存でき、普段のSIMで通話やSMSを受けながら、eSIMでデータ通信を使うこともできます。",
        },
        {
          question: "私のスマートフォンで{brand}のeSIMは使えますか？",
          answer:
            "eSIMに対応し、SIMロックが解除されている端末が必要です。iPhoneは「設定」>「一般」>「情報」に「デジタルSIM」またはEIDがあるか、Androidは「設定」>「デバイス情報」にEIDがあるかを確認してください。携帯電話会社で購入した端末の場合は、ご購入前にSIMロックが解除されているかご確認ください。",
        },
        {
          question: "どのプランを選べばよいですか？",
          answer:
            "データ容量プランは1〜50GBを7〜90日間で使えるプランで、必要な量がおおよそわかっている方に向いています。日額プランは1〜30日の間、毎日決まった量の高速データが使え、使い切ると翌日まで低速になります。通話・SMS付きプランには、現地での通話とSMSも含まれます。目安として、地図やメッセージアプリ、ウェブ閲覧なら1日数百MB程度、動画のストリーミングは1時間あたり1〜3GBほど使います。",
        },
        {
          question: "電話番号は付きますか？",
          answer:
            "データ専用プランには電話番号は付きませんが、LINEやWhatsApp、FaceTimeなどのアプリで通話やメッセージができます。また、普段のSIMをオンにしておけば、通話やSMSもそのまま受けられます。現地で電話をかけたりSMSを受け取ったりする必要がある場合は、通話・SMS付きプランをお選びください。",
        },
      ],
    },
    {
      heading: "インストールについて",
      items: [
        {
          question: "eSIMはいつインストールすればよいですか？",
          answer:
            "出発前、できれば1〜2日前に、Wi-Fiに接続した状態でインストールしてください。ほとんどのプランは対象国で初めて接続したときに有効期間が始まるため、早めにインストールしても損はありません。プランページに「インストール時に開始」と記載されている場合は、出発直前にインストールしてください。",
        },
        {
          question: "スマートフォンが1台しかない場合、どうやってインストールしますか？",
          answer:
            "手動インストールをご利用ください。メールまたは「注文履歴」からSM-DP+アドレスとアクティベーションコードをコピーし、iPhoneでは「eSIMを追加」>「詳細情報を手動で入力」、Androidではスキャンの代わりにアクティベーションコードの入力を選びます。QRコードをパソコンで表示したり、印刷したりして読み取ることもできます。",
        },
        {
          question: "eSIMを再インストールしたり、別の端末に移したりできますか？",
          answer:
            "多くの場合、eSIMは一度しかインストールできないため、端末から削除しないでください。機種変更の予定がある場合や、誤って削除してしまった場合は、注文番号を添えて{supportEmail}までご連絡ください。ご利用のプランで可能な対応をご案内します。",
        },
      ],
    },
    {
      heading: "eSIMのご利用について",
      items: [
        {
          question: "プランの有効期間はいつから始まりますか？",
          answer:
            "プランによって異なり、各プランページに記載しています。対象国で初めて接続したとき、またはeSIMをインストールしたときのいずれかです。その時点から、ご購入の日数分ご利用いただけます。",
        },
        {
          question: "普段の電話番号も使えますか？",
          answer:
            "はい。普段のSIMは通話・SMS用にオンのままにし、データ通信には{brand}のeSIMをお使いください。ご契約の携帯電話会社からデータ通信料を請求されないよう、普段のSIMのデータローミングはオフにしてください。なお、海外での着信には料金がかかる場合があります。",
        },
        {
          question: "なぜデータローミングをオンにする必要があるのですか？",
          answer:
            "eSIMは現地の提携ネットワークを通じて接続するため、端末上はローミングとして扱われます。そのためeSIM回線のデータローミングをオンにする必要がありますが、データ料金はプランに含まれているので追加料金はかかりません。普段のSIMのローミングはオフのままにしてください。",
        },
        {
          question: "データを使い切るとどうなりますか？",
          answer:
            "データ容量プランでは、容量を使い切るとデータ通信が止まります。チャージに対応したプランなら「注文履歴」から同じeSIMにデータを追加でき、対応していない場合は新しいプランをご購入ください。日額プランでは、翌日の高速データが使えるようになるまで低速で通信を続けられます。",
        },
        {
          question: "テザリングはできますか？",
          answer:
            "ほとんどのプランで可能です。ノートパソコンやタブレット、同行者の端末と接続を共有できます。テザリングの可否は各プランページに記載しています。",
        },
        {
          question: "5Gは使えますか？",
          answer:
            "プランと現地のネットワークによって異なります。4Gと5Gのどちらに対応しているかは各プランページに記載しており、5Gが使えない場所では4Gで接続します。また、お使いの端末が現地で使われている5Gの周波数帯に対応している必要があります。",
        },
      ],
    },
    {
      heading: "お支払いと返金",
      items: [
        {
          question: "支払い方法は何がありますか？",
          answer:
            "クレジットカード・デビットカード、または{brand}のアカウント残高でお支払いいただけます。ご注文時に決済され、eSIMはすぐにお届けします。",
        },
        {
          question: "なぜ米ドルで請求されるのですか？",
          answer:
            "価格の表示通貨はお選びいただけますが、お支払いはすべて米ドルで請求されます。カードの通貨が米ドル以外の場合はカード会社所定のレートで換算され、手数料がかかることもあるため、ご利用明細の金額が表示価格とわずかに異なる場合があります。",
        },
        {
          question: "返金してもらえますか？",
          answer:
            "一度もインストールしていないeSIMであれば、ご購入から30日以内に注文番号を添えて{supportEmail}までご連絡いただくと返金いたします。端末にインストールしたeSIMは返金の対象外です。インストール後に問題がある場合もお気軽にご連絡ください。つながるまでサポートします。",
        },
        {
          question: "プロモーションコードはどう使いますか？",
          answer:
            "お支払いの前に、購入手続き画面のプロモーションコード欄にコードを入力してください。ご注文の確定前に割引額が表示されます。コードごとに、有効期限や対象プランなどの条件があります。",
        },
      ],
    },
    {
      heading: "アカウントについて",
      items: [
        {
          question: "購入にアカウントは必要ですか？",
          answer:
            "いいえ、ゲストとしてご購入いただけます。eSIMはご入力のメールアドレスにお届けします。アカウントを作成すると、すべてのeSIMを「注文履歴」で確認でき、データ使用量の確認やチャージ、アカウント残高でのお支払いも可能になります。作成時は、メールアドレスと、こちらからお送りする確認コードを入力するだけです。",
        },
        {
          question: "アカウント残高とは何ですか？",
          answer:
            "{brand}アカウントにチャージしておける残高です。カードでいつでもチャージでき、プランやデータ追加のお支払いに使えます。現在の残高はアカウントページで確認できます。",
        },
        {
          question: "パートナープログラムはありますか？",
          answer:
            "はい。旅行ブロガーや旅行会社などのパートナー様は、アフィリエイトプログラムに参加して、専用リンク経由のご購入に応じた報酬を受け取れます。詳しくは{supportEmail}までお問い合わせください。",
        },
      ],
    },
  ],
};

const tr: FaqPage = {
  title: "Sıkça sorulan sorular",
  description:
    "{brand} seyahat eSIM'leri hakkında merak edilenler: telefon uyumluluğu, kurulum ve etkinleştirme, veri, hotspot, ek veri yükleme, ödeme, iade ve hesabınız.",
  intro:
    "Gezginlerin bize en çok sorduğu soruların kısa yanıtları. Aradığınızı bulamadınız mı? {supportEmail} adresine yazın, size dönüş yapalım.",
  groups: [
    {
      heading: "Satın almadan önce",
      items: [
        {
          question: "eSIM nedir?",
          answer:
            "eSIM, telefonunuza gömülü bir SIM'dir. Plastik kart takmak yerine, bir QR kodu okutarak ya da kod girerek hat paketini indirirsiniz. Telefonunuz birden fazla eSIM saklayabilir; biri veri için kullanılırken her zamanki SIM'iniz arama ve SMS için açık kalabilir.",
        },
        {
          question: "{brand} eSIM telefonumda çalışır mı?",
          answer:
            "Telefonunuzun eSIM desteklemesi ve operatör kilidinin açık olması gerekir. iPhone'da Ayarlar > Genel > Hakkında bölümünde “Dijital SIM” ya da EID olup olmadığına, Android'de Ayarlar > Telefon hakkında bölümünde EID olup olmadığına bakın. Telefonunuzu bir operatörden aldıysanız, satın almadan önce kilidin açık olduğunu operatörünüze teyit ettirin.",
        },
        {
          question: "Hangi paket türünü seçmeliyim?",
          answer:
            "Sabit veri paketleri 7-90 gün içinde kullanılacak 1-50 GB veri sunar; ne kadar veriye ihtiyacınız olduğunu aşağı yukarı biliyorsanız idealdir. Günlük paketler 1-30 gün boyunca her gün yüksek hızlı veri hakkı verir; hak bitince ertesi güne kadar düşük hızda devam edersiniz. Arama ve SMS içeren paketler yerel dakika ve SMS de ekler. Kabaca bir fikir vermek gerekirse harita, mesajlaşma ve internette gezinme günde birkaç yüz MB harcar; video izlemek ise saatte 1-3 GB tüketebilir.",
        },
        {
          question: "Bir telefon numaram olacak mı?",
          answer:
            "Yalnızca veri içeren paketlerde telefon numarası yoktur; ancak WhatsApp veya FaceTime gibi uygulamalarla arama ve mesajlaşmaya devam edebilirsiniz. Her zamanki SIM'iniz de arama ve SMS için açık kalabilir. Yerel arama yapmanız ya da SMS almanız gerekiyorsa arama ve SMS içeren bir paket seçin.",
        },
      ],
    },
    {
      heading: "Kurulum",
      items: [
        {
          question: "eSIM'imi ne zaman kurmalıyım?",
          answer:
            "Yola çıkmadan önce, tercihen bir iki gün önceden ve Wi-Fi'a bağlıyken. Çoğu pakette geçerlilik, kapsanan bir ülkede ilk bağlandığınızda başlar; yani erken kurmak size bir şey kaybettirmez. Paket sayfasında geçerliliğin kurulumla başladığı yazıyorsa kurulumu seyahatten kısa süre önce yapın.",
        },
        {
          question: "Yalnızca telefonum varsa eSIM'i nasıl kurarım?",
          answer:
            "Manuel kurulumu kullanın: SM-DP+ adresini ve etkinleştirme kodunu e-postanızdan ya da “Siparişlerim” bölümünden kopyalayın. Ardından iPhone'da eSIM Ekle > “Ayrıntıları Elle Gir” adımını, Android'de ise tarama yerine etkinleştirme kodunu girme seçeneğini kullanın. QR kodu bir bilgisayarda açıp ya da yazdırıp oradan da okutabilirsiniz.",
        },
        {
          question: "eSIM'i yeniden kurabilir ya da başka bir telefona taşıyabilir miyim?",
          answer:
            "Çoğu durumda eSIM yalnızca bir kez kurulabilir; bu yüzden lütfen telefonunuzdan silmeyin. Telefon değiştirecekseniz ya da eSIM'i yanlışlıkla sildiyseniz sipariş numaranızla birlikte {supportEmail} adresine yazın; paketiniz için hangi seçeneklerin olduğuna bakalım.",
        },
      ],
    },
    {
      heading: "eSIM'inizi kullanırken",
      items: [
        {
          question: "Paketimin geçerlilik süresi ne zaman başlar?",
          answer:
            "Pakete göre değişir ve her paket sayfasında belirtilir: ya kapsanan bir ülkede ilk bağlantıda ya da eSIM kurulur kurulmaz. O andan itibaren paket, satın aldığınız gün sayısı boyunca geçerlidir.",
        },
        {
          question: "Kendi numaramı kullanmaya devam edebilir miyim?",
          answer:
            "Evet. Her zamanki SIM'inizi arama ve SMS için açık bırakın, veri için {brand} eSIM'ini kullanın. Operatörünüzün veri ücreti yansıtmaması için kendi SIM'inizde veri dolaşımını kapatın; yurt dışında gelen aramalar için operatörünüzün ücret alabileceğini de unutmayın.",
        },
        {
          question: "Neden veri dolaşımını açmam gerekiyor?",
          answer:
            "eSIM'iniz yerel iş ortağı şebekeler üzerinden bağlanır ve telefonunuz bunu dolaşım olarak görür. Bu nedenle eSIM hattında veri dolaşımı açık olmalıdır; ancak ek ücret ödemezsiniz, çünkü veri zaten paketinize dahildir. Kendi SIM'inizde dolaşımı kapalı tutun.",
        },
        {
          question: "Verim bittiğinde ne olur?",
          answer:
            "Sabit veri paketlerinde veri hakkınız bitince bağlantı kesilir. Paketiniz ek yüklemeye izin veriyorsa “Siparişlerim” bölümünden aynı eSIM'e veri ekleyebilirsiniz; izin vermiyorsa yeni bir paket alın. Günlük paketlerde ise ertesi günün yüksek hızlı veri hakkı başlayana kadar düşük hızda bağlı kalırsınız.",
        },
        {
          question: "Telefonumu hotspot olarak kullanabilir miyim?",
          answer:
            "Çoğu pakette evet: Bağlantınızı dizüstü bilgisayarınız, tabletiniz ya da yol arkadaşınızla paylaşabilirsiniz. Hotspot kullanımına izin verilip verilmediği her paket sayfasında yazar.",
        },
        {
          question: "5G kullanabilecek miyim?",
          answer:
            "Bu, pakete ve yerel şebekeye bağlıdır. Her paket sayfasında 4G mi 5G mi sunulduğu belirtilir; 5G'nin olmadığı yerlerde telefonunuz 4G kullanır. Ayrıca telefonunuzun gittiğiniz yerde kullanılan 5G frekanslarını desteklemesi gerekir.",
        },
      ],
    },
    {
      heading: "Ödeme ve iade",
      items: [
        {
          question: "Nasıl ödeme yapabilirim?",
          answer:
            "Kredi kartı, banka kartı ya da {brand} hesap bakiyenizle ödeyebilirsiniz. Ödeme sipariş sırasında alınır ve eSIM'iniz hemen gönderilir.",
        },
        {
          question: "Neden ABD doları üzerinden ücretlendiriliyorum?",
          answer:
            "Fiyatların hangi para biriminde gösterileceğini seçebilirsiniz, ancak tüm ödemeler ABD doları üzerinden alınır. Kartınız farklı bir para birimindeyse bankanız kendi kurunu uygular ve ek ücret alabilir; bu yüzden ekstrenizdeki tutar gösterilen fiyattan biraz farklı olabilir.",
        },
        {
          question: "İade alabilir miyim?",
          answer:
            "Evet, eSIM'iniz hiç kurulmadıysa: Satın alma tarihinden itibaren 30 gün içinde sipariş numaranızla {supportEmail} adresine yazmanız yeterli. Bir telefona kurulmuş eSIM'ler iade edilemez. Kurduğunuz eSIM'de sorun yaşıyorsanız yine de bize ulaşın; çalışması için yardımcı olalım.",
        },
        {
          question: "İndirim kodunu nasıl kullanırım?",
          answer:
            "Ödeme adımında, ödemeyi yapmadan önce kodu indirim kodu alanına girin; indirim, siparişi onaylamadan önce gösterilir. Her kodun son kullanma tarihi veya geçerli olduğu paketler gibi kendi koşulları vardır.",
        },
      ],
    },
    {
      heading: "Hesabınız",
      items: [
        {
          question: "Satın almak için hesap gerekli mi?",
          answer:
            "Hayır, misafir olarak satın alabilirsiniz; eSIM'i e-posta adresinize göndeririz. Hesabınız olursa tüm eSIM'lerinizi “Siparişlerim” bölümünde görebilir, kullanımınızı takip edebilir, veri ekleyebilir ve bakiyenizle ödeme yapabilirsiniz. Hesap oluşturmak için e-posta adresinizi ve size gönderdiğimiz doğrulama kodunu girmeniz yeterli.",
        },
        {
          question: "Hesap bakiyesi nasıl çalışır?",
          answer:
            "Bakiye, {brand} hesabınızda duran bir tutardır. İstediğiniz zaman kartla yükleyebilir, ödeme sırasında paket ve ek veri alımlarında kullanabilirsiniz. Güncel bakiyeniz hesabınızda görünür.",
        },
        {
          question: "Bir iş ortaklığı programınız var mı?",
          answer:
            "Evet. Seyahat blog yazarları, acenteler ve diğer iş ortakları satış ortaklığı programımıza katılarak kendi bağlantıları üzerinden yapılan satın alımlardan komisyon kazanabilir. Ayrıntılar için {supportEmail} adresine yazın.",
        },
      ],
    },
  ],
};

const zhCN: FaqPage = {
  title: "常见问题",
  description:
    "关于 {brand} 出境旅行 eSIM 的常见问题解答，涵盖手机兼容性检查、eSIM 安装与激活、有效期计算、流量使用、热点共享、流量充值、付款方式、退款规则和账户管理等内容。出发前花几分钟看一看，旅途中遇到问题也能快速找到答案，出行更安心。",
  intro:
    "这里汇总了旅客最常问的问题。没找到答案？请发邮件至 {supportEmail}，我们会尽快回复你。",
  groups: [
    {
      heading: "购买前",
      items: [
        {
          question: "什么是 eSIM？",
          answer:
            "eSIM 是内置在手机里的 SIM 卡。无需插入实体卡，只要扫描二维码或输入激活码，就能下载通信套餐。一部手机可以保存多张 eSIM，用其中一张上网的同时，原来的 SIM 卡仍可照常接打电话、收发短信。",
        },
        {
          question: "我的手机能用 {brand} eSIM 吗？",
          answer:
            "手机需要支持 eSIM，并且没有运营商网络锁。iPhone 可在“设置”>“通用”>“关于本机”中查看是否有“数字 SIM”或 EID；安卓手机可在“设置”>“关于手机”中查看是否有 EID。如果手机是合约机，请在购买前向运营商确认已解锁。",
        },
        {
          question: "应该选择哪种套餐？",
          answer:
            "固定流量套餐提供 1–50 GB 流量，有效期 7–90 天，适合大致清楚自己用量的旅客。按天套餐可选 1–30 天，每天有一定额度的高速流量，用完后降速至次日。流量 + 通话短信套餐还包含当地通话分钟数和短信。大致参考：导航、聊天和浏览网页每天约用几百 MB，而看视频每小时可能消耗 1–3 GB。",
        },
        {
          question: "会有电话号码吗？",
          answer:
            "纯流量套餐不含电话号码，但你可以继续通过微信、WhatsApp、FaceTime 等应用通话和发消息，原来的 SIM 卡也可以保持开启，用来接电话、收短信。如果需要拨打当地电话或接收短信，请选择含通话和短信的套餐。",
        },
      ],
    },
    {
      heading: "安装",
      items: [
        {
          question: "什么时候安装 eSIM 比较好？",
          answer:
            "建议出发前一两天、连接 Wi-Fi 时安装。大多数套餐在覆盖国家首次联网时才开始计算有效期，所以提前安装不会有任何损失。如果套餐页面注明安装即开始计算有效期，请临出发前再安装。",
        },
        {
          question: "只有一部手机，怎么安装？",
          answer:
            "可以使用手动安装：从邮件或“我的订单”中复制 SM-DP+ 地址和激活码，然后在 iPhone 上选择“添加 eSIM”>“手动输入详细信息”，在安卓手机上选择输入激活码而不是扫码。你也可以在电脑上打开二维码，或者打印出来再扫描。",
        },
        {
          question: "eSIM 可以重新安装或转移到另一部手机吗？",
          answer:
            "大多数情况下，eSIM 只能安装一次，所以请不要从手机中删除。如果你打算换手机，或不小心删除了 eSIM，请将订单号发送至 {supportEmail}，我们会根据你的套餐看看有哪些解决办法。",
        },
      ],
    },
    {
      heading: "使用 eSIM",
      items: [
        {
          question: "套餐有效期从什么时候开始计算？",
          answer:
            "这取决于具体套餐，每个套餐页面都有注明：要么从在覆盖国家首次联网时开始，要么从安装 eSIM 时开始。从那一刻起，套餐在你购买的天数内有效。",
        },
        {
          question: "还能继续使用原来的号码吗？",
          answer:
            "可以。原来的 SIM 卡保持开启，用于接打电话和收发短信；上网则使用 {brand} eSIM。请关闭原 SIM 卡的数据漫游，以免被运营商收取流量费。另外，在境外接听电话也可能产生费用。",
        },
        {
          question: "为什么要开启数据漫游？",
          answer:
            "eSIM 通过当地合作运营商的网络联网，手机会将其识别为漫游。因此需要为 eSIM 线路开启数据漫游，但不会产生额外费用，因为流量已包含在套餐中。原来的 SIM 卡请保持漫游关闭。",
        },
        {
          question: "流量用完了会怎样？",
          answer:
            "固定流量套餐的流量用完后将无法继续上网。如果套餐支持充值，可以在“我的订单”中为同一张 eSIM 加购流量；如不支持，请购买新套餐。按天套餐则会降速继续使用，直到次日高速流量恢复。",
        },
        {
          question: "可以开热点吗？",
          answer:
            "大多数套餐都可以：你可以把网络共享给笔记本电脑、平板或同行的朋友。是否支持热点会在每个套餐页面注明。",
        },
        {
          question: "能用 5G 吗？",
          answer:
            "这取决于套餐和当地网络。每个套餐页面都会注明支持 4G 还是 5G；没有 5G 覆盖的地方，手机会自动使用 4G。此外，你的手机还需要支持目的地使用的 5G 频段。",
        },
      ],
    },
    {
      heading: "付款与退款",
      items: [
        {
          question: "支持哪些付款方式？",
          answer:
            "可以使用信用卡、借记卡或 {brand} 账户余额付款。下单时即完成扣款，eSIM 会立即发送给你。",
        },
        {
          question: "为什么以美元扣款？",
          answer:
            "价格的显示币种可以自行选择，但所有付款均以美元结算。如果你的银行卡不是美元卡，银行会按其汇率换算，还可能收取手续费，因此账单金额可能与页面显示的价格略有差异。",
        },
        {
          question: "可以退款吗？",
          answer:
            "可以，前提是 eSIM 从未安装过：请在购买后 30 天内，将订单号发送至 {supportEmail} 申请退款。eSIM 一旦安装到手机上，就无法再退款。如果已安装的 eSIM 使用中遇到问题，也欢迎联系我们，我们会协助你解决。",
        },
        {
          question: "如何使用优惠码？",
          answer:
            "在结账页面付款前，将优惠码填入对应输入框，确认订单前即可看到优惠金额。每个优惠码都有各自的使用条件，例如有效期或适用套餐。",
        },
      ],
    },
    {
      heading: "账户",
      items: [
        {
          question: "购买时必须注册账户吗？",
          answer:
            "不必，你可以以访客身份购买，我们会把 eSIM 发送到你的邮箱。注册账户后，你可以在“我的订单”中查看所有 eSIM、查询用量、充值流量，还可以用账户余额付款。注册时只需输入邮箱地址和我们发送给你的验证码。",
        },
        {
          question: "账户余额怎么用？",
          answer:
            "余额是存在你 {brand} 账户里的金额。你可以随时用银行卡充值，结账时用于购买套餐或加购流量。当前余额可以在账户中查看。",
        },
        {
          question: "你们有合作伙伴计划吗？",
          answer:
            "有的。旅行博主、旅行社和其他合作伙伴可以加入我们的推广联盟计划，通过专属链接产生的订单可获得佣金。详情请发邮件至 {supportEmail} 咨询。",
        },
      ],
    },
  ],
};

const zhHK: FaqPage = {
  title: "常見問題",
  description:
    "有關 {brand} 旅遊 eSIM 的常見問題解答，涵蓋手機兼容性檢查、eSIM 安裝及啟用、有效期計算、數據用量、熱點分享、數據增值、付款方式、退款安排及帳戶管理等資訊。出發前花幾分鐘看看，旅途中遇到問題亦能即時找到答案，旅程自然更安心。",
  intro:
    "這裡整理了旅客最常問的問題。找不到答案？歡迎電郵至 {supportEmail}，我們會盡快回覆你。",
  groups: [
    {
      heading: "購買前",
      items: [
        {
          question: "甚麼是 eSIM？",
          answer:
            "eSIM 是內置於手機的 SIM 卡。毋須插入實體卡，只要掃描 QR 碼或輸入啟用碼，就能下載流動通訊計劃。一部手機可儲存多張 eSIM，用其中一張上網之餘，平日用的 SIM 卡仍可照常接聽電話及收發短訊。",
        },
        {
          question: "我的手機能否使用 {brand} eSIM？",
          answer:
            "手機需要支援 eSIM，並已解除網絡商鎖定。iPhone 可在「設定」>「一般」>「關於本機」查看有沒有「數碼 SIM」或 EID；Android 手機可在「設定」>「關於手機」查看有沒有 EID。如手機是透過電訊商上台購買，請在購買前向電訊商確認已經解鎖。",
        },
        {
          question: "應該選擇哪種計劃？",
          answer:
            "固定數據計劃提供 1 至 50 GB 數據，有效期 7 至 90 日，適合大概知道自己用量的旅客。按日計劃可選 1 至 30 日，每日有一定的高速數據用量，用完後會降速至翌日。數據連通話及短訊計劃另附當地通話分鐘及短訊。粗略參考：用地圖、通訊 app 及瀏覽網頁每日約用數百 MB，而串流影片每小時可用上 1 至 3 GB。",
        },
        {
          question: "會有電話號碼嗎？",
          answer:
            "純數據計劃不設電話號碼，但你仍可透過 WhatsApp、FaceTime 等 app 通話及傳送訊息，平日用的 SIM 卡亦可保持開啟，接聽電話及收短訊。如需撥打當地電話或接收短訊，請選擇包括通話及短訊的計劃。",
        },
      ],
    },
    {
      heading: "安裝",
      items: [
        {
          question: "甚麼時候安裝 eSIM 最好？",
          answer:
            "建議在出發前一兩日、連接 Wi-Fi 時安裝。大部分計劃要在覆蓋國家首次連接網絡時才開始計算有效期，所以提早安裝並無損失。如計劃頁面註明安裝後即開始計算，請於臨出發前才安裝。",
        },
        {
          question: "只有一部手機，怎樣安裝？",
          answer:
            "可使用手動安裝：從電郵或「我的訂單」複製 SM-DP+ 地址及啟用碼，然後在 iPhone 選擇「加入 eSIM」>「手動輸入詳細資料」，在 Android 手機則選擇輸入啟用碼而非掃描。你亦可在電腦開啟 QR 碼，或將其列印出來再掃描。",
        },
        {
          question: "eSIM 可否重新安裝或轉移到另一部手機？",
          answer:
            "大部分情況下，eSIM 只能安裝一次，請勿從手機刪除。如你打算換手機，或不小心刪除了 eSIM，請將訂單編號電郵至 {supportEmail}，我們會按你的計劃研究可行的安排。",
        },
      ],
    },
    {
      heading: "eSIM 使用須知",
      items: [
        {
          question: "計劃的有效期何時開始計算？",
          answer:
            "視乎個別計劃，每個計劃頁面均有註明：在覆蓋國家首次連接網絡時開始，或安裝 eSIM 後即開始。由那一刻起，計劃會在你所購買的日數內有效。",
        },
        {
          question: "還可以用原有號碼嗎？",
          answer:
            "可以。平日用的 SIM 卡保持開啟，用作接聽電話及收發短訊；上網則用 {brand} eSIM。請關閉原有 SIM 卡的數據漫遊，以免被電訊商收取數據費用。另外，在外地接聽來電亦可能要付費。",
        },
        {
          question: "為甚麼要開啟數據漫遊？",
          answer:
            "eSIM 會透過當地合作網絡連線，手機會視之為漫遊。因此 eSIM 號碼必須開啟數據漫遊，但不會產生額外費用，因為數據已包括在計劃內。原有 SIM 卡則請保持關閉漫遊。",
        },
        {
          question: "數據用完會怎樣？",
          answer:
            "固定數據計劃的數據用完後便不能再上網。如計劃支援增值，可在「我的訂單」為同一張 eSIM 增值數據；如不支援，請購買新計劃。按日計劃則會降速繼續使用，直至翌日高速數據重設。",
        },
        {
          question: "可以開熱點嗎？",
          answer:
            "大部分計劃都可以：你可以將網絡分享給手提電腦、平板電腦或同行朋友。可否使用熱點會在每個計劃頁面註明。",
        },
        {
          question: "可以用 5G 嗎？",
          answer:
            "視乎計劃及當地網絡而定。每個計劃頁面都會註明支援 4G 還是 5G；沒有 5G 覆蓋的地方，手機會自動使用 4G。此外，你的手機亦需支援目的地使用的 5G 頻段。",
        },
      ],
    },
    {
      heading: "付款及退款",
      items: [
        {
          question: "有哪些付款方式？",
          answer:
            "可使用信用卡、扣賬卡或 {brand} 帳戶餘額付款。落單時即時扣款，eSIM 會隨即傳送給你。",
        },
        {
          question: "為甚麼以美元收費？",
          answer:
            "你可自行選擇價格的顯示貨幣，但所有付款均以美元結算。如你的信用卡並非美元卡，發卡銀行會按其匯率換算，或會收取手續費，因此月結單上的金額可能與顯示價格略有不同。",
        },
        {
          question: "可以退款嗎？",
          answer:
            "可以，前提是 eSIM 從未安裝：請於購買後 30 日內，將訂單編號電郵至 {supportEmail} 申請退款。eSIM 一經安裝到手機，便不設退款。如已安裝的 eSIM 出現問題，亦歡迎聯絡我們，我們會協助你解決。",
        },
        {
          question: "如何使用優惠碼？",
          answer:
            "在結帳頁面付款前，於優惠碼欄輸入優惠碼，確認訂單前便會顯示折扣。每個優惠碼均有各自的使用條款，例如有效日期或適用計劃。",
        },
      ],
    },
    {
      heading: "帳戶",
      items: [
        {
          question: "購買時一定要登記帳戶嗎？",
          answer:
            "不用，你可以訪客身份購買，我們會將 eSIM 傳送到你的電郵地址。登記帳戶後，你可在「我的訂單」查看所有 eSIM、查詢用量、增值數據，並以帳戶餘額付款。登記時只需輸入電郵地址及我們傳送給你的驗證碼。",
        },
        {
          question: "帳戶餘額如何運作？",
          answer:
            "餘額是存於你 {brand} 帳戶內的金額。你可隨時以信用卡增值，並在結帳時用來購買計劃或增值數據。現有餘額可在帳戶內查看。",
        },
        {
          question: "你們有合作夥伴計劃嗎？",
          answer:
            "有。旅遊博客作者、KOL、旅行社及其他合作夥伴可加入我們的聯盟推廣計劃，經專屬連結完成的訂單可獲取佣金。詳情請電郵至 {supportEmail} 查詢。",
        },
      ],
    },
  ],
};

export const FAQ: Localized<FaqPage> = {
  en,
  de,
  es,
  ja,
  tr,
  "zh-CN": zhCN,
  "zh-HK": zhHK,
};
