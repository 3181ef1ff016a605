import type { ApiMessages } from "./en.ts";

export const tr: ApiMessages = {
  // --- protocol (server/http/protocol-errors.ts) ----------------------------------------
  "OK": "Tamam",
  "INVALID_JSON": "İstek okunamadı: geçerli bir JSON değil.",
  "INVALID_FIELD": "Gönderilen bilgilerin bir kısmı geçerli değil.",
  "UNSUPPORTED_MEDIA_TYPE": "İstekler JSON olarak gönderilmelidir.",
  "BODY_TOO_LARGE": "İstek çok büyük.",
  "BAD_SIGNATURE": "İstek imzası eksik ya da geçersiz. Lütfen sayfayı yenileyip tekrar deneyin.",
  "CLOCK_SKEW": "Cihazınızın saati 5 dakikadan fazla sapmış. Lütfen tarih ve saati kontrol edip tekrar deneyin.",
  "REPLAYED_REQUEST": "Bu istek zaten alındı. Lütfen tekrar deneyin.",
  "RATE_LIMITED": "Çok fazla istek gönderildi. Lütfen biraz bekleyip tekrar deneyin.",
  "NOT_FOUND": "Bu adres mevcut değil.",
  "INTERNAL": "Bizim tarafımızda bir sorun oluştu. Lütfen birazdan tekrar deneyin.",
  // --- catalogue (server/domain/catalog/errors.ts) --------------------------------------
  "AREA_NOT_FOUND": "Bu varış noktasını bulamadık.",
  "PLAN_NOT_FOUND": "Bu paketi bulamadık. Artık satışta olmayabilir.",
  "NO_SUGGESTION": "Bu varış noktası için henüz bu seyahati karşılayan bir paket yok. Daha kısa bir seyahat ya da daha az günlük kullanım deneyin.",
  // --- content (server/domain/content/errors.ts) ----------------------------------------
  "RESOURCE_NOT_FOUND": "Bu içerik kullanılamıyor.",
  // --- INVALID_FIELD details: {field} is the dotted path of the offending field ---------
  "field.required": "“{field}” alanı zorunludur.",
  "field.type": "“{field}” alanının türü yanlış.",
  "field.unknown": "“{field}” alanına izin verilmiyor.",
  "field.range": "“{field}” alanı çok kısa, çok uzun ya da izin verilen aralığın dışında.",
  "field.format": "“{field}” alanının biçimi geçerli değil.",
  "field.value": "“{field}” alanındaki değer kabul edilmiyor.",
};
