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
  // --- accounts (server/domain/accounts/errors.ts) --------------------------------------
  "INVALID_EMAIL": "Lütfen geçerli bir e-posta adresi girin.",
  "WEAK_PASSWORD": "Şifreniz 8 ila 128 karakter uzunluğunda olmalıdır.",
  "COMMON_PASSWORD": "Bu şifre en sık kullanılan şifreler arasında ve kolayca tahmin edilebilir. Lütfen başka bir şifre seçin.",
  "CODE_TOO_SOON": "Az önce bir kod gönderildi. Yeni bir kod istemeden önce lütfen geri sayımın bitmesini bekleyin.",
  "CODE_INVALID": "Bu kod doğru değil. Lütfen e-postadaki kodu kontrol edip tekrar deneyin.",
  "CODE_LOCKED": "Bu kod çok fazla kez yanlış girildi. Lütfen yeni bir kod isteyin.",
  "CODE_EXPIRED": "Bu kodun süresi dolmuş ya da kod zaten kullanılmış. Lütfen yeni bir kod isteyin.",
  "EMAIL_TAKEN": "Bu e-posta adresine ait bir hesap zaten var. Lütfen giriş yapın.",
  "INVALID_CREDENTIALS": "E-posta adresi ya da şifre hatalı.",
  "LOGIN_THROTTLED": "Çok fazla başarısız deneme yapıldı. Lütfen tekrar denemeden önce biraz bekleyin ya da şifrenizi sıfırlayın.",
  "SENDS_THROTTLED": "Çok fazla kod istendi. Lütfen daha sonra tekrar deneyin.",
  "SESSION_REQUIRED": "Devam etmek için lütfen tekrar giriş yapın.",
  "WRONG_PASSWORD": "Mevcut şifreniz hatalı.",
  "GUEST_TOKEN_INVALID": "Bu misafir girişinin süresi doldu. Lütfen yeniden misafir olarak devam edin.",
  "PARTNER_KEY_INVALID": "Bu iş ortağı anahtarı geçerli değil. API anahtarını ve isteğin imzasını kontrol edin.",
  "RT_NOBEL_ERROR_10029": "Lütfen robot olmadığınızı doğrulayın.",
  // --- payments (server/domain/payments/errors.ts) ----------------------------------------
  "RT_NOBEL_ERROR_10031": "Ödeme şu anda yapılamıyor, lütfen müşteri hizmetleriyle iletişime geçin.",
  // --- INVALID_FIELD details: {field} is the dotted path of the offending field ---------
  "field.required": "“{field}” alanı zorunludur.",
  "field.type": "“{field}” alanının türü yanlış.",
  "field.unknown": "“{field}” alanına izin verilmiyor.",
  "field.range": "“{field}” alanı çok kısa, çok uzun ya da izin verilen aralığın dışında.",
  "field.format": "“{field}” alanının biçimi geçerli değil.",
  "field.value": "“{field}” alanındaki değer kabul edilmiyor.",
};
