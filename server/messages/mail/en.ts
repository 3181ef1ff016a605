/**
 * Texts of the e-mails the store sends, in English; every other language has the same keys
 * (typed against this file). Placeholders: {brand}, {code}, {minutes}, {supportEmail}, {when}, {device}, and the fields of a partnership enquiry.
 */
export const en = {
  "code.REGISTER.subject": "{code} is your {brand} verification code",
  "code.REGISTER.intro": "Use this code to finish creating your {brand} account:",
  "code.FINDPASSWORD.subject": "{code} is your {brand} password reset code",
  "code.FINDPASSWORD.intro": "Use this code to choose a new password for your {brand} account:",
  "code.expiry": "The code works for {minutes} minutes and only once.",
  "code.ignore": "If you did not ask for it, you can ignore this e-mail: nothing changes without the code.",
  "registered.subject": "You already have a {brand} account",
  "registered.body": "Someone, probably you, tried to create a {brand} account with this e-mail address, but it already has one. You can log in with your password, or reset it from the login page if you have forgotten it.",
  "registered.ignore": "If this was not you, you can ignore this e-mail: your account has not changed.",
  "passwordChanged.subject": "Your {brand} password was changed",
  "passwordChanged.body": "The password of your {brand} account was changed on {when} (UTC). Every other device has been signed out.",
  "passwordChanged.help": "If you did not do this, reset your password from the login page now and write to {supportEmail}.",
  "newDevice.subject": "New sign-in to your {brand} account",
  "newDevice.body": "Your {brand} account was signed in on {when} (UTC) from a device we had not seen before: {device}.",
  "newDevice.help": "If this was you, there is nothing to do. If not, change your password now (it signs out every other device) and write to {supportEmail}.",
  "partnershipReceived.subject": "We received your partnership enquiry",
  "partnershipReceived.body": "Thank you, {name}. Your enquiry for {company} has reached the {brand} partnerships team, and we will reply to this address.",
  "partnershipReceived.copy": "Your message:",
  "partnershipLead.subject": "[{brand} partners] {company} ({partnerType})",
  "partnershipLead.intro": "New partnership enquiry {leadId}",
  "partnershipLead.fields": "Name: {name}\nCompany: {company}\nE-mail: {contactEmail}\nWebsite: {website}\nType: {partnerType}\nLanguage: {leadLang}",
  "signature": "The {brand} team",
} as const;

export type MailTexts = Record<keyof typeof en, string>;
