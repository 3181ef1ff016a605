/**
 * The privacy policy. `{brand}` and `{supportEmail}` are filled in when served; the
 * controller's legal details live in the deployment's imprint. The cookie list must match
 * the cookies the storefront actually sets.
 */
import type { Localized } from "../../../../shared/i18n/locales.ts";
import type { ContentPage } from "./types.ts";

export const PRIVACY_POLICY: Localized<ContentPage> = {
  en: {
    title: "Privacy Policy",
    description:
      "How {brand} handles personal data when you buy eSIM plans: what we collect and why, cookies, processors, retention, security and your GDPR rights.",
    intro:
      "This policy explains which personal data we process when you use {brand}, why we do so and what rights you have. We collect only what we need to sell and run your eSIM plans, and we never sell your data.",
    sections: [
      {
        heading: "Who is responsible",
        paragraphs: [
          "The controller responsible for your personal data is the company that operates the {brand} service. Its legal name and address are given in the imprint or contact details of this website, together with the contact details of its data protection officer where one has been appointed.",
          "For any question about your data, or to exercise your rights, write to {supportEmail}.",
        ],
      },
      {
        heading: "What data we process",
        paragraphs: [
          "We receive data directly from you, automatically when you use the website, and from our network partner when you use your eSIM. In detail:",
        ],
        bullets: [
          "E-mail address: to create your account, send sign-in codes, deliver your eSIM and send order confirmations and service messages.",
          "Password: only if you choose to set one, and only as a salted hash; we cannot read your password.",
          "Order data: plans and top-ups bought, prices, currency, payment status, promo codes and credit used, and the time of purchase.",
          "eSIM identifiers: the ICCID and activation details of your eSIM, so that we can deliver it, add top-ups and help with problems.",
          "Usage data from our network partner: data used, activation time and plan status, so that we can show your remaining data and validity and handle support and refund requests.",
          "IP address and technical data such as your browser type: for security, fraud prevention and rate limiting, and in short-lived server logs.",
          "Preferences: your language, display currency and cookie choice.",
          "Support messages: the content of the e-mails you send us and our replies.",
          "Referral data: the partner code and sub-ID when you arrive through a partner link, linked to the resulting order.",
        ],
      },
      {
        heading: "Purposes and legal bases",
        paragraphs: [
          "We process personal data only where the General Data Protection Regulation (GDPR) allows it:",
        ],
        bullets: [
          "To perform our contract with you (Art. 6(1)(b) GDPR): creating and managing your account, processing orders and payments, delivering the eSIM, top-ups, support and refunds.",
          "To meet legal obligations (Art. 6(1)(c) GDPR): keeping order and invoice records as required by tax and accounting law, and answering lawful requests from authorities.",
          "On the basis of our legitimate interests (Art. 6(1)(f) GDPR): protecting the store and our customers against fraud and abuse, rate limiting, keeping our systems secure, crediting orders to referring partners and improving our service. You can object to this processing at any time.",
          "With your consent (Art. 6(1)(a) GDPR), where we ask for it. You can withdraw your consent at any time with effect for the future.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "We use only a few cookies: those the store needs to work and those that remember your choices. We do not use advertising cookies or third-party tracking.",
          "You can delete cookies in your browser at any time. If you delete the session cookie, you will be signed out; without the preference cookies, the store goes back to its default settings.",
        ],
        bullets: [
          "rw_session: keeps you signed in. It is httpOnly, so scripts on the page cannot read it. Kept for 180 days.",
          "i18n_redirected: remembers the language you chose. Kept for 365 days.",
          "currency: remembers your display currency. Kept for 365 days.",
          "cookie_notice: remembers your choice in the cookie notice so that we do not ask again. Kept for 9999 days.",
          "shortcode and subid: store a partner's referral code and sub-ID when you arrive through their link, so that the order can be credited to that partner. Kept for about one hour.",
        ],
      },
      {
        heading: "Service providers and recipients",
        paragraphs: [
          "We share personal data only where this is needed to provide the service; we never sell it or pass it on for advertising. Our service providers process data on our behalf under data processing agreements (Art. 28 GDPR) and only according to our instructions.",
        ],
        bullets: [
          "Payment provider: processes card payments. You enter your card details directly with the provider; we receive only the payment status and a transaction reference, never your full card number.",
          "eSIM network partners: issue and operate your eSIM. They receive the data needed for this, such as the plan ordered and the ICCID, and send us usage data for your plan.",
          "Hosting and e-mail providers: run our servers and deliver our e-mails, such as verification codes and eSIM deliveries.",
          "Affiliate partners: if you arrived through a partner link, the partner learns that an order was placed and its value, but not your e-mail address or other contact details.",
          "Authorities and advisers: where we are legally obliged, or where necessary to establish or defend legal claims, for example tax advisers, auditors or courts.",
        ],
      },
      {
        heading: "International transfers",
        paragraphs: [
          "Some of our service providers, in particular our network partners, are based outside the European Economic Area (EEA). In addition, when you use your eSIM abroad, the local operators in the countries you visit process connection data to provide their network, under their own responsibility and local law.",
          "Where we transfer personal data to a country without an adequacy decision by the European Commission, we use appropriate safeguards such as the EU Standard Contractual Clauses (Art. 46 GDPR). You can request a copy of these safeguards at {supportEmail}.",
        ],
      },
      {
        heading: "How long we keep data",
        paragraphs: [
          "We keep personal data only for as long as we need it for the purposes above, or as long as the law requires:",
        ],
        bullets: [
          "Order and payment records: 7 years, as required by tax law; they are deleted afterwards.",
          "Account data: until you delete your account or ask us to. Order records we must keep by law are then restricted and used only for that purpose.",
          "Usage data: as long as needed for the plan, support and refunds, and never longer than the related order record.",
          "Verification codes: only until they are used or expire.",
          "IP addresses in security and rate-limiting records: for a short period, unless needed to investigate a specific case of fraud or abuse.",
          "Support e-mails: as long as needed to deal with your request; where they concern an order, no longer than the order record.",
          "Cookies: for the periods listed in the cookies section.",
        ],
      },
      {
        heading: "How we protect your data",
        paragraphs: [
          "Protecting your data is part of how we build and run the store. If a data breach ever puts your rights at risk, we inform you and the competent supervisory authority as the law requires.",
          "Our measures include:",
        ],
        bullets: [
          "encryption of all connections to the store with TLS (HTTPS);",
          "passwords stored only as salted hashes with a modern hashing algorithm, never in readable form;",
          "access to personal data limited to staff who need it for their work, with individual accounts and access control;",
          "card payments handled entirely by our payment provider, so card data never reaches our servers;",
          "rate limiting and monitoring to detect and stop abuse.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          "To exercise your rights, write to {supportEmail}, ideally from the e-mail address linked to your account. We may ask you to confirm your identity, and we reply within one month.",
          "Under the GDPR, you have the right to:",
        ],
        bullets: [
          "access: find out whether we process your data and obtain a copy (Art. 15);",
          "rectification: have incorrect data corrected (Art. 16);",
          "erasure: have your data deleted, unless we must keep it by law (Art. 17);",
          "restriction: have processing limited in certain cases (Art. 18);",
          "data portability: receive the data you gave us in a common, machine-readable format (Art. 20);",
          "objection: object to processing based on legitimate interests, on grounds relating to your particular situation (Art. 21);",
          "withdrawal of consent: withdraw consent at any time with effect for the future (Art. 7(3));",
          "complaint: lodge a complaint with a data protection supervisory authority, in particular in the country where you live or work (Art. 77).",
        ],
      },
      {
        heading: "Children",
        paragraphs: [
          "The store is not aimed at children. We do not knowingly collect personal data from children under 16. If you believe that a child has given us personal data, please contact us and we will delete it.",
          "Parents and guardians are, of course, welcome to buy plans for the devices their children use while travelling.",
        ],
      },
      {
        heading: "Changes to this policy",
        paragraphs: [
          "We update this policy when our services, our service providers or the law change. The current version is always available on this page. If we make significant changes, we inform account holders by e-mail or on the website.",
        ],
      },
      {
        heading: "Contact",
        paragraphs: [
          "For questions about this policy or your personal data, write to {supportEmail}. The operator's legal details and, where applicable, the contact details of its data protection officer are given in the imprint or contact details of this website.",
        ],
      },
    ],
  },

  de: {
    title: "Datenschutzerklärung",
    description:
      "Wie {brand} beim Kauf von eSIM-Tarifen mit Ihren Daten umgeht: welche Daten wir erheben und warum, Cookies, Dienstleister, Speicherdauer und Ihre Rechte.",
    intro:
      "Diese Datenschutzerklärung erläutert, welche personenbezogenen Daten wir verarbeiten, wenn Sie {brand} nutzen, zu welchen Zwecken und welche Rechte Sie haben. Wir erheben nur, was wir für Verkauf und Betrieb Ihrer eSIM-Tarife benötigen, und verkaufen Ihre Daten niemals.",
    sections: [
      {
        heading: "Verantwortlicher",
        paragraphs: [
          "Verantwortlich für die Verarbeitung Ihrer personenbezogenen Daten ist das Unternehmen, das den Dienst {brand} betreibt. Name und Anschrift finden Sie im Impressum bzw. in den Kontaktangaben dieser Website, dort gegebenenfalls auch die Kontaktdaten eines benannten Datenschutzbeauftragten.",
          "Bei Fragen zu Ihren Daten und zur Ausübung Ihrer Rechte schreiben Sie an {supportEmail}.",
        ],
      },
      {
        heading: "Welche Daten wir verarbeiten",
        paragraphs: [
          "Wir erhalten Daten direkt von Ihnen, automatisch bei der Nutzung der Website und von unserem Netzpartner, wenn Sie Ihre eSIM nutzen. Im Einzelnen:",
        ],
        bullets: [
          "E-Mail-Adresse: zum Anlegen Ihres Kontos, für Anmeldecodes, zur Lieferung Ihrer eSIM sowie für Bestellbestätigungen und Servicenachrichten.",
          "Passwort: nur wenn Sie eines festlegen, und ausschließlich als gesalzener Hashwert – Ihr Passwort selbst können wir nicht lesen.",
          "Bestelldaten: gekaufte Tarife und Aufladungen, Preise, Währung, Zahlungsstatus, eingelöste Gutscheincodes und genutztes Guthaben sowie der Kaufzeitpunkt.",
          "eSIM-Kennungen: die ICCID und die Aktivierungsdaten Ihrer eSIM, damit wir sie liefern, Aufladungen zuordnen und bei Problemen helfen können.",
          "Nutzungsdaten unseres Netzpartners: verbrauchtes Datenvolumen, Aktivierungszeitpunkt und Status des Tarifs, damit wir Ihnen Restvolumen und Restlaufzeit anzeigen und Support- und Erstattungsanfragen bearbeiten können.",
          "IP-Adresse und technische Daten wie der Browsertyp: für Sicherheit, Betrugsprävention und Anfragebegrenzung sowie in kurzlebigen Server-Logs.",
          "Einstellungen: Ihre Sprache, Ihre Anzeigewährung und Ihre Cookie-Auswahl.",
          "Supportanfragen: der Inhalt Ihrer E-Mails an uns und unsere Antworten.",
          "Empfehlungsdaten: Partnercode und Sub-ID, wenn Sie über einen Partnerlink kommen, verknüpft mit der daraus entstehenden Bestellung.",
        ],
      },
      {
        heading: "Zwecke und Rechtsgrundlagen",
        paragraphs: [
          "Wir verarbeiten personenbezogene Daten nur, soweit die Datenschutz-Grundverordnung (DSGVO) dies erlaubt:",
        ],
        bullets: [
          "Zur Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO): Einrichtung und Verwaltung Ihres Kontos, Abwicklung von Bestellungen und Zahlungen, Lieferung der eSIM, Aufladungen, Support und Erstattungen.",
          "Zur Erfüllung rechtlicher Pflichten (Art. 6 Abs. 1 lit. c DSGVO): Aufbewahrung von Bestell- und Rechnungsunterlagen nach Steuer- und Handelsrecht sowie Beantwortung rechtmäßiger Anfragen von Behörden.",
          "Aufgrund unserer berechtigten Interessen (Art. 6 Abs. 1 lit. f DSGVO): Schutz des Shops und unserer Kunden vor Betrug und Missbrauch, Anfragebegrenzung, Sicherheit unserer Systeme, Zuordnung von Bestellungen zu vermittelnden Partnern und Verbesserung unseres Angebots. Dieser Verarbeitung können Sie jederzeit widersprechen.",
          "Mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), sofern wir Sie darum bitten. Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen.",
        ],
      },
      {
        heading: "Verwendung von Cookies",
        paragraphs: [
          "Wir verwenden nur wenige Cookies: solche, die für den Betrieb des Shops erforderlich sind, und solche, die Ihre Einstellungen speichern. Werbe-Cookies oder Tracking durch Dritte setzen wir nicht ein.",
          "Sie können Cookies jederzeit in Ihrem Browser löschen. Löschen Sie das Sitzungs-Cookie, werden Sie abgemeldet; ohne die Einstellungs-Cookies zeigt der Shop wieder seine Standardeinstellungen.",
        ],
        bullets: [
          "rw_session: hält Sie angemeldet. Es ist als httpOnly gekennzeichnet und kann daher nicht von Skripten auf der Seite ausgelesen werden. Speicherdauer: 180 Tage.",
          "i18n_redirected: speichert die von Ihnen gewählte Sprache. Speicherdauer: 365 Tage.",
          "currency: speichert Ihre Anzeigewährung. Speicherdauer: 365 Tage.",
          "cookie_notice: speichert Ihre Auswahl im Cookie-Hinweis, damit wir nicht erneut fragen. Speicherdauer: 9999 Tage.",
          "shortcode und subid: speichern Empfehlungscode und Sub-ID eines Partners, wenn Sie über dessen Link kommen, damit die Bestellung diesem Partner gutgeschrieben werden kann. Speicherdauer: etwa eine Stunde.",
        ],
      },
      {
        heading: "Dienstleister und Empfänger",
        paragraphs: [
          "Wir geben personenbezogene Daten nur weiter, soweit es für die Erbringung des Dienstes nötig ist; wir verkaufen sie nicht und geben sie nicht zu Werbezwecken weiter. Unsere Dienstleister verarbeiten Daten in unserem Auftrag auf Grundlage von Verträgen zur Auftragsverarbeitung (Art. 28 DSGVO) und nur nach unseren Weisungen.",
        ],
        bullets: [
          "Zahlungsdienstleister: wickelt Kartenzahlungen ab. Ihre Kartendaten geben Sie direkt beim Zahlungsdienstleister ein; wir erhalten nur den Zahlungsstatus und eine Transaktionsreferenz, nie Ihre vollständige Kartennummer.",
          "eSIM-Netzpartner: stellen Ihre eSIM aus und betreiben sie. Sie erhalten die dafür nötigen Daten, etwa den bestellten Tarif und die ICCID, und übermitteln uns Nutzungsdaten zu Ihrem Tarif.",
          "Hosting- und E-Mail-Dienstleister: betreiben unsere Server und stellen unsere E-Mails zu, zum Beispiel Bestätigungscodes und eSIM-Lieferungen.",
          "Partner des Partnerprogramms: Sind Sie über einen Partnerlink gekommen, erfährt der Partner, dass eine Bestellung aufgegeben wurde, und deren Wert – nicht aber Ihre E-Mail-Adresse oder andere Kontaktdaten.",
          "Behörden und Berater: soweit wir gesetzlich dazu verpflichtet sind oder es zur Geltendmachung oder Abwehr von Rechtsansprüchen erforderlich ist, etwa Steuerberater, Wirtschaftsprüfer oder Gerichte.",
        ],
      },
      {
        heading: "Übermittlung in Drittländer",
        paragraphs: [
          "Einige unserer Dienstleister, insbesondere unsere Netzpartner, haben ihren Sitz außerhalb des Europäischen Wirtschaftsraums (EWR). Wenn Sie Ihre eSIM im Ausland nutzen, verarbeiten außerdem die lokalen Netzbetreiber der besuchten Länder Verbindungsdaten, um ihr Netz bereitzustellen – in eigener Verantwortung und nach dem dort geltenden Recht.",
          "Übermitteln wir personenbezogene Daten in ein Land ohne Angemessenheitsbeschluss der Europäischen Kommission, nutzen wir geeignete Garantien wie die EU-Standardvertragsklauseln (Art. 46 DSGVO). Eine Kopie dieser Garantien können Sie unter {supportEmail} anfordern.",
        ],
      },
      {
        heading: "Speicherdauer",
        paragraphs: [
          "Wir speichern personenbezogene Daten nur so lange, wie wir sie für die genannten Zwecke benötigen oder das Gesetz es verlangt:",
        ],
        bullets: [
          "Bestell- und Zahlungsunterlagen: 7 Jahre, wie es das Steuerrecht verlangt; danach werden sie gelöscht.",
          "Kontodaten: bis Sie Ihr Konto löschen oder uns darum bitten. Bestellunterlagen, die wir gesetzlich aufbewahren müssen, werden danach gesperrt und nur noch für diesen Zweck verwendet.",
          "Nutzungsdaten: solange sie für Tarif, Support und Erstattungen benötigt werden, höchstens so lange wie die zugehörigen Bestellunterlagen.",
          "Bestätigungscodes: nur bis zu ihrer Verwendung oder ihrem Ablauf.",
          "IP-Adressen in Sicherheits-Logs und Daten zur Anfragebegrenzung: für kurze Zeit, es sei denn, sie werden zur Aufklärung eines konkreten Betrugs- oder Missbrauchsfalls benötigt.",
          "Support-E-Mails: solange sie zur Bearbeitung Ihres Anliegens benötigt werden; betreffen sie eine Bestellung, höchstens so lange wie die Bestellunterlagen.",
          "Cookies: für die im Abschnitt zu Cookies genannten Zeiträume.",
        ],
      },
      {
        heading: "Datensicherheit",
        paragraphs: [
          "Der Schutz Ihrer Daten gehört dazu, wie wir den Shop entwickeln und betreiben. Sollte eine Datenschutzverletzung jemals Ihre Rechte gefährden, informieren wir Sie und die zuständige Aufsichtsbehörde, wie es das Gesetz vorschreibt.",
          "Zu unseren Maßnahmen gehören:",
        ],
        bullets: [
          "Verschlüsselung aller Verbindungen zum Shop mit TLS (HTTPS);",
          "Speicherung von Passwörtern ausschließlich als gesalzene Hashwerte mit einem modernen Hash-Verfahren, nie im Klartext;",
          "Zugriff auf personenbezogene Daten nur für Mitarbeitende, die ihn für ihre Arbeit benötigen, mit persönlichen Zugängen und Zugriffskontrolle;",
          "Abwicklung von Kartenzahlungen vollständig durch unseren Zahlungsdienstleister, sodass Kartendaten nie unsere Server erreichen;",
          "Anfragebegrenzung und Überwachung, um Missbrauch zu erkennen und zu stoppen.",
        ],
      },
      {
        heading: "Ihre Rechte",
        paragraphs: [
          "Um Ihre Rechte auszuüben, schreiben Sie an {supportEmail}, möglichst von der mit Ihrem Konto verknüpften E-Mail-Adresse. Wir können Sie bitten, Ihre Identität zu bestätigen, und antworten innerhalb eines Monats.",
          "Nach der DSGVO haben Sie das Recht auf:",
        ],
        bullets: [
          "Auskunft darüber, ob wir Daten über Sie verarbeiten, und eine Kopie dieser Daten (Art. 15);",
          "Berichtigung unrichtiger Daten (Art. 16);",
          "Löschung Ihrer Daten, sofern wir sie nicht gesetzlich aufbewahren müssen (Art. 17);",
          "Einschränkung der Verarbeitung in bestimmten Fällen (Art. 18);",
          "Datenübertragbarkeit, also Erhalt der von Ihnen bereitgestellten Daten in einem gängigen, maschinenlesbaren Format (Art. 20);",
          "Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen aus Gründen, die sich aus Ihrer besonderen Situation ergeben (Art. 21);",
          "Widerruf einer Einwilligung jederzeit mit Wirkung für die Zukunft (Art. 7 Abs. 3);",
          "Beschwerde bei einer Datenschutz-Aufsichtsbehörde, insbesondere in dem Land, in dem Sie leben oder arbeiten (Art. 77).",
        ],
      },
      {
        heading: "Kinder",
        paragraphs: [
          "Unser Shop richtet sich nicht an Kinder. Wir erheben wissentlich keine personenbezogenen Daten von Kindern unter 16 Jahren. Wenn Sie annehmen, dass ein Kind uns personenbezogene Daten übermittelt hat, wenden Sie sich bitte an uns – wir löschen sie dann.",
          "Eltern und Erziehungsberechtigte können selbstverständlich Tarife für die Geräte kaufen, die ihre Kinder auf Reisen nutzen.",
        ],
      },
      {
        heading: "Änderungen dieser Datenschutzerklärung",
        paragraphs: [
          "Wir passen diese Datenschutzerklärung an, wenn sich unsere Leistungen, unsere Dienstleister oder die Rechtslage ändern. Die aktuelle Fassung finden Sie stets auf dieser Seite. Über wesentliche Änderungen informieren wir Kontoinhaber per E-Mail oder auf der Website.",
        ],
      },
      {
        heading: "Kontakt",
        paragraphs: [
          "Bei Fragen zu dieser Datenschutzerklärung oder zu Ihren personenbezogenen Daten schreiben Sie an {supportEmail}. Die rechtlichen Angaben zum Betreiber und gegebenenfalls die Kontaktdaten seines Datenschutzbeauftragten finden Sie im Impressum bzw. in den Kontaktangaben dieser Website.",
        ],
      },
    ],
  },

  es: {
    title: "Política de privacidad",
    description:
      "Cómo trata {brand} tus datos al comprar planes eSIM: qué datos recogemos y por qué, cookies, encargados, plazos de conservación y tus derechos según el RGPD.",
    intro:
      "Esta política explica qué datos personales tratamos cuando usas {brand}, con qué fines y qué derechos tienes. Solo recogemos lo necesario para vender y gestionar tus planes eSIM, y nunca vendemos tus datos.",
    sections: [
      {
        heading: "Responsable del tratamiento",
        paragraphs: [
          "El responsable del tratamiento de tus datos personales es la empresa que opera el servicio {brand}. Su denominación legal y su dirección figuran en el aviso legal o en los datos de contacto de este sitio web, junto con los datos de contacto de su delegado de protección de datos, si lo ha designado.",
          "Para cualquier consulta sobre tus datos o para ejercer tus derechos, escribe a {supportEmail}.",
        ],
      },
      {
        heading: "Qué datos tratamos",
        paragraphs: [
          "Obtenemos datos directamente de ti, de forma automática cuando usas el sitio web y de nuestro socio de red cuando usas tu eSIM. En concreto:",
        ],
        bullets: [
          "Correo electrónico: para crear tu cuenta, enviarte códigos de inicio de sesión, entregarte la eSIM y enviarte confirmaciones de pedido y mensajes del servicio.",
          "Contraseña: solo si decides establecer una, y únicamente como hash con sal; no podemos leer tu contraseña.",
          "Datos de pedidos: planes y recargas comprados, precios, moneda, estado del pago, códigos promocionales y saldo utilizados, y la fecha y hora de la compra.",
          "Identificadores de la eSIM: el ICCID y los datos de activación de tu eSIM, para entregártela, añadir recargas y ayudarte si hay problemas.",
          "Datos de uso de nuestro socio de red: datos consumidos, momento de activación y estado del plan, para mostrarte los datos y la validez restantes y gestionar solicitudes de soporte y de reembolso.",
          "Dirección IP y datos técnicos, como el tipo de navegador: para la seguridad, la prevención del fraude y la limitación de solicitudes, y en registros del servidor de corta duración.",
          "Preferencias: tu idioma, tu moneda de visualización y tu elección sobre las cookies.",
          "Mensajes de soporte: el contenido de los correos que nos envías y nuestras respuestas.",
          "Datos de referencia: el código de socio y el subidentificador cuando llegas a través del enlace de un socio, vinculados al pedido resultante.",
        ],
      },
      {
        heading: "Finalidades y bases jurídicas",
        paragraphs: [
          "Solo tratamos datos personales cuando lo permite el Reglamento General de Protección de Datos (RGPD):",
        ],
        bullets: [
          "Para ejecutar nuestro contrato contigo (art. 6.1.b RGPD): crear y gestionar tu cuenta, tramitar pedidos y pagos, entregar la eSIM, recargas, soporte y reembolsos.",
          "Para cumplir obligaciones legales (art. 6.1.c RGPD): conservar los registros de pedidos y facturas que exige la normativa fiscal y contable, y atender requerimientos legítimos de las autoridades.",
          "Por nuestro interés legítimo (art. 6.1.f RGPD): proteger la tienda y a nuestros clientes contra el fraude y el abuso, limitar solicitudes, mantener la seguridad de nuestros sistemas, atribuir pedidos a los socios que los refieren y mejorar nuestro servicio. Puedes oponerte a este tratamiento en cualquier momento.",
          "Con tu consentimiento (art. 6.1.a RGPD), cuando te lo pidamos. Puedes retirarlo en cualquier momento con efectos para el futuro.",
        ],
      },
      {
        heading: "Uso de cookies",
        paragraphs: [
          "Usamos pocas cookies: las necesarias para que la tienda funcione y las que recuerdan tus preferencias. No usamos cookies publicitarias ni seguimiento de terceros.",
          "Puedes eliminar las cookies en tu navegador en cualquier momento. Si eliminas la cookie de sesión, se cerrará tu sesión; sin las cookies de preferencias, la tienda vuelve a su configuración predeterminada.",
        ],
        bullets: [
          "rw_session: mantiene tu sesión iniciada. Está marcada como httpOnly, por lo que los scripts de la página no pueden leerla. Duración: 180 días.",
          "i18n_redirected: recuerda el idioma que elegiste. Duración: 365 días.",
          "currency: recuerda tu moneda de visualización. Duración: 365 días.",
          "cookie_notice: recuerda tu elección en el aviso de cookies para no volver a preguntarte. Duración: 9999 días.",
          "shortcode y subid: guardan el código de referencia y el subidentificador de un socio cuando llegas a través de su enlace, para poder atribuirle el pedido. Duración: aproximadamente una hora.",
        ],
      },
      {
        heading: "Proveedores de servicios y destinatarios",
        paragraphs: [
          "Solo compartimos datos personales cuando es necesario para prestar el servicio; nunca los vendemos ni los cedemos con fines publicitarios. Nuestros proveedores tratan los datos por cuenta nuestra en virtud de contratos de encargo del tratamiento (art. 28 RGPD) y solo siguiendo nuestras instrucciones.",
        ],
        bullets: [
          "Proveedor de pagos: procesa los pagos con tarjeta. Escribes los datos de tu tarjeta directamente en su formulario; nosotros solo recibimos el estado del pago y una referencia de la transacción, nunca el número completo de la tarjeta.",
          "Socios de red eSIM: emiten y gestionan tu eSIM. Reciben los datos necesarios para ello, como el plan pedido y el ICCID, y nos envían los datos de uso de tu plan.",
          "Proveedores de alojamiento y de correo electrónico: operan nuestros servidores y entregan nuestros correos, como los códigos de verificación y las entregas de eSIM.",
          "Socios del programa de afiliados: si llegaste a través del enlace de un socio, este sabe que se hizo un pedido y su importe, pero no tu correo electrónico ni otros datos de contacto.",
          "Autoridades y asesores: cuando estemos legalmente obligados o sea necesario para formular o defender reclamaciones, por ejemplo asesores fiscales, auditores o tribunales.",
        ],
      },
      {
        heading: "Transferencias internacionales",
        paragraphs: [
          "Algunos de nuestros proveedores, en particular nuestros socios de red, están establecidos fuera del Espacio Económico Europeo (EEE). Además, cuando usas tu eSIM en el extranjero, los operadores locales de los países que visitas tratan datos de conexión para prestar su red, bajo su propia responsabilidad y conforme a la legislación local.",
          "Cuando transferimos datos personales a un país sin decisión de adecuación de la Comisión Europea, aplicamos garantías adecuadas, como las cláusulas contractuales tipo de la UE (art. 46 RGPD). Puedes solicitar una copia de estas garantías en {supportEmail}.",
        ],
      },
      {
        heading: "Plazos de conservación",
        paragraphs: [
          "Conservamos los datos personales solo mientras los necesitemos para los fines indicados o lo exija la ley:",
        ],
        bullets: [
          "Registros de pedidos y pagos: 7 años, según exige la normativa fiscal; después se eliminan.",
          "Datos de la cuenta: hasta que elimines tu cuenta o nos pidas que lo hagamos. Los registros de pedidos que debamos conservar por ley quedan entonces bloqueados y solo se usan para ese fin.",
          "Datos de uso: mientras sean necesarios para el plan, el soporte y los reembolsos, y nunca más tiempo que el registro del pedido correspondiente.",
          "Códigos de verificación: solo hasta que se usan o caducan.",
          "Direcciones IP en registros de seguridad y de limitación de solicitudes: durante un periodo breve, salvo que sean necesarias para investigar un caso concreto de fraude o abuso.",
          "Correos de soporte: mientras sean necesarios para atender tu solicitud; si se refieren a un pedido, nunca más tiempo que el registro del pedido.",
          "Cookies: durante los plazos indicados en el apartado sobre cookies.",
        ],
      },
      {
        heading: "Seguridad de los datos",
        paragraphs: [
          "Proteger tus datos forma parte de cómo desarrollamos y gestionamos la tienda. Si alguna vez una violación de seguridad pusiera en riesgo tus derechos, te informaremos a ti y a la autoridad de control competente, como exige la ley.",
          "Entre nuestras medidas se encuentran:",
        ],
        bullets: [
          "cifrado de todas las conexiones con la tienda mediante TLS (HTTPS);",
          "contraseñas guardadas únicamente como hashes con sal mediante un algoritmo moderno, nunca en texto legible;",
          "acceso a los datos personales limitado al personal que lo necesita para su trabajo, con cuentas individuales y control de accesos;",
          "pagos con tarjeta gestionados íntegramente por nuestro proveedor de pagos, de modo que los datos de la tarjeta nunca llegan a nuestros servidores;",
          "limitación de solicitudes y supervisión para detectar y frenar abusos.",
        ],
      },
      {
        heading: "Tus derechos",
        paragraphs: [
          "Para ejercer tus derechos, escribe a {supportEmail}, preferiblemente desde la dirección de correo vinculada a tu cuenta. Es posible que te pidamos confirmar tu identidad; responderemos en el plazo de un mes.",
          "Según el RGPD, tienes derecho a:",
        ],
        bullets: [
          "acceso: saber si tratamos datos tuyos y obtener una copia (art. 15);",
          "rectificación de los datos inexactos (art. 16);",
          "supresión de tus datos, salvo que debamos conservarlos por ley (art. 17);",
          "limitación del tratamiento en determinados casos (art. 18);",
          "portabilidad: recibir los datos que nos facilitaste en un formato estructurado, de uso común y legible por máquina (art. 20);",
          "oposición al tratamiento basado en intereses legítimos, por motivos relacionados con tu situación particular (art. 21);",
          "retirar tu consentimiento en cualquier momento con efectos para el futuro (art. 7.3);",
          "presentar una reclamación ante una autoridad de control de protección de datos, en particular en el país donde vives o trabajas (art. 77).",
        ],
      },
      {
        heading: "Menores",
        paragraphs: [
          "La tienda no está dirigida a menores. No recogemos conscientemente datos personales de menores de 16 años. Si crees que un menor nos ha facilitado datos personales, contáctanos y los eliminaremos.",
          "Por supuesto, madres, padres y tutores pueden comprar planes para los dispositivos que usan sus hijos durante un viaje.",
        ],
      },
      {
        heading: "Cambios en esta política",
        paragraphs: [
          "Actualizamos esta política cuando cambian nuestros servicios, nuestros proveedores o la legislación. La versión vigente siempre está disponible en esta página. Si hacemos cambios importantes, lo comunicaremos a los titulares de cuentas por correo electrónico o en el sitio web.",
        ],
      },
      {
        heading: "Contacto",
        paragraphs: [
          "Si tienes preguntas sobre esta política o sobre tus datos personales, escribe a {supportEmail}. Los datos legales del operador y, en su caso, los datos de contacto de su delegado de protección de datos figuran en el aviso legal o en los datos de contacto de este sitio web.",
        ],
      },
    ],
  },

  ja: {
    title: "プライバシーポリシー",
    description:
      "{brand}でeSIMプランをご購入いただく際の個人データの取り扱いについて、収集する情報とその目的、Cookie、委託先、保存期間、GDPRに基づくお客様の権利をご説明します。",
    intro:
      "本プライバシーポリシーは、お客様が{brand}をご利用になる際に当社が取り扱う個人データ、その利用目的、およびお客様の権利について説明するものです。当社は、eSIMプランの販売・提供に必要な情報のみを収集し、お客様のデータを販売することは一切ありません。",
    sections: [
      {
        heading: "個人データの管理者",
        paragraphs: [
          "お客様の個人データの管理者は、{brand}のサービスを運営する会社です。会社の名称および所在地は、本ウェブサイトの運営者情報またはお問い合わせ先に記載しています。データ保護責任者を選任している場合は、その連絡先も同所に記載しています。",
          "ご自身のデータに関するご質問や権利の行使については、{supportEmail}までご連絡ください。",
        ],
      },
      {
        heading: "取り扱う個人データ",
        paragraphs: [
          "当社は、お客様から直接、ウェブサイトのご利用時に自動的に、またeSIMのご利用時にはネットワークパートナーから、個人データを取得します。具体的には次のとおりです。",
        ],
        bullets: [
          "メールアドレス：アカウントの作成、ログイン用コードの送信、eSIMのお届け、注文確認およびサービスに関するご連絡のため。",
          "パスワード：お客様が設定した場合に限り、ソルト付きハッシュ値としてのみ保存します。当社がパスワードそのものを読み取ることはできません。",
          "注文情報：購入されたプランおよび追加チャージ、価格、通貨、決済状況、利用したプロモーションコードおよびクレジット、購入日時。",
          "eSIMの識別情報：eSIMのICCIDおよびアクティベーション情報。eSIMのお届け、追加チャージの適用、不具合時のサポートに利用します。",
          "ネットワークパートナーからの利用データ：データ使用量、開通日時、プランの状態。残りのデータ量や有効期間の表示、サポートや返金のご依頼への対応に利用します。",
          "IPアドレスおよびブラウザの種類などの技術情報：セキュリティの確保、不正防止、リクエスト数の制限に利用します。また、短期間のみ保存されるサーバーログに記録されます。",
          "設定情報：言語、表示通貨、Cookieに関する選択。",
          "サポートへのお問い合わせ：お客様からのメールの内容および当社からの回答。",
          "紹介データ：パートナーのリンク経由でアクセスされた場合のパートナーコードおよびサブID。これにより発生したご注文と紐付けられます。",
        ],
      },
      {
        heading: "利用目的および法的根拠",
        paragraphs: [
          "当社は、EU一般データ保護規則（GDPR）で認められる場合に限り、個人データを取り扱います。",
        ],
        bullets: [
          "契約の履行（GDPR第6条1項(b)）：アカウントの作成・管理、注文および決済の処理、eSIMのお届け、追加チャージ、サポート、返金。",
          "法的義務の遵守（GDPR第6条1項(c)）：税法および会計法令で義務付けられた注文・請求記録の保存、公的機関からの適法な要請への対応。",
          "当社の正当な利益（GDPR第6条1項(f)）：不正行為や濫用からのストアおよびお客様の保護、リクエスト数の制限、システムの安全確保、紹介元パートナーへの注文の帰属、サービスの改善。お客様は、この取り扱いに対していつでも異議を申し立てることができます。",
          "お客様の同意（GDPR第6条1項(a)）：当社が同意をお願いする場合。同意はいつでも将来に向かって撤回できます。",
        ],
      },
      {
        heading: "Cookieの使用",
        paragraphs: [
          "当社が使用するCookieは、ストアの動作に必要なものと、お客様の設定を記憶するためのものに限られます。広告用Cookieや第三者によるトラッキングは使用していません。",
          "Cookieはブラウザからいつでも削除できます。セッションCookieを削除するとログアウトされます。設定用のCookieを削除すると、ストアは初期設定に戻ります。",
        ],
        bullets: [
          "rw_session：ログイン状態を維持します。httpOnly属性が付与されているため、ページ上のスクリプトから読み取ることはできません。保存期間：180日。",
          "i18n_redirected：選択した言語を記憶します。保存期間：365日。",
          "currency：表示通貨を記憶します。保存期間：365日。",
          "cookie_notice：Cookieに関するお知らせでの選択を記憶し、再度お尋ねしないようにします。保存期間：9999日。",
          "shortcodeおよびsubid：パートナーのリンク経由でアクセスされた場合に、ご注文をそのパートナーの紹介実績とするため、紹介コードとサブIDを保存します。保存期間：約1時間。",
        ],
      },
      {
        heading: "委託先および提供先",
        paragraphs: [
          "当社は、サービスの提供に必要な範囲でのみ個人データを共有し、販売したり広告目的で提供したりすることはありません。委託先は、データ処理契約（GDPR第28条）に基づき、当社の指示に従ってのみ当社に代わってデータを取り扱います。",
        ],
        bullets: [
          "決済代行会社：カード決済を処理します。カード情報はお客様が決済代行会社に直接入力し、当社が受け取るのは決済状況と取引番号のみです。カード番号全体を受け取ることはありません。",
          "eSIMネットワークパートナー：eSIMの発行および運用を行います。ご注文のプランやICCIDなど、そのために必要なデータを受け取り、プランの利用データを当社に提供します。",
          "ホスティング事業者およびメール配信事業者：当社のサーバーを運用し、認証コードやeSIMのお届けなどのメールを配信します。",
          "アフィリエイトパートナー：パートナーのリンク経由でアクセスされた場合、パートナーには注文があったことと注文金額が通知されますが、メールアドレスその他の連絡先は通知されません。",
          "公的機関および専門家：法令上の義務がある場合、または法的請求の立証・行使・防御に必要な場合に、税理士、監査人、裁判所などに提供することがあります。",
        ],
      },
      {
        heading: "国外への移転",
        paragraphs: [
          "当社の委託先の一部、特にネットワークパートナーは、欧州経済領域（EEA）外に所在しています。また、お客様が海外でeSIMを利用する際には、渡航先の現地通信事業者が、自らの責任と現地の法令に基づき、ネットワークの提供のために接続データを取り扱います。",
          "欧州委員会による十分性認定を受けていない国へ個人データを移転する場合、当社はEU標準契約条項（GDPR第46条）などの適切な保護措置を講じます。保護措置の写しは{supportEmail}までご請求ください。",
        ],
      },
      {
        heading: "保存期間",
        paragraphs: [
          "当社は、上記の目的に必要な期間、または法令で定められた期間に限り、個人データを保存します。",
        ],
        bullets: [
          "注文および決済の記録：税法の定めに従い7年間保存し、その後削除します。",
          "アカウント情報：お客様がアカウントを削除されるか、削除をご依頼いただくまで。法令上保存が必要な注文記録は、その後利用を制限し、当該目的にのみ使用します。",
          "利用データ：プランの提供、サポート、返金に必要な期間。ただし、関連する注文記録の保存期間を超えることはありません。",
          "認証コード：使用されるか、有効期限が切れるまで。",
          "セキュリティログおよびリクエスト数制限の記録に含まれるIPアドレス：短期間。ただし、特定の不正行為や濫用の調査に必要な場合を除きます。",
          "サポートへのメール：お問い合わせへの対応に必要な期間。ご注文に関するものは、注文記録の保存期間を超えることはありません。",
          "Cookie：「Cookieの使用」の項に記載した期間。",
        ],
      },
      {
        heading: "安全管理措置",
        paragraphs: [
          "お客様のデータの保護は、当社がストアを開発・運営するうえでの基本です。万一、お客様の権利を脅かすような個人データの漏えい等が発生した場合は、法令に従い、お客様および管轄の監督機関に通知します。",
          "主な措置は次のとおりです。",
        ],
        bullets: [
          "ストアとのすべての通信をTLS（HTTPS）で暗号化しています。",
          "パスワードは最新のハッシュアルゴリズムによるソルト付きハッシュ値としてのみ保存し、読み取り可能な形式では保存しません。",
          "個人データへのアクセスは業務上必要な担当者に限定し、個人別のアカウントとアクセス管理を行っています。",
          "カード決済はすべて決済代行会社が処理するため、カード情報が当社のサーバーに届くことはありません。",
          "リクエスト数の制限と監視により、不正利用を検知し、防止しています。",
        ],
      },
      {
        heading: "お客様の権利",
        paragraphs: [
          "権利を行使される場合は、できるだけアカウントに登録されたメールアドレスから{supportEmail}までご連絡ください。ご本人確認をお願いする場合があります。当社は1か月以内に回答します。",
          "GDPRに基づき、お客様には次の権利があります。",
        ],
        bullets: [
          "アクセス権：当社がお客様のデータを取り扱っているかを確認し、その写しを受け取る権利（第15条）",
          "訂正権：不正確なデータの訂正を求める権利（第16条）",
          "消去権：法令上の保存義務がある場合を除き、データの消去を求める権利（第17条）",
          "処理制限権：一定の場合に取り扱いの制限を求める権利（第18条）",
          "データポータビリティ権：お客様が提供したデータを、一般的に使用される機械可読な形式で受け取る権利（第20条）",
          "異議申立権：正当な利益に基づく取り扱いに対し、お客様の特別な状況に関する理由により異議を申し立てる権利（第21条）",
          "同意の撤回：いつでも将来に向かって同意を撤回する権利（第7条3項）",
          "苦情申立権：データ保護監督機関、特にお客様の居住地または勤務地の国の監督機関に苦情を申し立てる権利（第77条）",
        ],
      },
      {
        heading: "お子様の個人データ",
        paragraphs: [
          "当ストアはお子様を対象としたものではありません。当社は、16歳未満のお子様の個人データを意図的に収集することはありません。お子様が当社に個人データを提供したとお考えの場合はご連絡ください。速やかに削除します。",
          "もちろん、保護者の方が、お子様が旅行中に使う端末用にプランをご購入いただくことは可能です。",
        ],
      },
      {
        heading: "本ポリシーの変更",
        paragraphs: [
          "当社は、サービス内容、委託先または法令の変更に応じて本ポリシーを改定します。最新版は常に本ページに掲載しています。重要な変更を行う場合は、アカウントをお持ちのお客様にメールまたはウェブサイト上でお知らせします。",
        ],
      },
      {
        heading: "お問い合わせ",
        paragraphs: [
          "本ポリシーまたはお客様の個人データに関するお問い合わせは、{supportEmail}までご連絡ください。運営者の法的情報、およびデータ保護責任者を選任している場合はその連絡先を、本ウェブサイトの運営者情報またはお問い合わせ先に記載しています。",
        ],
      },
    ],
  },

  tr: {
    title: "Gizlilik Politikası",
    description:
      "eSIM paketi satın aldığınızda {brand} verilerinizi nasıl işler: hangi verileri neden topluyoruz, çerezler, hizmet sağlayıcılar, saklama süreleri ve haklarınız.",
    intro:
      "Bu politika, {brand} hizmetini kullandığınızda hangi kişisel verileri işlediğimizi, bunu neden yaptığımızı ve hangi haklara sahip olduğunuzu açıklar. Yalnızca eSIM paketlerinizi satmak ve sunmak için gereken verileri toplarız ve verilerinizi asla satmayız.",
    sections: [
      {
        heading: "Veri sorumlusu",
        paragraphs: [
          "Kişisel verilerinizden sorumlu olan veri sorumlusu, {brand} hizmetini işleten şirkettir. Şirketin ticari unvanı ve adresi, atanmışsa veri koruma görevlisinin iletişim bilgileriyle birlikte, bu web sitesinin künyesinde veya iletişim bilgilerinde yer alır.",
          "Verilerinizle ilgili her türlü soru için veya haklarınızı kullanmak için {supportEmail} adresine yazın.",
        ],
      },
      {
        heading: "Hangi verileri işliyoruz?",
        paragraphs: [
          "Verileri doğrudan sizden, web sitesini kullanırken otomatik olarak ve eSIM'inizi kullandığınızda ağ ortağımızdan alırız. Ayrıntılı olarak:",
        ],
        bullets: [
          "E-posta adresi: hesabınızı oluşturmak, giriş kodları göndermek, eSIM'inizi teslim etmek, sipariş onayları ve hizmet bildirimleri göndermek için.",
          "Şifre: yalnızca bir şifre belirlemeyi seçerseniz ve yalnızca tuzlanmış özet (hash) olarak; şifrenizi okuyamayız.",
          "Sipariş verileri: satın alınan paketler ve ek paketler, fiyatlar, para birimi, ödeme durumu, kullanılan promosyon kodları ve bakiye ile satın alma zamanı.",
          "eSIM tanımlayıcıları: eSIM'inizi teslim edebilmek, ek paket tanımlayabilmek ve sorunlarda yardımcı olabilmek için eSIM'inizin ICCID numarası ve etkinleştirme bilgileri.",
          "Ağ ortağımızdan gelen kullanım verileri: kullanılan veri, etkinleştirme zamanı ve paket durumu; kalan verinizi ve geçerlilik sürenizi göstermek, destek ve iade taleplerini yürütmek için.",
          "IP adresi ve tarayıcı türü gibi teknik veriler: güvenlik, dolandırıcılığın önlenmesi ve istek sınırlaması için; ayrıca kısa süre saklanan sunucu kayıtlarında.",
          "Tercihler: diliniz, görüntüleme para biriminiz ve çerez tercihiniz.",
          "Destek yazışmaları: bize gönderdiğiniz e-postaların içeriği ve yanıtlarımız.",
          "Yönlendirme verileri: bir ortak bağlantısıyla geldiğinizde ortak kodu ve alt kimlik (sub-ID); bunlar ortaya çıkan siparişle ilişkilendirilir.",
        ],
      },
      {
        heading: "Amaçlar ve hukuki dayanaklar",
        paragraphs: [
          "Kişisel verileri yalnızca Genel Veri Koruma Tüzüğü'nün (GDPR) izin verdiği durumlarda işleriz:",
        ],
        bullets: [
          "Sözleşmenin ifası (GDPR md. 6/1-b): hesabınızın oluşturulması ve yönetimi, siparişlerin ve ödemelerin işlenmesi, eSIM teslimatı, ek paketler, destek ve iadeler.",
          "Hukuki yükümlülükler (GDPR md. 6/1-c): vergi ve muhasebe mevzuatının gerektirdiği sipariş ve fatura kayıtlarının saklanması ve resmi makamların hukuka uygun taleplerinin yanıtlanması.",
          "Meşru menfaatlerimiz (GDPR md. 6/1-f): mağazanın ve müşterilerimizin dolandırıcılık ve kötüye kullanıma karşı korunması, istek sınırlaması, sistemlerimizin güvenliği, siparişlerin yönlendiren ortaklara yazılması ve hizmetimizin iyileştirilmesi. Bu işlemeye dilediğiniz zaman itiraz edebilirsiniz.",
          "Açık rızanız (GDPR md. 6/1-a): sizden rıza istediğimiz durumlarda. Rızanızı dilediğiniz zaman, ileriye dönük olarak geri alabilirsiniz.",
        ],
      },
      {
        heading: "Çerezler",
        paragraphs: [
          "Yalnızca az sayıda çerez kullanırız: mağazanın çalışması için gerekli olanlar ve tercihlerinizi hatırlayanlar. Reklam çerezleri veya üçüncü taraf takibi kullanmayız.",
          "Çerezleri tarayıcınızdan dilediğiniz zaman silebilirsiniz. Oturum çerezini silerseniz oturumunuz kapanır; tercih çerezleri olmadan mağaza varsayılan ayarlarına döner.",
        ],
        bullets: [
          "rw_session: oturumunuzun açık kalmasını sağlar. httpOnly olarak işaretlidir, bu nedenle sayfadaki betikler tarafından okunamaz. Saklama süresi: 180 gün.",
          "i18n_redirected: seçtiğiniz dili hatırlar. Saklama süresi: 365 gün.",
          "currency: görüntüleme para biriminizi hatırlar. Saklama süresi: 365 gün.",
          "cookie_notice: çerez bildirimindeki tercihinizi hatırlar, böylece size tekrar sormayız. Saklama süresi: 9999 gün.",
          "shortcode ve subid: bir ortağın bağlantısıyla geldiğinizde, siparişin o ortağa yazılabilmesi için ortağın yönlendirme kodunu ve alt kimliğini saklar. Saklama süresi: yaklaşık bir saat.",
        ],
      },
      {
        heading: "Hizmet sağlayıcılar ve alıcılar",
        paragraphs: [
          "Kişisel verileri yalnızca hizmeti sunmak için gerektiği ölçüde paylaşırız; asla satmayız ve reklam amacıyla aktarmayız. Hizmet sağlayıcılarımız verileri, veri işleme sözleşmeleri (GDPR md. 28) çerçevesinde bizim adımıza ve yalnızca talimatlarımız doğrultusunda işler.",
        ],
        bullets: [
          "Ödeme hizmeti sağlayıcısı: kartlı ödemeleri işler. Kart bilgilerinizi doğrudan ödeme hizmeti sağlayıcısına girersiniz; biz yalnızca ödeme durumunu ve bir işlem referansını alırız, kart numaranızın tamamını asla almayız.",
          "eSIM ağ ortakları: eSIM'inizi oluşturur ve işletir. Bunun için gereken verileri (ör. sipariş edilen paket ve ICCID) alır ve paketinize ait kullanım verilerini bize iletir.",
          "Barındırma ve e-posta hizmeti sağlayıcıları: sunucularımızı çalıştırır ve doğrulama kodları ile eSIM teslimatları gibi e-postalarımızı iletir.",
          "Ortaklık programı ortakları: bir ortak bağlantısıyla geldiyseniz ortak, bir sipariş verildiğini ve tutarını öğrenir; ancak e-posta adresinizi veya diğer iletişim bilgilerinizi öğrenmez.",
          "Resmi makamlar ve danışmanlar: yasal olarak yükümlü olduğumuz veya hukuki taleplerin ileri sürülmesi ya da savunulması için gerekli olduğu durumlarda; örneğin mali müşavirler, denetçiler veya mahkemeler.",
        ],
      },
      {
        heading: "Yurt dışına aktarım",
        paragraphs: [
          "Hizmet sağlayıcılarımızın bir kısmı, özellikle ağ ortaklarımız, Avrupa Ekonomik Alanı (AEA) dışında yerleşiktir. Ayrıca eSIM'inizi yurt dışında kullandığınızda, ziyaret ettiğiniz ülkelerdeki yerel operatörler de ağ hizmetini sağlamak için bağlantı verilerini kendi sorumlulukları altında ve yerel mevzuata göre işler.",
          "Kişisel verileri Avrupa Komisyonu'nun yeterlilik kararı bulunmayan bir ülkeye aktardığımızda, AB Standart Sözleşme Maddeleri (GDPR md. 46) gibi uygun güvenceler kullanırız. Bu güvencelerin bir kopyasını {supportEmail} adresinden talep edebilirsiniz.",
        ],
      },
      {
        heading: "Saklama süreleri",
        paragraphs: [
          "Kişisel verileri yalnızca yukarıdaki amaçlar için gerektiği veya kanunun öngördüğü süre boyunca saklarız:",
        ],
        bullets: [
          "Sipariş ve ödeme kayıtları: vergi mevzuatının gerektirdiği şekilde 7 yıl; ardından silinir.",
          "Hesap verileri: hesabınızı silene veya silinmesini talep edene kadar. Yasal olarak saklamamız gereken sipariş kayıtları bundan sonra erişime kapatılır ve yalnızca bu amaçla kullanılır.",
          "Kullanım verileri: paket, destek ve iadeler için gerektiği sürece; hiçbir zaman ilgili sipariş kaydından daha uzun süre değil.",
          "Doğrulama kodları: yalnızca kullanılana veya süresi dolana kadar.",
          "Güvenlik kayıtlarındaki ve istek sınırlama kayıtlarındaki IP adresleri: belirli bir dolandırıcılık veya kötüye kullanım vakasının incelenmesi için gerekmedikçe kısa bir süre.",
          "Destek e-postaları: talebinizi sonuçlandırmak için gerektiği sürece; bir siparişle ilgiliyse sipariş kaydından daha uzun süre değil.",
          "Çerezler: Çerezler bölümünde belirtilen süreler boyunca.",
        ],
      },
      {
        heading: "Veri güvenliği",
        paragraphs: [
          "Verilerinizin korunması, mağazayı geliştirme ve işletme biçimimizin bir parçasıdır. Bir veri ihlali haklarınızı tehlikeye atarsa, kanunun gerektirdiği şekilde sizi ve yetkili denetim makamını bilgilendiririz.",
          "Aldığımız önlemler arasında şunlar yer alır:",
        ],
        bullets: [
          "mağazaya yapılan tüm bağlantıların TLS (HTTPS) ile şifrelenmesi;",
          "şifrelerin yalnızca modern bir algoritmayla oluşturulmuş tuzlanmış özetler olarak saklanması, hiçbir zaman okunabilir biçimde tutulmaması;",
          "kişisel verilere erişimin, işi gereği buna ihtiyaç duyan çalışanlarla sınırlandırılması, kişisel hesaplar ve erişim kontrolü;",
          "kartlı ödemelerin tamamen ödeme hizmeti sağlayıcımız tarafından yürütülmesi; böylece kart bilgileri asla sunucularımıza ulaşmaz;",
          "kötüye kullanımı tespit edip durdurmak için istek sınırlaması ve izleme.",
        ],
      },
      {
        heading: "Haklarınız",
        paragraphs: [
          "Haklarınızı kullanmak için, mümkünse hesabınıza bağlı e-posta adresinden {supportEmail} adresine yazın. Kimliğinizi doğrulamanızı isteyebiliriz; talebinizi bir ay içinde yanıtlarız.",
          "GDPR kapsamında şu haklara sahipsiniz:",
        ],
        bullets: [
          "erişim: verilerinizi işleyip işlemediğimizi öğrenme ve bir kopyasını alma (md. 15);",
          "düzeltme: yanlış verilerin düzeltilmesini isteme (md. 16);",
          "silme: yasal olarak saklamamız gerekmedikçe verilerinizin silinmesini isteme (md. 17);",
          "kısıtlama: belirli durumlarda işlemenin sınırlandırılmasını isteme (md. 18);",
          "veri taşınabilirliği: bize sağladığınız verileri yaygın kullanılan, makine tarafından okunabilir bir formatta alma (md. 20);",
          "itiraz: meşru menfaate dayanan işlemeye, özel durumunuzdan kaynaklanan nedenlerle itiraz etme (md. 21);",
          "rızanın geri alınması: rızanızı dilediğiniz zaman ileriye dönük olarak geri alma (md. 7/3);",
          "şikâyet: özellikle yaşadığınız veya çalıştığınız ülkedeki bir veri koruma denetim makamına şikâyette bulunma (md. 77).",
        ],
      },
      {
        heading: "Çocuklar",
        paragraphs: [
          "Mağazamız çocuklara yönelik değildir. 16 yaşından küçük çocuklardan bilerek kişisel veri toplamayız. Bir çocuğun bize kişisel veri verdiğini düşünüyorsanız lütfen bizimle iletişime geçin; bu verileri sileriz.",
          "Elbette ebeveynler ve vasiler, çocuklarının seyahatte kullandığı cihazlar için paket satın alabilir.",
        ],
      },
      {
        heading: "Bu politikadaki değişiklikler",
        paragraphs: [
          "Hizmetlerimiz, hizmet sağlayıcılarımız veya mevzuat değiştiğinde bu politikayı güncelleriz. Güncel sürüm her zaman bu sayfada yer alır. Önemli değişiklikleri hesap sahiplerine e-postayla veya web sitesi üzerinden bildiririz.",
        ],
      },
      {
        heading: "İletişim",
        paragraphs: [
          "Bu politika veya kişisel verileriniz hakkındaki sorularınız için {supportEmail} adresine yazın. İşletmecinin yasal bilgileri ve varsa veri koruma görevlisinin iletişim bilgileri, bu web sitesinin künyesinde veya iletişim bilgilerinde yer alır.",
        ],
      },
    ],
  },

  "zh-CN": {
    title: "隐私政策",
    description:
      "了解{brand}在您购买eSIM套餐时如何处理个人信息：收集哪些信息及原因、Cookie、数据处理方、保存期限、安全措施，以及您依据GDPR享有的权利。",
    intro:
      "本政策说明您使用{brand}时我们处理哪些个人信息、处理目的以及您享有的权利。我们只收集销售和提供eSIM套餐所必需的信息，绝不出售您的数据。",
    sections: [
      {
        heading: "个人信息的控制者",
        paragraphs: [
          "您的个人信息的控制者是运营{brand}服务的公司。公司名称和地址载于本网站的运营方信息或联系信息中；如已任命数据保护官，其联系方式也一并列明。",
          "如对您的个人信息有任何疑问，或希望行使您的权利，请发送邮件至{supportEmail}。",
        ],
      },
      {
        heading: "我们处理哪些信息",
        paragraphs: [
          "我们直接从您处获取信息，在您使用网站时自动收集信息，并在您使用eSIM时从网络合作伙伴处获取信息。具体包括：",
        ],
        bullets: [
          "电子邮箱地址：用于创建账户、发送登录验证码、发送eSIM以及订单确认和服务通知。",
          "密码：仅在您选择设置密码时保存，且只以加盐哈希值形式存储，我们无法读取您的密码。",
          "订单信息：所购套餐及充值、价格、币种、支付状态、使用的优惠码和余额，以及购买时间。",
          "eSIM标识信息：eSIM的ICCID及激活信息，用于发送eSIM、添加充值以及在出现问题时为您提供帮助。",
          "来自网络合作伙伴的使用数据：已用流量、激活时间及套餐状态，用于向您显示剩余流量和有效期，并处理客服和退款请求。",
          "IP地址及浏览器类型等技术信息：用于安全保障、防范欺诈和请求频率限制，并记录在短期保存的服务器日志中。",
          "偏好设置：您的语言、显示币种以及Cookie选择。",
          "客服往来信息：您发送给我们的邮件内容及我们的回复。",
          "推荐信息：您通过合作伙伴链接访问时的合作伙伴代码和子ID，并与由此产生的订单相关联。",
        ],
      },
      {
        heading: "处理目的与法律依据",
        paragraphs: [
          "我们仅在欧盟《通用数据保护条例》（GDPR）允许的情况下处理个人信息：",
        ],
        bullets: [
          "履行与您的合同（GDPR第6条第1款(b)项）：创建和管理账户、处理订单和付款、发送eSIM、充值、客服及退款。",
          "履行法定义务（GDPR第6条第1款(c)项）：按照税务和会计法规保存订单及发票记录，并回应主管机关的合法要求。",
          "基于我们的正当利益（GDPR第6条第1款(f)项）：保护商店和客户免受欺诈和滥用、限制请求频率、保障系统安全、将订单归属给推荐的合作伙伴，以及改进我们的服务。您可以随时对此类处理提出异议。",
          "基于您的同意（GDPR第6条第1款(a)项）：在我们征求您同意的情况下。您可以随时撤回同意，撤回仅对今后生效。",
        ],
      },
      {
        heading: "Cookie的使用",
        paragraphs: [
          "我们只使用少量Cookie：商店正常运行所必需的Cookie，以及用于记住您偏好设置的Cookie。我们不使用广告Cookie，也不进行第三方跟踪。",
          "您可以随时在浏览器中删除Cookie。删除会话Cookie后，您将退出登录；删除偏好设置Cookie后，商店将恢复默认设置。",
        ],
        bullets: [
          "rw_session：保持您的登录状态。该Cookie设有httpOnly属性，页面脚本无法读取。保存期限：180天。",
          "i18n_redirected：记住您选择的语言。保存期限：365天。",
          "currency：记住您的显示币种。保存期限：365天。",
          "cookie_notice：记住您在Cookie提示中的选择，避免重复询问。保存期限：9999天。",
          "shortcode和subid：当您通过合作伙伴链接访问时，保存该合作伙伴的推荐码和子ID，以便将订单归属给该合作伙伴。保存期限：约一小时。",
        ],
      },
      {
        heading: "服务提供商与信息接收方",
        paragraphs: [
          "我们仅在提供服务所必需的范围内共享个人信息，绝不出售，也不会将其用于广告目的。我们的服务提供商依据数据处理协议（GDPR第28条）代表我们处理数据，且只能按照我们的指示进行处理。",
        ],
        bullets: [
          "支付服务商：处理银行卡付款。您直接在支付服务商处输入银行卡信息，我们只接收支付状态和交易编号，从不获取完整卡号。",
          "eSIM网络合作伙伴：签发并运营您的eSIM。它们接收为此所需的信息（例如所订套餐和ICCID），并向我们提供您套餐的使用数据。",
          "托管服务商和邮件服务商：运行我们的服务器，并发送验证码、eSIM等邮件。",
          "推广合作伙伴：如果您通过合作伙伴链接访问，该合作伙伴会得知产生了一笔订单及其金额，但不会获得您的邮箱地址或其他联系方式。",
          "主管机关及专业顾问：在我们负有法定义务，或为提出或抗辩法律主张所必需时，例如向税务顾问、审计师或法院提供。",
        ],
      },
      {
        heading: "跨境传输",
        paragraphs: [
          "我们的部分服务提供商，尤其是网络合作伙伴，位于欧洲经济区（EEA）以外。此外，您在境外使用eSIM时，所到国家的当地运营商也会为提供网络服务而处理连接数据，其处理由当地运营商自行负责并适用当地法律。",
          "当我们将个人信息传输至未获得欧盟委员会充分性认定的国家时，我们会采取适当的保障措施，例如欧盟标准合同条款（GDPR第46条）。您可以发送邮件至{supportEmail}索取相关保障措施的副本。",
        ],
      },
      {
        heading: "保存期限",
        paragraphs: [
          "我们仅在实现上述目的所需或法律要求的期限内保存个人信息：",
        ],
        bullets: [
          "订单和付款记录：按照税法要求保存7年，期满后删除。",
          "账户信息：保存至您删除账户或要求我们删除为止。依法必须保存的订单记录此后将被限制处理，仅用于该法定目的。",
          "使用数据：在套餐服务、客服和退款所需的期限内保存，且不超过相关订单记录的保存期限。",
          "验证码：仅保存至使用或过期为止。",
          "安全日志和请求频率限制记录中的IP地址：短期保存，除非调查具体的欺诈或滥用事件需要。",
          "客服邮件：在处理您的请求所需的期限内保存；涉及订单的，不超过订单记录的保存期限。",
          "Cookie：按“Cookie的使用”部分所列期限保存。",
        ],
      },
      {
        heading: "数据安全",
        paragraphs: [
          "保护您的数据是我们开发和运营商店的基本原则。如发生可能危及您权利的数据泄露事件，我们将依法通知您及主管监管机构。",
          "我们采取的措施包括：",
        ],
        bullets: [
          "对与商店的所有连接使用TLS（HTTPS）加密；",
          "密码仅以采用现代哈希算法生成的加盐哈希值形式存储，绝不以明文保存；",
          "仅允许因工作需要的员工访问个人信息，并使用个人账号和访问控制；",
          "银行卡付款完全由支付服务商处理，银行卡信息绝不会到达我们的服务器；",
          "通过请求频率限制和监控来发现并阻止滥用行为。",
        ],
      },
      {
        heading: "您的权利",
        paragraphs: [
          "如需行使您的权利，请尽量使用与账户关联的邮箱发送邮件至{supportEmail}。我们可能会请您确认身份，并将在一个月内答复。",
          "根据GDPR，您享有以下权利：",
        ],
        bullets: [
          "访问权：确认我们是否在处理您的个人信息，并获取副本（第15条）；",
          "更正权：更正不准确的信息（第16条）；",
          "删除权：在我们无法定保存义务时删除您的信息（第17条）；",
          "限制处理权：在特定情况下限制对您信息的处理（第18条）；",
          "数据可携带权：以常用的机器可读格式获取您提供给我们的信息（第20条）；",
          "反对权：基于与您特定情况相关的理由，反对基于正当利益的处理（第21条）；",
          "撤回同意权：随时撤回同意，撤回仅对今后生效（第7条第3款）；",
          "投诉权：向数据保护监管机构投诉，尤其是您居住或工作所在国家的监管机构（第77条）。",
        ],
      },
      {
        heading: "未成年人",
        paragraphs: [
          "本商店并非面向儿童。我们不会故意收集16岁以下儿童的个人信息。如果您认为有儿童向我们提供了个人信息，请与我们联系，我们将予以删除。",
          "当然，父母或监护人可以为孩子旅行时使用的设备购买套餐。",
        ],
      },
      {
        heading: "本政策的变更",
        paragraphs: [
          "当我们的服务、服务提供商或相关法律发生变化时，我们会更新本政策。最新版本始终发布在本页面。如有重大变更，我们会通过电子邮件或在网站上通知账户持有人。",
        ],
      },
      {
        heading: "联系我们",
        paragraphs: [
          "如对本政策或您的个人信息有任何疑问，请发送邮件至{supportEmail}。运营方的法律信息以及（如已任命）数据保护官的联系方式，载于本网站的运营方信息或联系信息中。",
        ],
      },
    ],
  },

  "zh-HK": {
    title: "私隱政策",
    description:
      "了解{brand}在您購買eSIM計劃時如何處理個人資料：收集哪些資料及原因、Cookie、資料處理者、保留期限、保安措施，以及您根據GDPR享有的權利。",
    intro:
      "本政策說明您使用{brand}時，我們會處理哪些個人資料、處理目的，以及您享有的權利。我們只收集出售及提供eSIM計劃所需的資料，絕不會出售您的資料。",
    sections: [
      {
        heading: "資料控制者",
        paragraphs: [
          "您個人資料的控制者為營運{brand}服務的公司。公司的法定名稱及地址載於本網站的公司資料或聯絡資料內；如已委任保障資料主任，其聯絡資料亦會一併列出。",
          "如對您的個人資料有任何查詢，或希望行使您的權利，請電郵至{supportEmail}。",
        ],
      },
      {
        heading: "我們處理的資料",
        paragraphs: [
          "我們會直接向您收集資料、在您使用網站時自動收集資料，並在您使用eSIM時從網絡合作夥伴取得資料。詳情如下：",
        ],
        bullets: [
          "電郵地址：用於建立帳戶、發送登入驗證碼、發送eSIM，以及發送訂單確認和服務通知。",
          "密碼：只在您選擇設定密碼時才會儲存，並只以加鹽雜湊值形式儲存；我們無法讀取您的密碼。",
          "訂單資料：所購計劃及增值、價錢、貨幣、付款狀態、已使用的優惠碼及餘額，以及購買時間。",
          "eSIM識別資料：eSIM的ICCID及啟用資料，用於發送eSIM、加入增值，以及在出現問題時提供協助。",
          "來自網絡合作夥伴的使用數據：已用數據、啟用時間及計劃狀態，用於向您顯示剩餘數據及有效期，並處理支援及退款要求。",
          "IP地址及瀏覽器類型等技術資料：用於保安、防止欺詐及請求頻率限制，並記錄於短期保存的伺服器日誌。",
          "偏好設定：您的語言、顯示貨幣及Cookie選擇。",
          "支援查詢：您寄給我們的電郵內容及我們的回覆。",
          "推薦資料：您經合作夥伴連結進入網站時的合作夥伴代碼及子ID，並與由此產生的訂單相連。",
        ],
      },
      {
        heading: "處理目的及法律依據",
        paragraphs: [
          "我們只會在歐盟《通用數據保障條例》（GDPR）容許的情況下處理個人資料：",
        ],
        bullets: [
          "履行與您訂立的合約（GDPR第6(1)(b)條）：建立及管理帳戶、處理訂單及付款、發送eSIM、增值、支援及退款。",
          "遵守法律責任（GDPR第6(1)(c)條）：按稅務及會計法例保存訂單及發票紀錄，並回應有關當局的合法要求。",
          "我們的正當權益（GDPR第6(1)(f)條）：保護網店及客戶免受欺詐和濫用、限制請求頻率、維護系統保安、把訂單歸於作出推薦的合作夥伴，以及改善服務。您可隨時反對此類處理。",
          "您的同意（GDPR第6(1)(a)條）：在我們徵求您同意的情況下。您可隨時撤回同意，撤回只對日後生效。",
        ],
      },
      {
        heading: "Cookie的使用",
        paragraphs: [
          "我們只使用少量Cookie：網店運作所必需的Cookie，以及用作記住您偏好設定的Cookie。我們不使用廣告Cookie，亦不進行第三方追蹤。",
          "您可隨時在瀏覽器中刪除Cookie。刪除工作階段Cookie後，您將會登出；刪除偏好設定Cookie後，網店會回復預設設定。",
        ],
        bullets: [
          "rw_session：維持您的登入狀態。此Cookie設有httpOnly屬性，網頁上的程式碼無法讀取。保存期：180日。",
          "i18n_redirected：記住您所選的語言。保存期：365日。",
          "currency：記住您的顯示貨幣。保存期：365日。",
          "cookie_notice：記住您在Cookie通知中的選擇，避免再次詢問。保存期：9999日。",
          "shortcode及subid：當您經合作夥伴連結進入網站時，儲存該合作夥伴的推薦碼及子ID，以便把訂單歸於該合作夥伴。保存期：約一小時。",
        ],
      },
      {
        heading: "服務供應商及資料接收者",
        paragraphs: [
          "我們只會在提供服務所需的範圍內分享個人資料，絕不出售，亦不會用作廣告用途。我們的服務供應商根據資料處理協議（GDPR第28條）代我們處理資料，並只可按我們的指示行事。",
        ],
        bullets: [
          "支付服務供應商：處理信用卡及扣帳卡付款。您直接在支付服務供應商處輸入卡資料；我們只會收到付款狀態及交易編號，絕不會取得完整卡號。",
          "eSIM網絡合作夥伴：簽發及營運您的eSIM。它們會收到所需資料（例如所訂計劃及ICCID），並向我們提供您計劃的使用數據。",
          "寄存及電郵服務供應商：運作我們的伺服器，並發送驗證碼及eSIM等電郵。",
          "推廣合作夥伴：如您經合作夥伴連結進入網站，該合作夥伴會得知有訂單產生及其金額，但不會取得您的電郵地址或其他聯絡資料。",
          "有關當局及專業顧問：在我們負有法律責任，或為提出或抗辯法律申索而有需要時，例如向稅務顧問、核數師或法院提供。",
        ],
      },
      {
        heading: "跨境轉移",
        paragraphs: [
          "我們部分服務供應商，特別是網絡合作夥伴，位於歐洲經濟區（EEA）以外。此外，當您在外地使用eSIM時，到訪國家的當地電訊商亦會為提供網絡服務而處理連線資料，並由其自行負責及受當地法律規管。",
          "如我們把個人資料轉移至未獲歐盟委員會作出充分性認定的國家，我們會採取適當的保障措施，例如歐盟標準合約條款（GDPR第46條）。您可電郵至{supportEmail}索取有關保障措施的副本。",
        ],
      },
      {
        heading: "保留期限",
        paragraphs: [
          "我們只會在達成上述目的所需或法律規定的期間內保留個人資料：",
        ],
        bullets: [
          "訂單及付款紀錄：按稅務法例規定保留7年，其後刪除。",
          "帳戶資料：保留至您刪除帳戶或要求我們刪除為止。依法必須保留的訂單紀錄其後會被限制處理，並只作該用途。",
          "使用數據：在計劃服務、支援及退款所需的期間內保留，且不會超過相關訂單紀錄的保留期限。",
          "驗證碼：只保留至使用或失效為止。",
          "保安日誌及請求頻率限制紀錄中的IP地址：短期保留，除非調查個別欺詐或濫用個案時有需要。",
          "支援電郵：在處理您的查詢所需的期間內保留；如涉及訂單，則不會超過訂單紀錄的保留期限。",
          "Cookie：按「Cookie的使用」一節所列期限保存。",
        ],
      },
      {
        heading: "資料保安",
        paragraphs: [
          "保護您的資料，是我們開發及營運網店的基本原則。如發生可能危及您權利的資料外洩事故，我們會依法通知您及有關監管機構。",
          "我們採取的措施包括：",
        ],
        bullets: [
          "以TLS（HTTPS）加密所有與網店的連線；",
          "密碼只以採用現代雜湊演算法產生的加鹽雜湊值形式儲存，絕不以可讀形式保存；",
          "只有因工作需要的員工才可存取個人資料，並設有個人帳戶及存取控制；",
          "信用卡及扣帳卡付款完全由支付服務供應商處理，卡資料絕不會傳送到我們的伺服器；",
          "透過請求頻率限制及監察，偵測並阻止濫用行為。",
        ],
      },
      {
        heading: "您的權利",
        paragraphs: [
          "如欲行使您的權利，請盡量使用與帳戶相連的電郵地址電郵至{supportEmail}。我們或會請您核實身份，並會在一個月內回覆。",
          "根據GDPR，您享有以下權利：",
        ],
        bullets: [
          "查閱權：確認我們是否正在處理您的資料，並索取副本（第15條）；",
          "更正權：更正不準確的資料（第16條）；",
          "刪除權：在我們沒有法定保留責任的情況下刪除您的資料（第17條）；",
          "限制處理權：在特定情況下限制處理您的資料（第18條）；",
          "資料可攜權：以常用及機器可讀的格式取得您提供給我們的資料（第20條）；",
          "反對權：基於與您個人情況有關的理由，反對以正當權益為依據的處理（第21條）；",
          "撤回同意權：隨時撤回同意，撤回只對日後生效（第7(3)條）；",
          "投訴權：向保障資料監管機構投訴，特別是您居住或工作所在國家或地區的監管機構（第77條）。",
        ],
      },
      {
        heading: "兒童",
        paragraphs: [
          "本網店並非以兒童為對象。我們不會在知情的情況下收集16歲以下兒童的個人資料。如您認為有兒童向我們提供了個人資料，請與我們聯絡，我們會將其刪除。",
          "當然，家長或監護人可為子女在旅途中使用的裝置購買計劃。",
        ],
      },
      {
        heading: "本政策的修訂",
        paragraphs: [
          "當我們的服務、服務供應商或相關法例有所變更時，我們會更新本政策。最新版本一律載於本頁。如有重大修訂，我們會以電郵或在網站上通知帳戶持有人。",
        ],
      },
      {
        heading: "聯絡我們",
        paragraphs: [
          "如對本政策或您的個人資料有任何查詢，請電郵至{supportEmail}。營運者的法定資料及（如已委任）保障資料主任的聯絡資料，載於本網站的公司資料或聯絡資料內。",
        ],
      },
    ],
  },
};
