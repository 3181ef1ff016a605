import type { MailTexts } from "./en.ts";

export const es: MailTexts = {
  "code.REGISTER.subject": "{code} es tu código de verificación de {brand}",
  "code.REGISTER.intro":
    "Usa este código para terminar de crear tu cuenta de {brand}:",
  "code.FINDPASSWORD.subject":
    "{code} es tu código para restablecer la contraseña de {brand}",
  "code.FINDPASSWORD.intro":
    "Usa este código para elegir una contraseña nueva para tu cuenta de {brand}:",
  "code.expiry":
    "El código es válido durante {minutes} minutos y solo se puede usar una vez.",
  "code.ignore":
    "Si no lo has pedido tú, puedes ignorar este correo: sin el código no cambia nada.",
  "registered.subject": "Ya tienes una cuenta de {brand}",
  "registered.body":
    "Alguien, probablemente tú, ha intentado crear una cuenta de {brand} con este correo electrónico, pero ya tiene una. Puedes iniciar sesión con tu contraseña o, si la has olvidado, restablecerla desde la página de inicio de sesión.",
  "registered.ignore":
    "Si no has sido tú, puedes ignorar este correo: tu cuenta no ha cambiado.",
  "passwordChanged.subject": "Se ha cambiado tu contraseña de {brand}",
  "passwordChanged.body":
    "La contraseña de tu cuenta de {brand} se cambió el {when} (UTC). Se ha cerrado la sesión en todos los demás dispositivos.",
  "passwordChanged.help":
    "Si no has sido tú, restablece ya tu contraseña desde la página de inicio de sesión y escríbenos a {supportEmail}.",
  "newDevice.subject": "Nuevo inicio de sesión en tu cuenta de {brand}",
  "newDevice.body":
    "Se inició sesión en tu cuenta de {brand} el {when} (UTC) desde un dispositivo que no habíamos visto antes: {device}.",
  "newDevice.help":
    "Si fuiste tú, no tienes que hacer nada. Si no, cambia ahora tu contraseña (así se cierra la sesión en todos los demás dispositivos) y escribe a {supportEmail}.",
  "partnershipReceived.subject": "Hemos recibido tu solicitud de colaboración",
  "partnershipReceived.body":
    "Gracias, {name}. Tu solicitud para {company} ha llegado al equipo de colaboraciones de {brand} y te responderemos a esta dirección.",
  "partnershipReceived.copy": "Tu mensaje:",
  "partnershipLead.subject": "[{brand} socios] {company} ({partnerType})",
  "partnershipLead.intro": "Nueva solicitud de colaboración {leadId}",
  "partnershipLead.fields":
    "Nombre: {name}\nEmpresa: {company}\nCorreo: {contactEmail}\nSitio web: {website}\nTipo: {partnerType}\nIdioma: {leadLang}",
  signature: "El equipo de {brand}",
};
