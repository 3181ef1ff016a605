/**
 * The user agreement (terms of service). `{brand}` and `{supportEmail}` are filled in
 * when served; the operator's legal details live in the deployment's imprint.
 */
import type { Localized } from "../../../../shared/i18n/locales.ts";
import type { ContentPage } from "./types.ts";

export const AGREEMENT: Localized<ContentPage> = {
  en: {
    title: "Terms of Service",
    description:
      "The terms for buying and using {brand} eSIM data plans: accounts, delivery, validity, payment in USD, refunds, top-ups, credit, fair use and liability.",
    intro:
      "These terms govern your use of the {brand} store and the eSIM data plans sold through it. Please read them before you buy: by placing an order, you accept them.",
    sections: [
      {
        heading: "Scope and operator",
        paragraphs: [
          "These terms apply to every purchase made through the {brand} website and to the use of the eSIM data plans sold there (“plans”). {brand} is the name of the service. The legal name and address of the company that operates it are given in the imprint or contact details of this website. In these terms, “we” and “us” mean that company, and “you” means the person using the service.",
          "We sell the plans, deliver the eSIM profiles and provide customer support. The mobile connection itself is provided by our network partners and the local operators they work with. Your contracts with other providers, such as your home mobile operator, are not affected by these terms.",
        ],
      },
      {
        heading: "Accounts and guest checkout",
        paragraphs: [
          "You can buy as a guest by entering your e-mail address, or create an account. To sign in, we send a one-time verification code to your e-mail address; you can also set a password. Please enter your e-mail address carefully, as this is where we deliver your eSIM.",
          "To make a purchase, you must have the legal capacity to enter into contracts under the law of your country. Keep access to your e-mail account and any password secure: you are responsible for activity in your account unless it results from a failure on our part.",
          "You can ask us to delete your account at any time by writing to {supportEmail}. We may suspend or close an account that is used in breach of these terms.",
        ],
      },
      {
        heading: "Plans and validity",
        paragraphs: [
          "Each plan covers a destination: a single country, a region of several countries, or the whole world. The plan page states the data allowance, the validity period, when the validity starts, the speed after any high-speed allowance, whether hotspot use is allowed and which operators are available. These details form part of your contract.",
          "The validity period starts either when your device first connects to a network in a country covered by the plan or when you install the eSIM, as stated on each plan. Data, minutes and messages not used by the end of the validity period expire; they cannot be carried over or refunded.",
          "Actual speeds depend on local network conditions, coverage, your device and the number of users nearby. Unless a plan includes calls and SMS, it is data-only and comes without a phone number. There are three kinds of plans:",
        ],
        bullets: [
          "Fixed data plans: a set amount of data to use within a validity period of 7 to 90 days.",
          "Daily plans: a daily high-speed allowance for 1 to 30 days; once the day's allowance is used up, you stay connected at reduced speed until it renews.",
          "Data with calls and SMS: mobile data plus local call minutes and text messages, in the amounts stated on the plan.",
        ],
      },
      {
        heading: "Device compatibility",
        paragraphs: [
          "Plans work only on devices that support eSIM and are not locked to a mobile operator. It is your responsibility to check before you buy that your device meets both conditions. Our compatibility list and guides are there to help, but they cannot cover every model, regional variant or operator lock.",
          "To use a plan abroad, you may need to turn on data roaming for the eSIM in your device settings. We are not responsible for charges from your home operator, for example if your home SIM used data roaming while you were abroad.",
          "If you cannot install a plan because your device is incompatible or locked, you can request a refund under the rules for plans that have never been installed.",
        ],
      },
      {
        heading: "Delivery and installation",
        paragraphs: [
          "Once your payment is confirmed, we send the eSIM to the e-mail address given with the order and make it available under My orders. Delivery includes a QR code and the details for manual installation (SM-DP+ address and activation code).",
          "Treat the QR code like a voucher: anyone who has it may be able to install your eSIM. Most eSIM profiles can be installed only once, so do not delete the eSIM from your device while you still want to use the plan; a deleted profile usually cannot be restored.",
          "If you have not received your eSIM within an hour of payment, check your spam folder and My orders, then contact us at {supportEmail}.",
        ],
      },
      {
        heading: "Prices and currency",
        paragraphs: [
          "The prices that apply are those shown on the plan page when you place your order. We may change prices at any time, but changes do not affect orders that have already been paid.",
          "You can choose a display currency. Prices shown in currencies other than US dollars are converted for your information only, based on recent exchange rates. All payments are charged in US dollars (USD). Your card issuer may convert the amount into your own currency at its own exchange rate and may charge a fee for doing so; this is outside our control.",
          "Prices include any taxes we are required to charge, unless stated otherwise at checkout.",
        ],
      },
      {
        heading: "Payment",
        paragraphs: [
          "You can pay by card through our payment provider, or with credit in your {brand} account. You enter your card details directly with the payment provider; they never pass through or remain on our servers.",
          "The contract is concluded when your payment is confirmed. We may refuse or cancel an order, for example if we suspect fraud, if a price was shown incorrectly because of a technical error, or if the plan is no longer available. In that case, we refund any amount already paid in full.",
        ],
      },
      {
        heading: "Refunds and cancellations",
        paragraphs: [
          "A plan that has never been installed can be refunded in full if you ask within 30 days of purchase. Refunds go to the original payment method; any part of an order paid with account credit is returned as credit.",
          "Once an eSIM has been installed on a device, the plan can no longer be refunded. The only exception is when the service did not work and our support team could not fix the problem; in that case, we refund the plan.",
          "To request a refund, write to {supportEmail} with your order number. We usually process refunds within a few business days; your bank may take longer to show the amount.",
          "Your statutory rights as a consumer are not affected. Apart from those, no refund is given for:",
        ],
        bullets: [
          "data, minutes, messages or days left unused at the end of the validity period;",
          "a plan that stops working because the eSIM was deleted from the device or the device was replaced;",
          "problems caused by an incompatible or locked device once the eSIM has been installed;",
          "plans suspended because of a breach of these terms.",
        ],
      },
      {
        heading: "Top-ups",
        paragraphs: [
          "Many plans can be topped up: you buy an additional package for the eSIM you already use, without installing a new one. Available top-ups are shown in My orders and on the plan page.",
          "Each top-up has its own data allowance and validity, as stated when you buy it. Because a top-up is added to an eSIM that is already installed, it counts as an installed plan under the refund rules above.",
        ],
      },
      {
        heading: "Account credit and promo codes",
        paragraphs: [
          "Account credit can be used for purchases in the store. Credit is not cash: it cannot be paid out, exchanged for money or transferred to another person or account. Credit does not expire while your account is active. If your account is closed, any remaining credit lapses, so please use it first.",
          "Promo codes are valid only under the conditions stated with them, such as a validity period, a minimum order value or certain destinations. Unless stated otherwise, only one promo code can be used per order, and codes cannot be exchanged for cash. We may cancel codes or credit obtained through misuse, error or fraud.",
        ],
      },
      {
        heading: "Fair use and prohibited use",
        paragraphs: [
          "Plans are intended for the personal use of travellers. Daily plans are subject to fair use: they are not meant as a permanent internet connection, for resale or for sharing among many users. If usage is far above what is normal for a traveller, our network partners may reduce the speed further or restrict the service.",
          "If you breach these rules, we may suspend the affected eSIM or account, in serious cases without a refund. In particular, you must not:",
        ],
        bullets: [
          "resell plans or eSIM profiles, or offer them commercially, without our written consent;",
          "use plans in SIM boxes or for automated or machine-to-machine traffic;",
          "use the service for unlawful purposes, to send spam or to attack networks and systems;",
          "interfere with the website, send automated bulk requests or circumvent rate limits and security measures;",
          "use stolen or unauthorised means of payment, or misuse promo codes, account credit or the partner programme.",
        ],
      },
      {
        heading: "Service availability and liability",
        paragraphs: [
          "Mobile coverage depends on local networks. We cannot guarantee uninterrupted service, particular speeds or coverage everywhere, for example in remote areas, inside buildings or on board ships and aircraft. Maintenance work or outages at local operators can temporarily affect the service.",
          "We are liable without limitation for damage caused intentionally or through gross negligence, for injury to life, body or health, and wherever liability cannot be limited by law. Otherwise, to the extent permitted by law, our total liability in connection with a plan is limited to the price you paid for it, and we are not liable for indirect losses such as missed bookings, lost profits or charges from other providers.",
          "Nothing in these terms excludes or limits your statutory rights as a consumer.",
        ],
      },
      {
        heading: "Changes to these terms",
        paragraphs: [
          "We may update these terms, for example when our services or the law change. Each order is governed by the version published at the time it was placed. If we make significant changes, we inform account holders by e-mail or on the website before the changes take effect.",
        ],
      },
      {
        heading: "Governing law and final provisions",
        paragraphs: [
          "These terms are governed by the law stated by the operating company in its imprint. If you are a consumer, this choice of law does not deprive you of the protection of the mandatory provisions of the law of the country where you habitually live.",
          "If any provision of these terms is invalid, the remaining provisions stay in effect. If you have a complaint, please contact us first: most problems can be solved quickly by e-mail.",
        ],
      },
      {
        heading: "Contact",
        paragraphs: [
          "For questions about these terms, your order or a refund, write to {supportEmail}. The operator's legal details are given in the imprint or contact details of this website.",
        ],
      },
    ],
  },

  de: {
    title: "Nutzungsbedingungen",
    description:
      "Die Bedingungen für Kauf und Nutzung der eSIM-Datentarife von {brand}: Konto, Lieferung, Laufzeit, Zahlung in USD, Erstattung, Aufladung und Haftung.",
    intro:
      "Diese Bedingungen regeln die Nutzung des Shops von {brand} und der dort verkauften eSIM-Datentarife. Bitte lesen Sie sie vor dem Kauf: Mit Ihrer Bestellung erkennen Sie sie an.",
    sections: [
      {
        heading: "Geltungsbereich und Betreiber",
        paragraphs: [
          "Diese Bedingungen gelten für alle Käufe über die Website von {brand} und für die Nutzung der dort verkauften eSIM-Datentarife („Tarife“). {brand} ist der Name des Dienstes. Name und Anschrift des Unternehmens, das ihn betreibt, finden Sie im Impressum bzw. in den Kontaktangaben dieser Website. „Wir“ und „uns“ bezeichnen in diesen Bedingungen dieses Unternehmen, „Sie“ die Person, die den Dienst nutzt.",
          "Wir verkaufen die Tarife, liefern die eSIM-Profile und leisten den Kundensupport. Die Mobilfunkverbindung selbst stellen unsere Netzpartner und die mit ihnen zusammenarbeitenden lokalen Netzbetreiber bereit. Ihre Verträge mit anderen Anbietern, etwa mit Ihrem Mobilfunkanbieter zu Hause, bleiben von diesen Bedingungen unberührt.",
        ],
      },
      {
        heading: "Kundenkonto und Gastbestellung",
        paragraphs: [
          "Sie können als Gast bestellen, indem Sie Ihre E-Mail-Adresse angeben, oder ein Kundenkonto anlegen. Zur Anmeldung senden wir Ihnen einen einmaligen Bestätigungscode per E-Mail; zusätzlich können Sie ein Passwort festlegen. Bitte geben Sie Ihre E-Mail-Adresse sorgfältig ein – an diese Adresse liefern wir Ihre eSIM.",
          "Für einen Kauf müssen Sie nach dem Recht Ihres Landes geschäftsfähig sein. Schützen Sie den Zugang zu Ihrem E-Mail-Postfach und ein etwaiges Passwort: Für Aktivitäten in Ihrem Konto sind Sie verantwortlich, sofern sie nicht auf ein Versäumnis unsererseits zurückgehen.",
          "Sie können jederzeit die Löschung Ihres Kontos verlangen, indem Sie an {supportEmail} schreiben. Wird ein Konto entgegen diesen Bedingungen genutzt, können wir es sperren oder schließen.",
        ],
      },
      {
        heading: "Tarife und Laufzeit",
        paragraphs: [
          "Jeder Tarif gilt für ein Reiseziel: ein einzelnes Land, eine Region aus mehreren Ländern oder weltweit. Auf der Tarifseite stehen Datenvolumen, Laufzeit, Beginn der Laufzeit, die Geschwindigkeit nach Verbrauch eines etwaigen Highspeed-Volumens, ob die Nutzung als Hotspot erlaubt ist und welche Netzbetreiber verfügbar sind. Diese Angaben sind Bestandteil Ihres Vertrags.",
          "Die Laufzeit beginnt – je nach Angabe beim jeweiligen Tarif – entweder mit der ersten Verbindung Ihres Geräts mit einem Netz in einem vom Tarif abgedeckten Land oder mit der Installation der eSIM. Daten, Minuten und SMS, die bis zum Ende der Laufzeit nicht verbraucht sind, verfallen; sie werden weder übertragen noch erstattet.",
          "Die tatsächliche Geschwindigkeit hängt von den Bedingungen im lokalen Netz, der Netzabdeckung, Ihrem Gerät und der Auslastung vor Ort ab. Sofern ein Tarif keine Anrufe und SMS enthält, ist er ein reiner Datentarif ohne Telefonnummer. Es gibt drei Tarifarten:",
        ],
        bullets: [
          "Datentarife mit festem Volumen: eine bestimmte Datenmenge, nutzbar innerhalb einer Laufzeit von 7 bis 90 Tagen.",
          "Tagestarife: ein tägliches Highspeed-Volumen für 1 bis 30 Tage; ist das Tagesvolumen verbraucht, bleiben Sie mit reduzierter Geschwindigkeit verbunden, bis es sich erneuert.",
          "Daten mit Anrufen und SMS: mobile Daten sowie Minuten für lokale Anrufe und SMS im Umfang der Angaben beim Tarif.",
        ],
      },
      {
        heading: "Gerätekompatibilität",
        paragraphs: [
          "Tarife funktionieren nur auf Geräten, die eSIM unterstützen und keinen SIM-Lock eines Netzbetreibers haben. Es liegt in Ihrer Verantwortung, vor dem Kauf zu prüfen, ob Ihr Gerät beide Voraussetzungen erfüllt. Unsere Kompatibilitätsliste und Anleitungen sind eine Hilfe, können aber nicht jedes Modell, jede Ländervariante und jede Netzsperre abdecken.",
          "Um einen Tarif im Ausland zu nutzen, müssen Sie in den Geräteeinstellungen unter Umständen Datenroaming für die eSIM aktivieren. Für Kosten Ihres Mobilfunkanbieters zu Hause – etwa weil Ihre heimische SIM-Karte im Ausland Datenroaming genutzt hat – sind wir nicht verantwortlich.",
          "Können Sie einen Tarif nicht installieren, weil Ihr Gerät nicht kompatibel oder gesperrt ist, können Sie nach den Regeln für nie installierte Tarife eine Erstattung verlangen.",
        ],
      },
      {
        heading: "Lieferung und Installation",
        paragraphs: [
          "Sobald Ihre Zahlung bestätigt ist, senden wir die eSIM an die bei der Bestellung angegebene E-Mail-Adresse und stellen sie unter „Meine Bestellungen“ bereit. Die Lieferung umfasst einen QR-Code und die Angaben für die manuelle Installation (SM-DP+-Adresse und Aktivierungscode).",
          "Behandeln Sie den QR-Code wie einen Gutschein: Wer ihn hat, kann Ihre eSIM möglicherweise installieren. Die meisten eSIM-Profile lassen sich nur einmal installieren. Löschen Sie die eSIM daher nicht von Ihrem Gerät, solange Sie den Tarif noch nutzen möchten – ein gelöschtes Profil lässt sich in der Regel nicht wiederherstellen.",
          "Haben Sie Ihre eSIM eine Stunde nach der Zahlung noch nicht erhalten, sehen Sie bitte in Ihrem Spam-Ordner und unter „Meine Bestellungen“ nach und wenden Sie sich dann an {supportEmail}.",
        ],
      },
      {
        heading: "Preise und Währung",
        paragraphs: [
          "Es gelten die Preise, die zum Zeitpunkt Ihrer Bestellung auf der Tarifseite angezeigt werden. Wir können Preise jederzeit ändern; bereits bezahlte Bestellungen sind davon nicht betroffen.",
          "Sie können eine Anzeigewährung wählen. Preise in anderen Währungen als US-Dollar werden nur zu Ihrer Information auf Basis aktueller Wechselkurse umgerechnet. Alle Zahlungen werden in US-Dollar (USD) abgerechnet. Ihr Kartenherausgeber rechnet den Betrag gegebenenfalls zu einem eigenen Kurs in Ihre Währung um und kann dafür Gebühren erheben; darauf haben wir keinen Einfluss.",
          "Die Preise enthalten alle Steuern, die wir erheben müssen, sofern beim Bezahlvorgang nichts anderes angegeben ist.",
        ],
      },
      {
        heading: "Zahlung",
        paragraphs: [
          "Sie können per Karte über unseren Zahlungsdienstleister oder mit dem Guthaben in Ihrem Konto bei {brand} bezahlen. Ihre Kartendaten geben Sie direkt beim Zahlungsdienstleister ein; sie werden weder über unsere Server übertragen noch dort gespeichert.",
          "Der Vertrag kommt zustande, sobald Ihre Zahlung bestätigt ist. Wir können eine Bestellung ablehnen oder stornieren, etwa bei Verdacht auf Betrug, bei einem technisch bedingten Preisfehler oder wenn der Tarif nicht mehr verfügbar ist. In diesem Fall erstatten wir bereits gezahlte Beträge vollständig.",
        ],
      },
      {
        heading: "Erstattung und Stornierung",
        paragraphs: [
          "Einen Tarif, der nie installiert wurde, erstatten wir vollständig, wenn Sie dies innerhalb von 30 Tagen nach dem Kauf verlangen. Die Erstattung erfolgt auf das ursprüngliche Zahlungsmittel; der mit Guthaben bezahlte Teil einer Bestellung wird als Guthaben zurückgebucht.",
          "Sobald eine eSIM auf einem Gerät installiert wurde, ist eine Erstattung nicht mehr möglich. Einzige Ausnahme: Der Dienst hat nicht funktioniert und unser Support-Team konnte das Problem nicht beheben. In diesem Fall erstatten wir den Tarif.",
          "Für eine Erstattung schreiben Sie bitte unter Angabe Ihrer Bestellnummer an {supportEmail}. Erstattungen bearbeiten wir in der Regel innerhalb weniger Werktage; bis der Betrag auf Ihrem Konto erscheint, kann es je nach Bank länger dauern.",
          "Ihre gesetzlichen Rechte als Verbraucher bleiben unberührt. Darüber hinaus ist eine Erstattung ausgeschlossen für:",
        ],
        bullets: [
          "Daten, Minuten, SMS oder Tage, die am Ende der Laufzeit ungenutzt sind;",
          "Tarife, die nicht mehr funktionieren, weil die eSIM vom Gerät gelöscht oder das Gerät gewechselt wurde;",
          "Probleme durch ein inkompatibles oder gesperrtes Gerät, nachdem die eSIM installiert wurde;",
          "Tarife, die wegen eines Verstoßes gegen diese Bedingungen gesperrt wurden.",
        ],
      },
      {
        heading: "Aufladungen",
        paragraphs: [
          "Viele Tarife lassen sich aufladen: Sie kaufen ein zusätzliches Paket für die eSIM, die Sie bereits nutzen, ohne eine neue zu installieren. Verfügbare Aufladungen finden Sie unter „Meine Bestellungen“ und auf der Tarifseite.",
          "Jede Aufladung hat ein eigenes Datenvolumen und eine eigene Laufzeit, wie beim Kauf angegeben. Da eine Aufladung einer bereits installierten eSIM hinzugefügt wird, gilt sie im Sinne der obigen Erstattungsregeln als installierter Tarif.",
        ],
      },
      {
        heading: "Guthaben und Gutscheincodes",
        paragraphs: [
          "Guthaben in Ihrem Konto können Sie für Käufe im Shop verwenden. Guthaben ist kein Bargeld: Es kann weder ausgezahlt noch in Geld umgetauscht oder auf eine andere Person oder ein anderes Konto übertragen werden. Guthaben verfällt nicht, solange Ihr Konto aktiv ist. Wird Ihr Konto geschlossen, verfällt verbleibendes Guthaben – bitte nutzen Sie es vorher.",
          "Gutscheincodes gelten nur zu den jeweils angegebenen Bedingungen, etwa einem Gültigkeitszeitraum, einem Mindestbestellwert oder bestimmten Reisezielen. Sofern nicht anders angegeben, kann pro Bestellung nur ein Code eingelöst werden; eine Barauszahlung ist ausgeschlossen. Codes oder Guthaben, die durch Missbrauch, Fehler oder Betrug erlangt wurden, können wir stornieren.",
        ],
      },
      {
        heading: "Faire Nutzung und unzulässige Nutzung",
        paragraphs: [
          "Die Tarife sind für die persönliche Nutzung durch Reisende bestimmt. Für Tagestarife gilt eine Fair-Use-Regelung: Sie sind nicht als dauerhafter Internetanschluss, zum Weiterverkauf oder zur gemeinsamen Nutzung durch viele Personen gedacht. Liegt die Nutzung weit über dem, was für Reisende üblich ist, können unsere Netzpartner die Geschwindigkeit weiter drosseln oder den Dienst einschränken.",
          "Bei Verstößen gegen diese Regeln können wir die betroffene eSIM oder das Konto sperren, in schweren Fällen ohne Erstattung. Insbesondere ist es nicht gestattet,",
        ],
        bullets: [
          "Tarife oder eSIM-Profile ohne unsere schriftliche Zustimmung weiterzuverkaufen oder gewerblich anzubieten;",
          "Tarife in SIM-Boxen oder für automatisierten bzw. Maschine-zu-Maschine-Datenverkehr zu verwenden;",
          "den Dienst für rechtswidrige Zwecke, für Spam oder für Angriffe auf Netze und Systeme zu nutzen;",
          "den Betrieb der Website zu stören, automatisierte Massenanfragen zu senden oder Anfragelimits und Sicherheitsmaßnahmen zu umgehen;",
          "gestohlene oder unberechtigte Zahlungsmittel zu verwenden oder Gutscheincodes, Guthaben oder das Partnerprogramm zu missbrauchen.",
        ],
      },
      {
        heading: "Verfügbarkeit und Haftung",
        paragraphs: [
          "Die Netzabdeckung hängt von den lokalen Netzen ab. Wir können weder einen unterbrechungsfreien Dienst noch bestimmte Geschwindigkeiten oder eine Abdeckung an jedem Ort garantieren, etwa in abgelegenen Gegenden, in Gebäuden oder an Bord von Schiffen und Flugzeugen. Wartungsarbeiten oder Störungen bei lokalen Netzbetreibern können den Dienst vorübergehend beeinträchtigen.",
          "Wir haften unbeschränkt für Schäden, die wir vorsätzlich oder grob fahrlässig verursachen, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit sowie überall dort, wo die Haftung gesetzlich nicht beschränkt werden kann. Im Übrigen ist unsere Haftung im Zusammenhang mit einem Tarif, soweit gesetzlich zulässig, auf den dafür gezahlten Preis begrenzt; für mittelbare Schäden wie verpasste Buchungen, entgangenen Gewinn oder Kosten anderer Anbieter haften wir nicht.",
          "Ihre gesetzlichen Rechte als Verbraucher werden durch diese Bedingungen weder ausgeschlossen noch eingeschränkt.",
        ],
      },
      {
        heading: "Änderungen dieser Bedingungen",
        paragraphs: [
          "Wir können diese Bedingungen anpassen, etwa wenn sich unsere Leistungen oder die Rechtslage ändern. Für jede Bestellung gilt die Fassung, die zum Zeitpunkt der Bestellung veröffentlicht war. Über wesentliche Änderungen informieren wir Kontoinhaber vor deren Inkrafttreten per E-Mail oder auf der Website.",
        ],
      },
      {
        heading: "Anwendbares Recht und Schlussbestimmungen",
        paragraphs: [
          "Für diese Bedingungen gilt das Recht, das das Betreiberunternehmen in seinem Impressum angibt. Sind Sie Verbraucher, bleibt Ihnen der Schutz der zwingenden Bestimmungen des Rechts des Landes erhalten, in dem Sie Ihren gewöhnlichen Aufenthalt haben.",
          "Sollte eine Bestimmung dieser Bedingungen unwirksam sein, bleiben die übrigen Bestimmungen wirksam. Bei Beschwerden wenden Sie sich bitte zuerst an uns – die meisten Anliegen lassen sich per E-Mail schnell klären.",
        ],
      },
      {
        heading: "Kontakt",
        paragraphs: [
          "Bei Fragen zu diesen Bedingungen, zu Ihrer Bestellung oder zu einer Erstattung schreiben Sie an {supportEmail}. Die rechtlichen Angaben zum Betreiber finden Sie im Impressum bzw. in den Kontaktangaben dieser Website.",
        ],
      },
    ],
  },

  es: {
    title: "Términos y condiciones",
    description:
      "Condiciones para comprar y usar los planes de datos eSIM de {brand}: cuenta, entrega, validez, pago en USD, reembolsos, recargas, saldo y responsabilidad.",
    intro:
      "Estos términos regulan el uso de la tienda {brand} y de los planes de datos eSIM que se venden en ella. Léelos antes de comprar: al hacer un pedido, los aceptas.",
    sections: [
      {
        heading: "Ámbito de aplicación y operador",
        paragraphs: [
          "Estos términos se aplican a todas las compras realizadas en el sitio web de {brand} y al uso de los planes de datos eSIM que se venden en él (los «planes»). {brand} es el nombre del servicio. La denominación legal y la dirección de la empresa que lo opera figuran en el aviso legal o en los datos de contacto de este sitio web. En estos términos, «nosotros» se refiere a esa empresa y «tú», a la persona que usa el servicio.",
          "Nosotros vendemos los planes, entregamos los perfiles eSIM y prestamos la atención al cliente. La conexión móvil en sí la proporcionan nuestros socios de red y los operadores locales con los que trabajan. Tus contratos con otros proveedores, como tu operador móvil habitual, no se ven afectados por estos términos.",
        ],
      },
      {
        heading: "Cuenta y compra como invitado",
        paragraphs: [
          "Puedes comprar como invitado indicando tu correo electrónico o crear una cuenta. Para iniciar sesión, te enviamos un código de verificación de un solo uso a tu correo; también puedes establecer una contraseña. Escribe tu dirección de correo con cuidado, porque es ahí donde entregamos tu eSIM.",
          "Para comprar, debes tener capacidad legal para celebrar contratos según la legislación de tu país. Protege el acceso a tu correo electrónico y a tu contraseña, si la tienes: eres responsable de la actividad de tu cuenta, salvo que se deba a un fallo por nuestra parte.",
          "Puedes pedirnos en cualquier momento que eliminemos tu cuenta escribiendo a {supportEmail}. Podemos suspender o cerrar una cuenta que se utilice incumpliendo estos términos.",
        ],
      },
      {
        heading: "Planes y validez",
        paragraphs: [
          "Cada plan cubre un destino: un solo país, una región de varios países o todo el mundo. La página del plan indica el volumen de datos, el periodo de validez, cuándo empieza la validez, la velocidad una vez agotado el volumen de alta velocidad, si se permite compartir la conexión y qué operadores están disponibles. Estos datos forman parte de tu contrato.",
          "El periodo de validez comienza cuando tu dispositivo se conecta por primera vez a una red en un país cubierto por el plan o cuando instalas la eSIM, según se indique en cada plan. Los datos, minutos y SMS que no uses antes de que termine la validez caducan; no se acumulan ni se reembolsan.",
          "La velocidad real depende de las condiciones de la red local, la cobertura, tu dispositivo y el número de usuarios conectados en la zona. Salvo que un plan incluya llamadas y SMS, es solo de datos y no tiene número de teléfono. Hay tres tipos de planes:",
        ],
        bullets: [
          "Planes de datos fijos: una cantidad determinada de datos para usar durante un periodo de validez de 7 a 90 días.",
          "Planes diarios: un volumen diario de alta velocidad durante 1 a 30 días; cuando agotas el volumen del día, sigues conectado a velocidad reducida hasta que se renueva.",
          "Datos con llamadas y SMS: datos móviles más minutos de llamadas locales y mensajes de texto, en las cantidades que indica el plan.",
        ],
      },
      {
        heading: "Compatibilidad del dispositivo",
        paragraphs: [
          "Los planes solo funcionan en dispositivos compatibles con eSIM que no estén bloqueados por un operador. Es tu responsabilidad comprobar antes de comprar que tu dispositivo cumple ambas condiciones. Nuestra lista de compatibilidad y nuestras guías sirven de ayuda, pero no pueden abarcar todos los modelos, variantes regionales o bloqueos de operador.",
          "Para usar un plan en el extranjero, es posible que tengas que activar la itinerancia de datos (roaming) para la eSIM en los ajustes del dispositivo. No somos responsables de los cargos de tu operador habitual, por ejemplo si tu SIM principal usó datos en roaming durante el viaje.",
          "Si no puedes instalar un plan porque tu dispositivo no es compatible o está bloqueado, puedes solicitar un reembolso según las reglas para planes que nunca se han instalado.",
        ],
      },
      {
        heading: "Entrega e instalación",
        paragraphs: [
          "Cuando se confirma tu pago, enviamos la eSIM al correo electrónico indicado en el pedido y la ponemos a tu disposición en «Mis pedidos». La entrega incluye un código QR y los datos para la instalación manual (dirección SM-DP+ y código de activación).",
          "Trata el código QR como si fuera un vale: cualquiera que lo tenga podría instalar tu eSIM. La mayoría de los perfiles eSIM solo se pueden instalar una vez, así que no borres la eSIM de tu dispositivo mientras quieras seguir usando el plan; un perfil eliminado normalmente no se puede recuperar.",
          "Si no has recibido tu eSIM una hora después del pago, revisa la carpeta de correo no deseado y «Mis pedidos», y luego escríbenos a {supportEmail}.",
        ],
      },
      {
        heading: "Precios y moneda",
        paragraphs: [
          "Se aplican los precios que aparecen en la página del plan en el momento de hacer el pedido. Podemos cambiar los precios en cualquier momento, pero los cambios no afectan a los pedidos ya pagados.",
          "Puedes elegir una moneda de visualización. Los precios en monedas distintas del dólar estadounidense se convierten solo a título informativo, con tipos de cambio recientes. Todos los pagos se cobran en dólares estadounidenses (USD). El emisor de tu tarjeta puede convertir el importe a tu moneda con su propio tipo de cambio y cobrar una comisión por ello; esto queda fuera de nuestro control.",
          "Los precios incluyen los impuestos que estemos obligados a cobrar, salvo que se indique otra cosa al pagar.",
        ],
      },
      {
        heading: "Pago",
        paragraphs: [
          "Puedes pagar con tarjeta a través de nuestro proveedor de pagos o con el saldo de tu cuenta de {brand}. Los datos de la tarjeta los escribes directamente en el formulario del proveedor de pagos; nunca pasan por nuestros servidores ni se guardan en ellos.",
          "El contrato se formaliza cuando se confirma tu pago. Podemos rechazar o cancelar un pedido, por ejemplo, ante una sospecha de fraude, si un precio se mostró mal por un error técnico o si el plan ya no está disponible. En ese caso, te reembolsamos íntegramente lo que hayas pagado.",
        ],
      },
      {
        heading: "Reembolsos y cancelaciones",
        paragraphs: [
          "Un plan que nunca se ha instalado se reembolsa íntegramente si lo solicitas dentro de los 30 días posteriores a la compra. El reembolso se hace al medio de pago original; la parte de un pedido pagada con saldo se devuelve como saldo.",
          "Una vez instalada la eSIM en un dispositivo, el plan ya no se puede reembolsar. La única excepción es que el servicio no haya funcionado y nuestro equipo de soporte no haya podido resolver el problema; en ese caso, te reembolsamos el plan.",
          "Para solicitar un reembolso, escribe a {supportEmail} indicando tu número de pedido. Normalmente tramitamos los reembolsos en pocos días hábiles; tu banco puede tardar más en reflejar el importe.",
          "Tus derechos legales como consumidor no se ven afectados. Aparte de ellos, no se reembolsan:",
        ],
        bullets: [
          "los datos, minutos, SMS o días que queden sin usar al final del periodo de validez;",
          "los planes que dejen de funcionar porque la eSIM se eliminó del dispositivo o se cambió de dispositivo;",
          "los problemas causados por un dispositivo incompatible o bloqueado una vez instalada la eSIM;",
          "los planes suspendidos por incumplir estos términos.",
        ],
      },
      {
        heading: "Recargas",
        paragraphs: [
          "Muchos planes admiten recargas: compras un paquete adicional para la eSIM que ya usas, sin instalar una nueva. Las recargas disponibles aparecen en «Mis pedidos» y en la página del plan.",
          "Cada recarga tiene su propio volumen de datos y su propia validez, según se indique al comprarla. Como se añade a una eSIM ya instalada, a efectos de las reglas de reembolso anteriores se considera un plan instalado.",
        ],
      },
      {
        heading: "Saldo de la cuenta y códigos promocionales",
        paragraphs: [
          "Puedes usar el saldo de tu cuenta para comprar en la tienda. El saldo no es dinero en efectivo: no se puede retirar, canjear por dinero ni transferir a otra persona o cuenta. El saldo no caduca mientras tu cuenta esté activa. Si la cuenta se cierra, el saldo restante se pierde, así que te recomendamos usarlo antes.",
          "Los códigos promocionales solo son válidos en las condiciones indicadas con cada uno, como un periodo de validez, un importe mínimo de pedido o determinados destinos. Salvo que se indique otra cosa, solo se puede usar un código por pedido, y los códigos no se pueden canjear por dinero. Podemos anular códigos o saldo obtenidos mediante abuso, error o fraude.",
        ],
      },
      {
        heading: "Uso razonable y usos prohibidos",
        paragraphs: [
          "Los planes están pensados para el uso personal de viajeros. Los planes diarios están sujetos a una política de uso razonable: no están pensados como conexión a internet permanente, para revenderlos ni para compartirlos entre muchos usuarios. Si el consumo supera con creces lo habitual para un viajero, nuestros socios de red pueden reducir aún más la velocidad o restringir el servicio.",
          "Si incumples estas reglas, podemos suspender la eSIM o la cuenta afectadas, en casos graves sin reembolso. En particular, no está permitido:",
        ],
        bullets: [
          "revender planes o perfiles eSIM, u ofrecerlos comercialmente, sin nuestro consentimiento por escrito;",
          "usar los planes en SIM boxes o para tráfico automatizado o entre máquinas (M2M);",
          "usar el servicio con fines ilícitos, para enviar spam o para atacar redes y sistemas;",
          "interferir en el funcionamiento del sitio web, enviar solicitudes automatizadas masivas o eludir los límites de solicitudes y las medidas de seguridad;",
          "usar medios de pago robados o no autorizados, o hacer un uso abusivo de los códigos promocionales, del saldo o del programa de socios.",
        ],
      },
      {
        heading: "Disponibilidad del servicio y responsabilidad",
        paragraphs: [
          "La cobertura móvil depende de las redes locales. No podemos garantizar un servicio ininterrumpido, velocidades concretas ni cobertura en todos los lugares, por ejemplo en zonas remotas, en el interior de edificios o a bordo de barcos y aviones. Los trabajos de mantenimiento o las averías de los operadores locales pueden afectar temporalmente al servicio.",
          "Respondemos sin limitación de los daños causados de forma intencionada o por negligencia grave, de los daños a la vida, la integridad física o la salud, y en todos los casos en que la ley no permita limitar la responsabilidad. En los demás casos, y en la medida en que la ley lo permita, nuestra responsabilidad total en relación con un plan se limita al precio que pagaste por él, y no respondemos de daños indirectos como reservas perdidas, lucro cesante o cargos de otros proveedores.",
          "Nada de lo dispuesto en estos términos excluye ni limita tus derechos legales como consumidor.",
        ],
      },
      {
        heading: "Cambios en estos términos",
        paragraphs: [
          "Podemos actualizar estos términos, por ejemplo cuando cambien nuestros servicios o la legislación. A cada pedido se le aplica la versión publicada en el momento de realizarlo. Si hacemos cambios importantes, avisaremos a los titulares de cuentas por correo electrónico o en el sitio web antes de que entren en vigor.",
        ],
      },
      {
        heading: "Legislación aplicable y disposiciones finales",
        paragraphs: [
          "Estos términos se rigen por la legislación que indique la empresa operadora en su aviso legal. Si eres consumidor, esta elección no te priva de la protección que te otorgan las disposiciones imperativas de la ley del país donde resides habitualmente.",
          "Si alguna disposición de estos términos resulta inválida, las demás seguirán vigentes. Si tienes una reclamación, contáctanos primero: la mayoría de los problemas se resuelven rápidamente por correo electrónico.",
        ],
      },
      {
        heading: "Contacto",
        paragraphs: [
          "Si tienes preguntas sobre estos términos, tu pedido o un reembolso, escribe a {supportEmail}. Los datos legales del operador figuran en el aviso legal o en los datos de contacto de este sitio web.",
        ],
      },
    ],
  },

  ja: {
    title: "利用規約",
    description:
      "{brand}のeSIMデータプランの購入および利用に関する規約です。アカウント、お届け、有効期間、米ドルでの決済、返金、追加チャージ、クレジット、公正利用、責任の範囲について定めます。",
    intro:
      "本規約は、{brand}のオンラインストアおよび同ストアで販売するeSIMデータプランのご利用条件を定めるものです。ご購入前に必ずお読みください。ご注文いただいた時点で、本規約に同意いただいたものとみなします。",
    sections: [
      {
        heading: "適用範囲および運営者",
        paragraphs: [
          "本規約は、{brand}のウェブサイトを通じたすべての購入、および同サイトで販売するeSIMデータプラン（以下「プラン」といいます）の利用に適用されます。{brand}は本サービスの名称です。本サービスを運営する会社の名称および所在地は、本ウェブサイトの運営者情報またはお問い合わせ先に記載しています。本規約において「当社」とは当該会社を、「お客様」とは本サービスを利用する方をいいます。",
          "当社は、プランの販売、eSIMプロファイルの提供およびカスタマーサポートを行います。モバイル通信そのものは、当社のネットワークパートナーおよびその提携先である現地の通信事業者が提供します。お客様が他の事業者（普段ご利用の携帯電話会社など）と締結している契約は、本規約の影響を受けません。",
        ],
      },
      {
        heading: "アカウントおよびゲスト購入",
        paragraphs: [
          "お客様は、メールアドレスを入力してゲストとして購入するか、アカウントを作成して購入することができます。ログイン時には、お客様のメールアドレス宛てにワンタイム認証コードを送信します。パスワードを設定することもできます。eSIMはご入力いただいたメールアドレスにお届けしますので、正確にご入力ください。",
          "ご購入には、お客様の居住国の法令に基づき契約を締結する能力を有していることが必要です。お客様は、ご自身のメールアカウントおよびパスワードを適切に管理するものとし、当社の責めに帰すべき事由による場合を除き、アカウント上で行われた行為について責任を負うものとします。",
          "お客様は、{supportEmail}までご連絡いただくことで、いつでもアカウントの削除を請求できます。当社は、本規約に違反して利用されているアカウントを停止または閉鎖することがあります。",
        ],
      },
      {
        heading: "プランおよび有効期間",
        paragraphs: [
          "各プランは、1つの国、複数の国からなる地域、または全世界のいずれかを対象とします。プランページには、データ容量、有効期間、有効期間の開始条件、高速データ通信量を使い切った後の通信速度、テザリングの可否、利用可能な通信事業者を記載しており、これらの内容は契約の一部を構成します。",
          "有効期間は、各プランの記載に従い、プランの対象国でお客様の端末が初めてネットワークに接続した時点、またはeSIMをインストールした時点から開始します。有効期間の終了時点で未使用のデータ、通話時間およびSMSは失効し、繰り越しおよび返金はできません。",
          "実際の通信速度は、現地のネットワーク状況、電波状況、お客様の端末、周辺の利用者数などによって異なります。通話・SMS付きのプランを除き、プランはデータ通信専用であり、電話番号は付与されません。プランには次の3種類があります。",
        ],
        bullets: [
          "データ容量型プラン：所定のデータ容量を、7日から90日の有効期間内にご利用いただけます。",
          "日単位プラン：1日から30日の期間、1日ごとに所定の高速データ通信量をご利用いただけます。当日の高速データ通信量を使い切った後も、リセットされるまで低速で接続を継続できます。",
          "通話・SMS付きプラン：データ通信に加え、プランに記載された現地通話時間およびSMSをご利用いただけます。",
        ],
      },
      {
        heading: "端末の対応状況",
        paragraphs: [
          "プランは、eSIMに対応し、かつSIMロックがかかっていない端末でのみご利用いただけます。ご購入前に、お客様の端末がこれらの条件を満たしているかを確認することは、お客様の責任となります。当社の対応機種リストおよびガイドはあくまで参考情報であり、すべての機種、地域別モデル、SIMロックの状況を網羅するものではありません。",
          "海外でプランを利用するには、端末の設定でeSIMのデータローミングをオンにする必要がある場合があります。普段ご利用の携帯電話会社から請求される料金（例えば、渡航中に元のSIMでデータローミングが行われた場合の料金）について、当社は責任を負いません。",
          "端末が非対応であること、またはSIMロックがかかっていることによりプランをインストールできない場合は、未インストールのプランに関する規定に従い返金を請求できます。",
        ],
      },
      {
        heading: "お届けおよびインストール",
        paragraphs: [
          "お支払いの確認後、当社はご注文時のメールアドレス宛てにeSIMを送信するとともに、「注文履歴」からもご確認いただけるようにします。お届けする内容には、QRコードおよび手動インストール用の情報（SM-DP+アドレスおよびアクティベーションコード）が含まれます。",
          "QRコードは金券と同様に大切に保管してください。QRコードを入手した第三者がお客様のeSIMをインストールできる場合があります。ほとんどのeSIMプロファイルは一度しかインストールできないため、プランを利用する間は端末からeSIMを削除しないでください。削除したプロファイルは、通常復元できません。",
          "お支払い後1時間を経過してもeSIMが届かない場合は、迷惑メールフォルダおよび「注文履歴」をご確認のうえ、{supportEmail}までお問い合わせください。",
        ],
      },
      {
        heading: "価格および通貨",
        paragraphs: [
          "ご注文時点でプランページに表示されている価格が適用されます。当社は価格をいつでも変更できますが、お支払い済みのご注文には影響しません。",
          "お客様は表示通貨を選択できます。米ドル以外の通貨で表示される価格は、直近の為替レートに基づき参考として換算したものです。お支払いはすべて米ドル（USD）で請求されます。カード発行会社が独自の為替レートでお客様の通貨に換算し、手数料を請求する場合がありますが、これは当社の管理外です。",
          "決済画面に別段の表示がない限り、価格には当社が徴収すべき税金が含まれています。",
        ],
      },
      {
        heading: "お支払い",
        paragraphs: [
          "お支払いは、当社の決済代行会社を通じたカード決済、または{brand}アカウントのクレジットにより行うことができます。カード情報は決済代行会社に直接入力いただくため、当社のサーバーを経由することも、当社のサーバーに保存されることもありません。",
          "契約は、お支払いが確認された時点で成立します。当社は、不正利用の疑いがある場合、技術的な誤りにより価格が誤って表示された場合、プランの提供が終了した場合などには、ご注文をお断りし、または取り消すことがあります。その場合、お支払い済みの金額は全額返金します。",
        ],
      },
      {
        heading: "返金およびキャンセル",
        paragraphs: [
          "一度もインストールされていないプランは、購入日から30日以内にお申し出いただければ全額返金します。返金は元のお支払い方法に対して行い、クレジットでお支払いいただいた部分はクレジットとして返還します。",
          "eSIMを端末にインストールした後は、プランの返金はできません。ただし、サービスが利用できず、当社サポートチームでも問題を解決できなかった場合に限り、プランの代金を返金します。",
          "返金をご希望の場合は、注文番号を添えて{supportEmail}までご連絡ください。返金手続きは通常数営業日以内に行いますが、ご利用の金融機関によっては反映までに時間がかかる場合があります。",
          "消費者としてお客様が有する法令上の権利は、本規約により制限されません。ただし、それ以外に次の場合には返金できません。",
        ],
        bullets: [
          "有効期間の終了時点で未使用のデータ、通話時間、SMSまたは日数",
          "端末からeSIMを削除したこと、または端末を変更したことによりプランが利用できなくなった場合",
          "eSIMのインストール後に、端末の非対応またはSIMロックが原因で生じた問題",
          "本規約違反により利用停止となったプラン",
        ],
      },
      {
        heading: "追加チャージ",
        paragraphs: [
          "多くのプランでは追加チャージが可能です。新しいeSIMをインストールすることなく、ご利用中のeSIMに追加パッケージを購入できます。購入可能な追加チャージは「注文履歴」およびプランページに表示されます。",
          "各追加チャージには、購入時に表示されるデータ容量および有効期間がそれぞれ適用されます。追加チャージはインストール済みのeSIMに追加されるため、前項の返金規定の適用上、インストール済みのプランとして扱います。",
        ],
      },
      {
        heading: "クレジットおよびプロモーションコード",
        paragraphs: [
          "アカウントのクレジットは、ストアでのお買い物に利用できます。クレジットは現金ではなく、払い戻し、換金、他の方または他のアカウントへの譲渡はできません。クレジットはアカウントが有効である限り失効しません。アカウントを閉鎖した場合、残りのクレジットは失効しますので、事前にご利用ください。",
          "プロモーションコードは、有効期間、最低注文金額、対象の国・地域など、それぞれに定める条件の範囲内でのみ有効です。別段の定めがない限り、1回のご注文につき利用できるコードは1つのみで、換金はできません。濫用、誤り、または詐欺行為により取得されたコードやクレジットは、当社が取り消すことがあります。",
        ],
      },
      {
        heading: "公正利用および禁止事項",
        paragraphs: [
          "プランは、旅行者ご本人による個人的な利用を目的としています。日単位プランにはフェアユース（公正利用）の原則が適用され、常設のインターネット回線としての利用、転売、多数の利用者による共有は想定していません。旅行者の通常の利用を大幅に超える利用があった場合、ネットワークパートナーがさらに通信速度を制限し、またはサービスを制限することがあります。",
          "本規約に違反した場合、当社は該当するeSIMまたはアカウントの利用を停止することがあり、重大な違反の場合は返金を行いません。特に、次の行為を禁止します。",
        ],
        bullets: [
          "当社の書面による同意なく、プランまたはeSIMプロファイルを転売し、または商業的に提供する行為",
          "SIMボックスでプランを利用する行為、または自動化された通信やM2M（機器間）通信にプランを利用する行為",
          "違法な目的、スパムの送信、ネットワークやシステムへの攻撃のために本サービスを利用する行為",
          "ウェブサイトの運営を妨害し、自動化された大量のリクエストを送信し、またはリクエスト数の制限やセキュリティ対策を回避する行為",
          "盗難された、または権限のない支払手段を利用する行為、およびプロモーションコード、クレジット、パートナープログラムを不正に利用する行為",
        ],
      },
      {
        heading: "サービスの提供状況および責任の制限",
        paragraphs: [
          "モバイル通信の電波状況は現地のネットワークに依存します。当社は、サービスが途切れないこと、特定の通信速度、あらゆる場所（山間部や離島、建物内、船舶や航空機内など）での通信を保証するものではありません。現地通信事業者のメンテナンスや障害により、一時的にサービスに影響が生じることがあります。",
          "当社は、故意または重過失による損害、生命・身体・健康の侵害による損害、その他法令上責任を制限できない場合については、責任を制限しません。それ以外の場合、法令で認められる範囲において、プランに関する当社の責任の総額は、お客様が当該プランに支払った金額を上限とし、予約の逸失、逸失利益、他の事業者からの請求などの間接損害については責任を負いません。",
          "本規約のいかなる規定も、消費者としてお客様が有する法令上の権利を排除または制限するものではありません。",
        ],
      },
      {
        heading: "本規約の変更",
        paragraphs: [
          "当社は、サービス内容や法令の変更などに応じて、本規約を変更することがあります。各ご注文には、ご注文時点で公開されている規約が適用されます。重要な変更を行う場合は、変更の効力発生前に、アカウントをお持ちのお客様にメールまたはウェブサイト上でお知らせします。",
        ],
      },
      {
        heading: "準拠法およびその他の規定",
        paragraphs: [
          "本規約は、運営会社が運営者情報に記載する法律に準拠します。お客様が消費者である場合、この準拠法の選択によって、お客様が常居所を有する国の法律の強行規定による保護が失われることはありません。",
          "本規約のいずれかの条項が無効とされた場合でも、その他の条項は引き続き有効に存続します。ご不満やお困りごとがある場合は、まず当社までご連絡ください。ほとんどの問題はメールで迅速に解決できます。",
        ],
      },
      {
        heading: "お問い合わせ",
        paragraphs: [
          "本規約、ご注文、返金に関するお問い合わせは、{supportEmail}までご連絡ください。運営者の法的情報は、本ウェブサイトの運営者情報またはお問い合わせ先に記載しています。",
        ],
      },
    ],
  },

  tr: {
    title: "Kullanım Koşulları",
    description:
      "{brand} eSIM veri paketlerinin satın alınması ve kullanımına ilişkin koşullar: hesap, teslimat, geçerlilik, USD ile ödeme, iade, ek paket ve sorumluluk.",
    intro:
      "Bu koşullar, {brand} mağazasının ve burada satılan eSIM veri paketlerinin kullanımını düzenler. Lütfen satın almadan önce okuyun; sipariş vererek bu koşulları kabul etmiş olursunuz.",
    sections: [
      {
        heading: "Kapsam ve işletmeci",
        paragraphs: [
          "Bu koşullar, {brand} web sitesi üzerinden yapılan tüm satın alımlar ve burada satılan eSIM veri paketlerinin (“paketler”) kullanımı için geçerlidir. {brand}, hizmetin adıdır. Hizmeti işleten şirketin ticari unvanı ve adresi, bu web sitesinin künyesinde veya iletişim bilgilerinde yer alır. Bu koşullarda “biz” bu şirketi, “siz” ise hizmeti kullanan kişiyi ifade eder.",
          "Paketleri satan, eSIM profillerini teslim eden ve müşteri desteğini sağlayan biziz. Mobil bağlantının kendisi ise ağ ortaklarımız ve onların çalıştığı yerel operatörler tarafından sağlanır. Kendi mobil operatörünüz gibi diğer sağlayıcılarla yaptığınız sözleşmeler bu koşullardan etkilenmez.",
        ],
      },
      {
        heading: "Hesap ve misafir alışverişi",
        paragraphs: [
          "E-posta adresinizi girerek misafir olarak satın alabilir ya da bir hesap oluşturabilirsiniz. Giriş yapmanız için e-posta adresinize tek kullanımlık bir doğrulama kodu göndeririz; dilerseniz bir şifre de belirleyebilirsiniz. eSIM'inizi bu adrese teslim ettiğimiz için e-posta adresinizi dikkatle girin.",
          "Satın alma yapabilmek için ülkenizin mevzuatına göre sözleşme yapma ehliyetine sahip olmanız gerekir. E-posta hesabınıza ve varsa şifrenize erişimi güvende tutun: bizden kaynaklanan bir kusur olmadıkça hesabınızdaki işlemlerden siz sorumlusunuz.",
          "{supportEmail} adresine yazarak hesabınızın silinmesini dilediğiniz zaman talep edebilirsiniz. Bu koşullara aykırı şekilde kullanılan hesapları askıya alabilir veya kapatabiliriz.",
        ],
      },
      {
        heading: "Paketler ve geçerlilik süresi",
        paragraphs: [
          "Her paket bir destinasyonu kapsar: tek bir ülke, birden fazla ülkeden oluşan bir bölge veya tüm dünya. Paket sayfasında veri miktarı, geçerlilik süresi, geçerliliğin ne zaman başladığı, varsa yüksek hızlı kota bittikten sonraki hız, hotspot kullanımına izin verilip verilmediği ve hangi operatörlerin kullanılabildiği belirtilir. Bu bilgiler sözleşmenizin bir parçasıdır.",
          "Geçerlilik süresi, her pakette belirtildiği şekilde, cihazınızın paketin kapsadığı bir ülkede bir ağa ilk kez bağlandığı anda ya da eSIM'i yüklediğiniz anda başlar. Geçerlilik süresi sonunda kullanılmamış veri, dakika ve SMS'lerin süresi dolar; bunlar devredilmez ve iade edilmez.",
          "Gerçek hızlar; yerel ağ koşullarına, kapsama alanına, cihazınıza ve çevredeki kullanıcı sayısına bağlıdır. Arama ve SMS içeren paketler dışındaki tüm paketler yalnızca veri içerir ve bunlarla telefon numarası verilmez. Üç tür paket sunuyoruz:",
        ],
        bullets: [
          "Sabit veri paketleri: 7 ila 90 günlük geçerlilik süresi içinde kullanılacak belirli bir veri miktarı.",
          "Günlük paketler: 1 ila 30 gün boyunca her gün için yüksek hızlı veri kotası; günlük kota bittiğinde, kota yenilenene kadar düşük hızla bağlı kalırsınız.",
          "Arama ve SMS içeren paketler: mobil verinin yanı sıra pakette belirtilen miktarda yerel arama dakikası ve kısa mesaj.",
        ],
      },
      {
        heading: "Cihaz uyumluluğu",
        paragraphs: [
          "Paketler yalnızca eSIM destekleyen ve herhangi bir operatöre kilitli olmayan cihazlarda çalışır. Satın almadan önce cihazınızın bu iki koşulu da karşıladığını kontrol etmek sizin sorumluluğunuzdadır. Uyumluluk listemiz ve rehberlerimiz yol gösterir, ancak her modeli, bölgesel sürümü veya operatör kilidini kapsayamaz.",
          "Paketi yurt dışında kullanmak için cihaz ayarlarından eSIM için veri dolaşımını açmanız gerekebilir. Kendi operatörünüzün yansıttığı ücretlerden (örneğin yurt dışındayken asıl SIM kartınız veri dolaşımı kullandıysa) sorumlu değiliz.",
          "Cihazınız uyumsuz veya kilitli olduğu için bir paketi yükleyemiyorsanız, hiç yüklenmemiş paketlere ilişkin kurallar çerçevesinde iade talep edebilirsiniz.",
        ],
      },
      {
        heading: "Teslimat ve kurulum",
        paragraphs: [
          "Ödemeniz onaylandıktan sonra eSIM'i siparişte belirtilen e-posta adresine göndeririz ve “Siparişlerim” bölümünde erişiminize sunarız. Teslimat; bir QR kod ile manuel kurulum bilgilerini (SM-DP+ adresi ve etkinleştirme kodu) içerir.",
          "QR kodu bir hediye çeki gibi koruyun: koda sahip olan herkes eSIM'inizi yükleyebilir. eSIM profillerinin çoğu yalnızca bir kez yüklenebilir; bu nedenle paketi kullanmaya devam etmek istediğiniz sürece eSIM'i cihazınızdan silmeyin. Silinen bir profil genellikle geri yüklenemez.",
          "Ödemeden sonraki bir saat içinde eSIM'iniz ulaşmadıysa istenmeyen e-posta (spam) klasörünüzü ve “Siparişlerim” bölümünü kontrol edin, ardından {supportEmail} adresinden bize ulaşın.",
        ],
      },
      {
        heading: "Fiyatlar ve para birimi",
        paragraphs: [
          "Siparişinizi verdiğiniz anda paket sayfasında gösterilen fiyatlar geçerlidir. Fiyatları dilediğimiz zaman değiştirebiliriz; ancak bu değişiklikler ödemesi yapılmış siparişleri etkilemez.",
          "Bir görüntüleme para birimi seçebilirsiniz. ABD doları dışındaki para birimlerinde gösterilen fiyatlar, güncel döviz kurlarına göre yalnızca bilgi amacıyla çevrilir. Tüm ödemeler ABD doları (USD) üzerinden tahsil edilir. Kartınızı veren banka, tutarı kendi kuruyla kendi para biriminize çevirebilir ve bunun için ücret alabilir; bu durum bizim kontrolümüz dışındadır.",
          "Ödeme adımında aksi belirtilmedikçe, tahsil etmekle yükümlü olduğumuz vergiler fiyatlara dahildir.",
        ],
      },
      {
        heading: "Ödeme",
        paragraphs: [
          "Ödemeyi, ödeme hizmeti sağlayıcımız aracılığıyla kartla veya {brand} hesabınızdaki bakiyeyle yapabilirsiniz. Kart bilgilerinizi doğrudan ödeme hizmeti sağlayıcısına girersiniz; bu bilgiler sunucularımızdan geçmez ve sunucularımızda saklanmaz.",
          "Sözleşme, ödemeniz onaylandığında kurulur. Dolandırıcılık şüphesi, teknik bir hata nedeniyle fiyatın yanlış gösterilmesi veya paketin artık sunulmaması gibi durumlarda bir siparişi reddedebilir ya da iptal edebiliriz. Bu durumda ödediğiniz tutarın tamamını iade ederiz.",
        ],
      },
      {
        heading: "İadeler ve iptaller",
        paragraphs: [
          "Hiç yüklenmemiş bir paket, satın alma tarihinden itibaren 30 gün içinde talep etmeniz halinde tam olarak iade edilir. İade, orijinal ödeme yöntemine yapılır; siparişin hesap bakiyesiyle ödenen kısmı bakiye olarak geri yüklenir.",
          "eSIM bir cihaza yüklendikten sonra paket artık iade edilemez. Tek istisna, hizmetin çalışmadığı ve destek ekibimizin sorunu çözemediği durumdur; bu durumda paketin bedelini iade ederiz.",
          "İade talebi için sipariş numaranızla birlikte {supportEmail} adresine yazın. İadeleri genellikle birkaç iş günü içinde işleme alırız; tutarın hesabınıza yansıması bankanıza bağlı olarak daha uzun sürebilir.",
          "Tüketici olarak sahip olduğunuz yasal haklar saklıdır. Bunun dışında aşağıdakiler için iade yapılmaz:",
        ],
        bullets: [
          "geçerlilik süresi sonunda kullanılmadan kalan veri, dakika, SMS veya günler;",
          "eSIM cihazdan silindiği ya da cihaz değiştirildiği için çalışmayan paketler;",
          "eSIM yüklendikten sonra uyumsuz veya kilitli bir cihazdan kaynaklanan sorunlar;",
          "bu koşulların ihlali nedeniyle askıya alınan paketler.",
        ],
      },
      {
        heading: "Ek paketler",
        paragraphs: [
          "Birçok pakete ek paket yüklenebilir: yeni bir eSIM kurmadan, kullandığınız eSIM için ek bir paket satın alırsınız. Kullanılabilir ek paketler “Siparişlerim” bölümünde ve paket sayfasında gösterilir.",
          "Her ek paketin, satın alırken belirtilen kendi veri miktarı ve geçerlilik süresi vardır. Ek paket zaten yüklü olan bir eSIM'e eklendiği için yukarıdaki iade kuralları bakımından yüklenmiş paket sayılır.",
        ],
      },
      {
        heading: "Hesap bakiyesi ve promosyon kodları",
        paragraphs: [
          "Hesap bakiyenizi mağazadaki alışverişlerinizde kullanabilirsiniz. Bakiye nakit değildir: size ödenemez, paraya çevrilemez ve başka bir kişiye veya hesaba aktarılamaz. Hesabınız aktif olduğu sürece bakiyenin süresi dolmaz. Hesabınız kapatılırsa kalan bakiye geçersiz olur; bu yüzden önce kullanmanızı öneririz.",
          "Promosyon kodları yalnızca her biri için belirtilen koşullar (ör. geçerlilik dönemi, asgari sipariş tutarı veya belirli destinasyonlar) dahilinde geçerlidir. Aksi belirtilmedikçe her siparişte yalnızca bir kod kullanılabilir ve kodlar nakde çevrilemez. Kötüye kullanım, hata veya dolandırıcılık yoluyla elde edilen kodları ya da bakiyeyi iptal edebiliriz.",
        ],
      },
      {
        heading: "Adil kullanım ve yasaklı kullanım",
        paragraphs: [
          "Paketler yolcuların kişisel kullanımı içindir. Günlük paketler adil kullanım politikasına tabidir: kalıcı bir internet bağlantısı olarak, yeniden satış için ya da çok sayıda kullanıcıyla paylaşım için tasarlanmamıştır. Kullanım bir yolcu için olağan düzeyin çok üzerindeyse ağ ortaklarımız hızı daha da düşürebilir veya hizmeti kısıtlayabilir.",
          "Bu kuralları ihlal etmeniz halinde ilgili eSIM'i veya hesabı askıya alabiliriz; ciddi durumlarda iade yapılmaz. Özellikle aşağıdakiler yasaktır:",
        ],
        bullets: [
          "paketleri veya eSIM profillerini yazılı onayımız olmadan yeniden satmak ya da ticari olarak sunmak;",
          "paketleri SIM box cihazlarında ya da otomatik veya makineler arası (M2M) veri trafiği için kullanmak;",
          "hizmeti yasa dışı amaçlarla, spam göndermek ya da ağlara ve sistemlere saldırmak için kullanmak;",
          "web sitesinin işleyişini bozmak, otomatik toplu istekler göndermek veya istek sınırlarını ve güvenlik önlemlerini aşmaya çalışmak;",
          "çalıntı veya yetkisiz ödeme araçları kullanmak ya da promosyon kodlarını, hesap bakiyesini veya ortaklık programını kötüye kullanmak.",
        ],
      },
      {
        heading: "Hizmetin sürekliliği ve sorumluluk",
        paragraphs: [
          "Mobil kapsama alanı yerel ağlara bağlıdır. Kesintisiz hizmeti, belirli hızları veya her yerde (ör. uzak bölgelerde, bina içlerinde, gemi ve uçaklarda) kapsama sağlanacağını garanti edemeyiz. Yerel operatörlerin bakım çalışmaları veya arızaları hizmeti geçici olarak etkileyebilir.",
          "Kasten veya ağır ihmalle verdiğimiz zararlardan, hayata, vücut bütünlüğüne veya sağlığa gelen zararlardan ve sorumluluğun yasal olarak sınırlandırılamadığı tüm durumlardan sınırsız olarak sorumluyuz. Bunun dışında, yasaların izin verdiği ölçüde, bir paketle ilgili toplam sorumluluğumuz o paket için ödediğiniz bedelle sınırlıdır; kaçırılan rezervasyonlar, kâr kaybı veya diğer sağlayıcıların ücretleri gibi dolaylı zararlardan sorumlu değiliz.",
          "Bu koşulların hiçbir hükmü, tüketici olarak sahip olduğunuz yasal hakları ortadan kaldırmaz veya sınırlamaz.",
        ],
      },
      {
        heading: "Koşullarda yapılacak değişiklikler",
        paragraphs: [
          "Bu koşulları, örneğin hizmetlerimiz veya mevzuat değiştiğinde güncelleyebiliriz. Her siparişe, sipariş anında yayımlanmış olan sürüm uygulanır. Önemli değişiklikleri, yürürlüğe girmeden önce hesap sahiplerine e-postayla veya web sitesi üzerinden bildiririz.",
        ],
      },
      {
        heading: "Uygulanacak hukuk ve son hükümler",
        paragraphs: [
          "Bu koşullar, işletmeci şirketin künyesinde belirttiği hukuka tabidir. Tüketiciyseniz bu hukuk seçimi, mutat meskeninizin bulunduğu ülke hukukunun emredici hükümlerinin size sağladığı korumayı ortadan kaldırmaz.",
          "Bu koşulların herhangi bir hükmünün geçersiz olması, diğer hükümlerin geçerliliğini etkilemez. Bir şikâyetiniz varsa lütfen önce bize ulaşın; sorunların çoğu e-postayla hızla çözülebilir.",
        ],
      },
      {
        heading: "İletişim",
        paragraphs: [
          "Bu koşullar, siparişiniz veya bir iade hakkındaki sorularınız için {supportEmail} adresine yazın. İşletmecinin yasal bilgileri, bu web sitesinin künyesinde veya iletişim bilgilerinde yer alır.",
        ],
      },
    ],
  },

  "zh-CN": {
    title: "用户协议",
    description:
      "{brand} eSIM流量套餐的购买与使用条款，涵盖账户、发货、有效期、美元支付、退款、充值、账户余额、合理使用及责任限制等内容。",
    intro:
      "本协议规定您使用{brand}商店及其所售eSIM流量套餐的条件。请在购买前仔细阅读；您提交订单即表示接受本协议。",
    sections: [
      {
        heading: "适用范围与运营方",
        paragraphs: [
          "本协议适用于通过{brand}网站进行的所有购买，以及对网站所售eSIM流量套餐（以下简称“套餐”）的使用。{brand}是本服务的名称，运营本服务的公司名称及地址载于本网站的运营方信息或联系信息中。本协议中的“我们”指该公司，“您”指使用本服务的个人。",
          "我们负责销售套餐、提供eSIM配置文件并提供客户服务；移动网络连接本身由我们的网络合作伙伴及与其合作的当地运营商提供。您与其他服务商（例如您在国内使用的手机运营商）之间的合同不受本协议影响。",
        ],
      },
      {
        heading: "账户与免注册购买",
        paragraphs: [
          "您可以仅填写电子邮箱以游客身份购买，也可以注册账户。登录时，我们会向您的邮箱发送一次性验证码；您也可以设置密码。我们会将eSIM发送至该邮箱，请务必准确填写。",
          "购买时，您须具备您所在国家法律规定的订立合同的行为能力。请妥善保管您的邮箱账户及密码（如有）：除因我们的过错所致外，您应对账户内的一切活动负责。",
          "您可随时发送邮件至{supportEmail}，要求注销账户。如账户被用于违反本协议的行为，我们可以暂停或关闭该账户。",
        ],
      },
      {
        heading: "套餐与有效期",
        paragraphs: [
          "每个套餐覆盖一个目的地：单个国家、由多个国家组成的地区或全球。套餐页面会列明流量额度、有效期、有效期的起算方式、高速流量用完后的网速、是否允许热点共享以及可用的运营商。上述信息构成您合同的一部分。",
          "有效期按各套餐页面的说明，自您的设备首次在套餐覆盖国家连接网络时起算，或自安装eSIM时起算。有效期届满时未使用的流量、通话分钟数和短信将自动失效，不可结转，也不予退款。",
          "实际网速取决于当地网络状况、信号覆盖、您的设备以及周边用户数量。除含通话和短信的套餐外，所有套餐均为纯流量套餐，不提供电话号码。套餐分为以下三类：",
        ],
        bullets: [
          "固定流量套餐：在7至90天的有效期内使用一定额度的流量。",
          "按天套餐：在1至30天内每天提供一定额度的高速流量；当天额度用完后，您仍可以降低后的网速继续上网，直至额度重置。",
          "含通话和短信的套餐：除移动数据外，还包含套餐中列明数量的当地通话分钟数和短信。",
        ],
      },
      {
        heading: "设备兼容性",
        paragraphs: [
          "套餐仅适用于支持eSIM且未被运营商锁定的设备。购买前确认设备是否同时满足这两项条件，是您自己的责任。我们的兼容设备列表和使用指南仅供参考，无法涵盖所有机型、地区版本或运营商锁定情况。",
          "在境外使用套餐时，您可能需要在设备设置中为eSIM开启数据漫游。您的国内运营商收取的费用（例如出境期间原SIM卡产生的数据漫游费用）不由我们承担。",
          "如因设备不兼容或被锁定而无法安装套餐，您可按照未安装套餐的相关规定申请退款。",
        ],
      },
      {
        heading: "发货与安装",
        paragraphs: [
          "确认付款后，我们会将eSIM发送至订单中填写的电子邮箱，并同步显示在“我的订单”中。发货内容包括二维码及手动安装信息（SM-DP+地址和激活码）。",
          "请像保管代金券一样保管二维码：任何获得二维码的人都有可能安装您的eSIM。大多数eSIM配置文件只能安装一次，因此在您仍需使用套餐期间，请勿从设备中删除eSIM；已删除的配置文件通常无法恢复。",
          "如付款后一小时内仍未收到eSIM，请先检查垃圾邮件文件夹和“我的订单”，然后发送邮件至{supportEmail}联系我们。",
        ],
      },
      {
        heading: "价格与币种",
        paragraphs: [
          "订单价格以您下单时套餐页面显示的价格为准。我们可随时调整价格，但调整不影响已付款的订单。",
          "您可以选择显示币种。以美元以外币种显示的价格仅根据近期汇率换算，供您参考。所有款项均以美元（USD）收取。您的发卡机构可能按其自身汇率将金额换算为您的本币，并可能收取相关手续费，这不在我们的控制范围内。",
          "除结账时另有说明外，价格已包含我们依法须收取的税费。",
        ],
      },
      {
        heading: "支付",
        paragraphs: [
          "您可以通过我们的支付服务商使用银行卡付款，也可以使用{brand}账户余额付款。银行卡信息直接在支付服务商处填写，不会经过我们的服务器，也不会存储在我们的服务器上。",
          "合同自您的付款确认时成立。如存在涉嫌欺诈、因技术错误导致价格显示有误或套餐已下架等情况，我们可以拒绝或取消订单；此时我们会全额退还您已支付的款项。",
        ],
      },
      {
        heading: "退款与取消",
        paragraphs: [
          "从未安装的套餐，可在购买后30天内申请全额退款。款项将退回原支付方式；订单中以账户余额支付的部分将退回至账户余额。",
          "eSIM一经安装到设备上，套餐即不再退款。唯一的例外是：服务无法使用，且我们的客服团队未能解决问题，此时我们将退还该套餐的费用。",
          "如需申请退款，请发送邮件至{supportEmail}并注明订单号。我们通常会在几个工作日内处理退款；款项到账时间视您的银行而定，可能更长。",
          "您作为消费者依法享有的权利不受影响。除此之外，以下情况不予退款：",
        ],
        bullets: [
          "有效期届满时尚未使用的流量、通话分钟数、短信或天数；",
          "因从设备中删除eSIM或更换设备而无法继续使用的套餐；",
          "eSIM安装后因设备不兼容或被锁定而产生的问题；",
          "因违反本协议而被暂停的套餐。",
        ],
      },
      {
        heading: "流量充值",
        paragraphs: [
          "许多套餐支持充值：您无需安装新的eSIM，即可为正在使用的eSIM购买额外的流量包。可用的充值选项显示在“我的订单”和套餐页面中。",
          "每个充值包都有购买时注明的独立流量额度和有效期。由于充值包是添加到已安装的eSIM上的，就上述退款规则而言，充值包视为已安装的套餐。",
        ],
      },
      {
        heading: "账户余额与优惠码",
        paragraphs: [
          "账户余额可用于在本商店购物。余额不是现金：不能提现、兑换现金，也不能转让给他人或其他账户。只要您的账户保持有效，余额就不会过期；账户注销后，剩余余额将作废，请在注销前用完。",
          "优惠码仅在其注明的条件下有效，例如有效期、最低订单金额或指定目的地。除另有说明外，每笔订单只能使用一个优惠码，且优惠码不能兑换现金。对于通过滥用、系统错误或欺诈获得的优惠码或余额，我们有权予以取消。",
        ],
      },
      {
        heading: "合理使用与禁止行为",
        paragraphs: [
          "套餐供旅行者个人使用。按天套餐适用合理使用原则：不适合作为长期固定的上网方式，也不得转售或供多人共享。如使用量远超旅行者的正常水平，我们的网络合作伙伴可能会进一步降低网速或限制服务。",
          "如您违反上述规定，我们可以暂停相关eSIM或账户，情节严重的不予退款。特别禁止以下行为：",
        ],
        bullets: [
          "未经我们书面同意，转售套餐或eSIM配置文件，或将其用于商业经营；",
          "在SIM盒（SIM box）中使用套餐，或将套餐用于自动化流量或机器对机器（M2M）通信；",
          "将本服务用于违法目的、发送垃圾信息或攻击网络和系统；",
          "干扰网站运行、发送自动化批量请求，或绕过请求频率限制及安全措施；",
          "使用盗用或未经授权的支付方式，或滥用优惠码、账户余额或合作伙伴计划。",
        ],
      },
      {
        heading: "服务可用性与责任限制",
        paragraphs: [
          "移动网络覆盖取决于当地网络。我们无法保证服务不中断、达到特定网速，或在任何地点（例如偏远地区、建筑物内部、船舶或飞机上）都有信号覆盖。当地运营商的维护或故障可能会暂时影响服务。",
          "对于因故意或重大过失造成的损害、对生命、身体或健康造成的损害，以及依法不得限制责任的其他情形，我们承担不受限制的责任。除此之外，在法律允许的范围内，我们就某一套餐承担的全部责任以您为该套餐支付的价款为限，且对错过的预订、利润损失或其他服务商收取的费用等间接损失不承担责任。",
          "本协议的任何条款均不排除或限制您作为消费者依法享有的权利。",
        ],
      },
      {
        heading: "协议的变更",
        paragraphs: [
          "我们可能会因服务内容或法律法规变化等原因更新本协议。每笔订单适用下单时已公布的协议版本。如有重大变更，我们会在变更生效前通过电子邮件或在网站上通知账户持有人。",
        ],
      },
      {
        heading: "适用法律及其他条款",
        paragraphs: [
          "本协议适用运营公司在其运营方信息中注明的法律。如您是消费者，该法律选择不影响您惯常居所所在国法律中强制性规定对您的保护。",
          "本协议任何条款无效的，不影响其他条款的效力。如有投诉，请先与我们联系，大多数问题都能通过电子邮件迅速解决。",
        ],
      },
      {
        heading: "联系我们",
        paragraphs: [
          "如对本协议、您的订单或退款有任何疑问，请发送邮件至{supportEmail}。运营方的法律信息载于本网站的运营方信息或联系信息中。",
        ],
      },
    ],
  },

  "zh-HK": {
    title: "服務條款",
    description:
      "{brand} eSIM流動數據計劃的購買及使用條款，涵蓋帳戶、發送、有效期、以美元付款、退款、增值、帳戶餘額、合理使用及責任限制。",
    intro:
      "本條款規管您使用{brand}網店及其出售的eSIM流動數據計劃。請於購買前細閱；一經提交訂單，即表示您接受本條款。",
    sections: [
      {
        heading: "適用範圍及營運者",
        paragraphs: [
          "本條款適用於透過{brand}網站作出的所有購買，以及使用網站所出售的eSIM流動數據計劃（「計劃」）。{brand}為本服務的名稱；營運本服務的公司之法定名稱及地址，載於本網站的公司資料或聯絡資料內。本條款中「我們」指該公司，「您」指使用本服務的人士。",
          "我們負責出售計劃、提供eSIM設定檔及客戶支援；流動網絡連線本身則由我們的網絡合作夥伴及與其合作的當地電訊商提供。您與其他服務供應商（例如您本身的流動網絡供應商）訂立的合約，不受本條款影響。",
        ],
      },
      {
        heading: "帳戶及訪客結帳",
        paragraphs: [
          "您可只輸入電郵地址以訪客身份購買，亦可登記帳戶。登入時，我們會向您的電郵地址發送一次性驗證碼；您亦可設定密碼。我們會把eSIM發送到該電郵地址，請小心輸入。",
          "購買時，您須具備您所在國家或地區法律規定訂立合約的行為能力。請妥善保管您的電郵帳戶及密碼（如有）：除非因我們的過失所致，否則您須對帳戶內的一切活動負責。",
          "您可隨時電郵至{supportEmail}，要求刪除帳戶。如帳戶被用作違反本條款的用途，我們可暫停或關閉該帳戶。",
        ],
      },
      {
        heading: "計劃及有效期",
        paragraphs: [
          "每個計劃涵蓋一個目的地：單一國家、由多個國家組成的地區或全球。計劃頁面列明數據用量、有效期、有效期何時開始計算、高速數據用完後的速度、可否使用熱點分享，以及可連接的電訊商。上述資料構成您合約的一部分。",
          "有效期按個別計劃所列，由您的裝置首次在計劃覆蓋的國家連接網絡時開始計算，或由安裝eSIM時開始計算。有效期屆滿時仍未使用的數據、通話分鐘及短訊將會失效，不可延續使用，亦不設退款。",
          "實際速度視乎當地網絡狀況、覆蓋範圍、您的裝置及附近用戶數目而定。除包含通話及短訊的計劃外，所有計劃均只提供數據服務，不設電話號碼。計劃分為以下三類：",
        ],
        bullets: [
          "固定數據計劃：在7至90日有效期內使用指定數據用量。",
          "日費計劃：於1至30日內每日提供指定的高速數據用量；當日用量用完後，您仍可以較低速度保持連線，直至用量重設。",
          "數據連通話及短訊計劃：除流動數據外，另包含計劃所列的當地通話分鐘及短訊。",
        ],
      },
      {
        heading: "裝置兼容性",
        paragraphs: [
          "計劃只適用於支援eSIM及未被電訊商上鎖的裝置。購買前確認裝置是否同時符合這兩項條件，屬您本身的責任。我們的兼容裝置列表及指南僅供參考，未必涵蓋所有型號、地區版本或上鎖情況。",
          "在外地使用計劃時，您可能需要在裝置設定中為eSIM開啟數據漫遊。您本身的流動網絡供應商所收取的費用（例如身處外地期間原有SIM卡產生的數據漫遊費），概不由我們負責。",
          "如因裝置不兼容或已上鎖而無法安裝計劃，您可按照有關從未安裝計劃的規定申請退款。",
        ],
      },
      {
        heading: "發送及安裝",
        paragraphs: [
          "確認付款後，我們會把eSIM發送到訂單所填寫的電郵地址，並同時顯示於「我的訂單」。發送內容包括QR Code及手動安裝資料（SM-DP+地址及啟用碼）。",
          "請像保管禮券一樣保管QR Code：任何取得QR Code的人都有可能安裝您的eSIM。大部分eSIM設定檔只能安裝一次，因此在您仍需使用計劃期間，請勿從裝置刪除eSIM；已刪除的設定檔一般無法復原。",
          "如付款後一小時仍未收到eSIM，請先檢查垃圾郵件資料夾及「我的訂單」，然後電郵至{supportEmail}與我們聯絡。",
        ],
      },
      {
        heading: "價錢及貨幣",
        paragraphs: [
          "訂單價錢以您提交訂單時計劃頁面所顯示的價錢為準。我們可隨時調整價錢，但不會影響已付款的訂單。",
          "您可選擇顯示貨幣。以美元以外貨幣顯示的價錢，僅根據近期匯率換算，只供參考。所有款項一律以美元（USD）收取。您的發卡機構可能以其自訂匯率把金額兌換為您的本地貨幣，並可能收取手續費，這並非我們所能控制。",
          "除結帳時另有註明外，價錢已包括我們依法須收取的稅項。",
        ],
      },
      {
        heading: "付款",
        paragraphs: [
          "您可透過我們的支付服務供應商以信用卡或扣帳卡付款，亦可使用{brand}帳戶餘額付款。卡資料會直接在支付服務供應商處輸入，不會經過我們的伺服器，亦不會儲存在我們的伺服器上。",
          "合約於您的付款獲確認時成立。如出現懷疑欺詐、因技術錯誤導致價錢顯示有誤或計劃已停止提供等情況，我們可拒絕或取消訂單；屆時我們會全數退還您已支付的款項。",
        ],
      },
      {
        heading: "退款及取消",
        paragraphs: [
          "從未安裝的計劃，可於購買後30日內申請全數退款。款項將退回原有付款方式；訂單中以帳戶餘額支付的部分，將以餘額形式退回。",
          "eSIM一經安裝到裝置上，計劃即不設退款。唯一例外是服務無法使用，而我們的客戶支援團隊亦未能解決問題；在此情況下，我們會退還該計劃的費用。",
          "如需申請退款，請電郵至{supportEmail}並註明訂單編號。我們一般會在數個工作天內處理退款；款項何時入賬視乎您的銀行而定，或需更長時間。",
          "您作為消費者依法享有的權利不受影響。除此以外，以下情況概不退款：",
        ],
        bullets: [
          "有效期屆滿時尚未使用的數據、通話分鐘、短訊或日數；",
          "因從裝置刪除eSIM或更換裝置而無法再使用的計劃；",
          "安裝eSIM後因裝置不兼容或已上鎖而引致的問題；",
          "因違反本條款而被暫停的計劃。",
        ],
      },
      {
        heading: "增值",
        paragraphs: [
          "不少計劃均可增值：您毋須安裝新的eSIM，即可為正在使用的eSIM購買額外數據組合。可供選購的增值選項會顯示於「我的訂單」及計劃頁面。",
          "每次增值均設有購買時列明的獨立數據用量及有效期。由於增值是加到已安裝的eSIM上，就上述退款規定而言，增值會被視為已安裝的計劃。",
        ],
      },
      {
        heading: "帳戶餘額及優惠碼",
        paragraphs: [
          "帳戶餘額可用於在本網店購物。餘額並非現金：不可提取、兌換現金，亦不可轉讓予其他人士或帳戶。只要您的帳戶仍然有效，餘額便不會過期；帳戶一經關閉，剩餘餘額即告作廢，請於關閉前用完。",
          "優惠碼只在其列明的條件下有效，例如有效期、最低消費金額或指定目的地。除另有註明外，每張訂單只可使用一個優惠碼，且優惠碼不可兌換現金。如優惠碼或餘額是透過濫用、錯誤或欺詐取得，我們有權將其取消。",
        ],
      },
      {
        heading: "合理使用及禁止用途",
        paragraphs: [
          "計劃供旅客個人使用。日費計劃受合理使用政策約束：計劃並非設計作長期固定上網之用，亦不可轉售或供多人共用。如用量遠超一般旅客的正常水平，我們的網絡合作夥伴可進一步降低速度或限制服務。",
          "如您違反上述規定，我們可暫停相關eSIM或帳戶；情況嚴重者，概不退款。特別禁止以下行為：",
        ],
        bullets: [
          "未經我們書面同意，轉售計劃或eSIM設定檔，或將其作商業用途提供；",
          "在SIM Box中使用計劃，或將計劃用於自動化流量或機器對機器（M2M）通訊；",
          "將本服務用於違法用途、發送垃圾訊息或攻擊網絡及系統；",
          "干擾網站運作、發送自動化大量請求，或規避請求頻率限制及保安措施；",
          "使用盜取或未經授權的付款方式，或濫用優惠碼、帳戶餘額或合作夥伴計劃。",
        ],
      },
      {
        heading: "服務供應及責任限制",
        paragraphs: [
          "流動網絡覆蓋取決於當地網絡。我們無法保證服務不會中斷、達到特定速度，或在任何地點（例如偏遠地區、建築物內、船上或機上）均有網絡覆蓋。當地電訊商的維修保養或故障，或會暫時影響服務。",
          "對於因故意或嚴重疏忽造成的損害、對生命、身體或健康造成的損害，以及法律不容許限制責任的任何情況，我們承擔不設上限的責任。除此以外，在法律容許的範圍內，我們就任何計劃承擔的總責任以您為該計劃支付的價錢為上限，並且不就錯過的預訂、利潤損失或其他服務供應商收取的費用等間接損失負責。",
          "本條款任何內容均不排除或限制您作為消費者依法享有的權利。",
        ],
      },
      {
        heading: "條款的修訂",
        paragraphs: [
          "我們可因應服務或法例變更等原因修訂本條款。每張訂單均適用提交訂單時已公布的條款版本。如有重大修訂，我們會在修訂生效前以電郵或在網站上通知帳戶持有人。",
        ],
      },
      {
        heading: "管轄法律及其他條文",
        paragraphs: [
          "本條款受營運公司在其公司資料中列明的法律管轄。如您是消費者，此法律選擇不會剝奪您慣常居住國家或地區法律中強制性條文對您的保障。",
          "如本條款任何條文被裁定無效，其餘條文仍然有效。如有投訴，請先與我們聯絡，大部分問題均可透過電郵迅速解決。",
        ],
      },
      {
        heading: "聯絡我們",
        paragraphs: [
          "如對本條款、您的訂單或退款有任何疑問，請電郵至{supportEmail}。營運者的法定資料載於本網站的公司資料或聯絡資料內。",
        ],
      },
    ],
  },
};
