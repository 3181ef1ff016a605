import type { ApiMessages } from "./en.ts";

export const es: ApiMessages = {
  // --- protocol (server/http/protocol-errors.ts) ----------------------------------------
  "OK": "Correcto",
  "INVALID_JSON": "No se pudo leer la solicitud: no es un JSON válido.",
  "INVALID_FIELD": "Algunos de los datos enviados no son válidos.",
  "UNSUPPORTED_MEDIA_TYPE": "Las solicitudes deben enviarse en formato JSON.",
  "BODY_TOO_LARGE": "La solicitud es demasiado grande.",
  "BAD_SIGNATURE": "Falta la firma de la solicitud o no es válida. Recarga la página e inténtalo de nuevo.",
  "CLOCK_SKEW": "El reloj de tu dispositivo tiene un desfase de más de 5 minutos. Comprueba la fecha y la hora e inténtalo de nuevo.",
  "REPLAYED_REQUEST": "Esta solicitud ya se había recibido. Inténtalo de nuevo.",
  "RATE_LIMITED": "Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.",
  "NOT_FOUND": "Esta dirección no existe.",
  "INTERNAL": "Algo ha fallado por nuestra parte. Inténtalo de nuevo en un momento.",
  // --- catalogue (server/domain/catalog/errors.ts) --------------------------------------
  "AREA_NOT_FOUND": "No hemos encontrado ese destino.",
  "PLAN_NOT_FOUND": "No hemos encontrado ese plan. Puede que ya no esté a la venta.",
  "NO_SUGGESTION": "Ningún plan de este destino cubre ese viaje todavía. Prueba con un viaje más corto o con menos consumo diario.",
  // --- content (server/domain/content/errors.ts) ----------------------------------------
  "RESOURCE_NOT_FOUND": "Este contenido no está disponible.",
  // --- accounts (server/domain/accounts/errors.ts) --------------------------------------
  "INVALID_EMAIL": "Escribe un correo electrónico válido.",
  "WEAK_PASSWORD": "Tu contraseña debe tener entre 8 y 128 caracteres.",
  "COMMON_PASSWORD": "Esta contraseña es de las más comunes y es fácil de adivinar. Elige otra.",
  "CODE_TOO_SOON": "Se acaba de enviar un código. Espera a que termine la cuenta atrás antes de pedir otro.",
  "CODE_INVALID": "Este código no es correcto. Revisa el código que aparece en el correo e inténtalo de nuevo.",
  "CODE_LOCKED": "Este código se ha introducido mal demasiadas veces. Pide un código nuevo.",
  "CODE_EXPIRED": "Este código ha caducado o ya se ha usado. Pide un código nuevo.",
  "EMAIL_TAKEN": "Ya existe una cuenta con este correo electrónico. Inicia sesión con ella.",
  "INVALID_CREDENTIALS": "El correo electrónico o la contraseña no son correctos.",
  "LOGIN_THROTTLED": "Demasiados intentos fallidos. Espera un momento antes de volver a intentarlo o restablece tu contraseña.",
  "SENDS_THROTTLED": "Se han pedido demasiados códigos. Inténtalo de nuevo más tarde.",
  "SESSION_REQUIRED": "Vuelve a iniciar sesión para continuar.",
  "WRONG_PASSWORD": "Tu contraseña actual no es correcta.",
  "GUEST_TOKEN_INVALID": "Este acceso como invitado ha caducado. Vuelve a continuar como invitado.",
  "PARTNER_KEY_INVALID": "Esta clave de socio no es válida. Comprueba la clave de API y la firma de la solicitud.",
  "RT_NOBEL_ERROR_10029": "Confirma que no eres un robot.",
  // --- payments (server/domain/payments/errors.ts) ----------------------------------------
  "RT_NOBEL_ERROR_10031": "El pago no está disponible. Ponte en contacto con atención al cliente.",
  // --- INVALID_FIELD details: {field} is the dotted path of the offending field ---------
  "field.required": "El campo «{field}» es obligatorio.",
  "field.type": "El campo «{field}» tiene un tipo incorrecto.",
  "field.unknown": "El campo «{field}» no está permitido.",
  "field.range": "El campo «{field}» es demasiado corto, demasiado largo o está fuera de rango.",
  "field.format": "El campo «{field}» no tiene un formato válido.",
  "field.value": "El campo «{field}» tiene un valor no admitido.",
};
