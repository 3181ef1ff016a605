import type { MailTexts } from "./en.ts";

export const es: MailTexts = {
  "code.REGISTER.subject": "{code} es tu código de verificación de {brand}",
  "code.REGISTER.intro": "Usa este código para terminar de crear tu cuenta de {brand}:",
  "code.FINDPASSWORD.subject": "{code} es tu código para restablecer la contraseña de {brand}",
  "code.FINDPASSWORD.intro": "Usa este código para elegir una contraseña nueva para tu cuenta de {brand}:",
  "code.expiry": "El código es válido durante {minutes} minutos y solo se puede usar una vez.",
  "code.ignore": "Si no lo has pedido tú, puedes ignorar este correo: sin el código no cambia nada.",
  "registered.subject": "Ya tienes una cuenta de {brand}",
  "registered.body": "Alguien, probablemente tú, ha intentado crear una cuenta de {brand} con este correo electrónico, pero ya tiene una. Puedes iniciar sesión con tu contraseña o, si la has olvidado, restablecerla desde la página de inicio de sesión.",
  "registered.ignore": "Si no has sido tú, puedes ignorar este correo: tu cuenta no ha cambiado.",
  "passwordChanged.subject": "Se ha cambiado tu contraseña de {brand}",
  "passwordChanged.body": "La contraseña de tu cuenta de {brand} se cambió el {when} (UTC). Se ha cerrado la sesión en todos los demás dispositivos.",
  "passwordChanged.help": "Si no has sido tú, restablece ya tu contraseña desde la página de inicio de sesión y escríbenos a {supportEmail}.",
  "signature": "El equipo de {brand}",
};
