import type { MailTexts } from "./en.ts";

export const de: MailTexts = {
  "code.REGISTER.subject": "{code} ist Ihr Bestätigungscode für {brand}",
  "code.REGISTER.intro":
    "Mit diesem Code schließen Sie die Erstellung Ihres {brand}-Kontos ab:",
  "code.FINDPASSWORD.subject":
    "{code} ist Ihr Code zum Zurücksetzen des {brand}-Passworts",
  "code.FINDPASSWORD.intro":
    "Mit diesem Code legen Sie ein neues Passwort für Ihr {brand}-Konto fest:",
  "code.expiry":
    "Der Code ist {minutes} Minuten lang gültig und kann nur einmal verwendet werden.",
  "code.ignore":
    "Falls Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren: Ohne den Code ändert sich nichts.",
  "registered.subject": "Sie haben bereits ein {brand}-Konto",
  "registered.body":
    "Jemand – wahrscheinlich Sie – wollte mit dieser E-Mail-Adresse ein {brand}-Konto erstellen, es gibt aber bereits eines. Sie können sich mit Ihrem Passwort anmelden oder es auf der Anmeldeseite zurücksetzen, falls Sie es vergessen haben.",
  "registered.ignore":
    "Falls Sie das nicht waren, können Sie diese E-Mail ignorieren: An Ihrem Konto hat sich nichts geändert.",
  "passwordChanged.subject": "Ihr {brand}-Passwort wurde geändert",
  "passwordChanged.body":
    "Das Passwort Ihres {brand}-Kontos wurde am {when} (UTC) geändert. Alle anderen Geräte wurden abgemeldet.",
  "passwordChanged.help":
    "Falls Sie das nicht waren, setzen Sie Ihr Passwort jetzt auf der Anmeldeseite zurück und schreiben Sie an {supportEmail}.",
  "newDevice.subject": "Neue Anmeldung bei Ihrem {brand}-Konto",
  "newDevice.body":
    "Ihr {brand}-Konto wurde am {when} (UTC) auf einem Gerät angemeldet, das wir noch nicht kannten: {device}.",
  "newDevice.help":
    "Wenn Sie das waren, müssen Sie nichts tun. Andernfalls ändern Sie jetzt Ihr Passwort (damit werden alle anderen Geräte abgemeldet) und schreiben Sie an {supportEmail}.",
  "partnershipReceived.subject":
    "Wir haben Ihre Partnerschaftsanfrage erhalten",
  "partnershipReceived.body":
    "Vielen Dank, {name}. Ihre Anfrage für {company} ist beim Partnerteam von {brand} eingegangen; wir antworten an diese Adresse.",
  "partnershipReceived.copy": "Ihre Nachricht:",
  "partnershipLead.subject": "[{brand} Partner] {company} ({partnerType})",
  "partnershipLead.intro": "Neue Partnerschaftsanfrage {leadId}",
  "partnershipLead.fields":
    "Name: {name}\nFirma: {company}\nE-Mail: {contactEmail}\nWebsite: {website}\nArt: {partnerType}\nSprache: {leadLang}",
  signature: "Ihr {brand}-Team",
};
