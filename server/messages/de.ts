import type { ApiMessages } from "./en.ts";

export const de: ApiMessages = {
  // --- protocol (server/http/protocol-errors.ts) ----------------------------------------
  "OK": "OK",
  "INVALID_JSON": "Die Anfrage konnte nicht gelesen werden: Sie ist kein gültiges JSON.",
  "INVALID_FIELD": "Einige der gesendeten Angaben sind ungültig.",
  "UNSUPPORTED_MEDIA_TYPE": "Anfragen müssen als JSON gesendet werden.",
  "BODY_TOO_LARGE": "Die Anfrage ist zu groß.",
  "BAD_SIGNATURE": "Die Signatur der Anfrage fehlt oder ist ungültig. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
  "CLOCK_SKEW": "Die Uhr Ihres Geräts weicht um mehr als 5 Minuten ab. Bitte prüfen Sie Datum und Uhrzeit und versuchen Sie es erneut.",
  "REPLAYED_REQUEST": "Diese Anfrage wurde bereits empfangen. Bitte versuchen Sie es erneut.",
  "RATE_LIMITED": "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
  "NOT_FOUND": "Diese Adresse gibt es nicht.",
  "INTERNAL": "Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.",
  // --- catalogue (server/domain/catalog/errors.ts) --------------------------------------
  "AREA_NOT_FOUND": "Dieses Reiseziel haben wir nicht gefunden.",
  "PLAN_NOT_FOUND": "Diesen Tarif haben wir nicht gefunden. Vielleicht wird er nicht mehr angeboten.",
  "NO_SUGGESTION": "Für dieses Reiseziel deckt noch kein Tarif diese Reise ab. Versuchen Sie eine kürzere Reise oder weniger Datenverbrauch pro Tag.",
  // --- content (server/domain/content/errors.ts) ----------------------------------------
  "RESOURCE_NOT_FOUND": "Dieser Inhalt ist nicht verfügbar.",
  // --- accounts (server/domain/accounts/errors.ts) --------------------------------------
  "INVALID_EMAIL": "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  "WEAK_PASSWORD": "Ihr Passwort muss 8 bis 128 Zeichen lang sein.",
  "COMMON_PASSWORD": "Dieses Passwort gehört zu den am häufigsten verwendeten und ist leicht zu erraten. Bitte wählen Sie ein anderes.",
  "CODE_TOO_SOON": "Gerade wurde bereits ein Code gesendet. Bitte warten Sie, bis der Countdown abgelaufen ist, bevor Sie einen neuen anfordern.",
  "CODE_INVALID": "Dieser Code ist nicht korrekt. Bitte prüfen Sie den Code in der E-Mail und versuchen Sie es erneut.",
  "CODE_LOCKED": "Dieser Code wurde zu oft falsch eingegeben. Bitte fordern Sie einen neuen Code an.",
  "CODE_EXPIRED": "Dieser Code ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen Code an.",
  "EMAIL_TAKEN": "Für diese E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich stattdessen an.",
  "INVALID_CREDENTIALS": "E-Mail-Adresse oder Passwort ist nicht korrekt.",
  "LOGIN_THROTTLED": "Zu viele fehlgeschlagene Versuche. Bitte warten Sie einen Moment, bevor Sie es erneut versuchen, oder setzen Sie Ihr Passwort zurück.",
  "SENDS_THROTTLED": "Es wurden zu viele Codes angefordert. Bitte versuchen Sie es später erneut.",
  "SESSION_REQUIRED": "Bitte melden Sie sich erneut an, um fortzufahren.",
  "WRONG_PASSWORD": "Ihr aktuelles Passwort ist nicht korrekt.",
  "GUEST_TOKEN_INVALID": "Diese Gastanmeldung ist abgelaufen. Bitte fahren Sie erneut als Gast fort.",
  "PARTNER_KEY_INVALID": "Dieser Partnerschlüssel ist ungültig. Bitte prüfen Sie den API-Schlüssel und die Signatur der Anfrage.",
  "RT_NOBEL_ERROR_10029": "Bitte bestätigen Sie, dass Sie kein Roboter sind.",
  // --- payments (server/domain/payments/errors.ts) ----------------------------------------
  "RT_NOBEL_ERROR_10031": "Die Zahlung ist derzeit nicht möglich. Bitte wenden Sie sich an den Kundenservice.",
  // --- INVALID_FIELD details: {field} is the dotted path of the offending field ---------
  "field.required": "Das Feld „{field}“ ist erforderlich.",
  "field.type": "Das Feld „{field}“ hat den falschen Typ.",
  "field.unknown": "Das Feld „{field}“ ist nicht zulässig.",
  "field.range": "Das Feld „{field}“ ist zu kurz, zu lang oder außerhalb des zulässigen Bereichs.",
  "field.format": "Das Feld „{field}“ hat kein gültiges Format.",
  "field.value": "Das Feld „{field}“ enthält einen nicht zulässigen Wert.",
};
