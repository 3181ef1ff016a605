/**
 * Messages the API puts in the envelope's `msg`, in the request's language. The storefront
 * shows them as they are (spec section 8), so they are written for travellers, not developers.
 */
import type { Lang, Localized } from "../../shared/i18n/locales.ts";

export const API_MESSAGES = {
  OK: { en: "OK", de: "OK", es: "Correcto", ja: "成功しました", tr: "Tamam", "zh-CN": "成功", "zh-HK": "成功" },
  INVALID_JSON: {
    en: "The request could not be read: it is not valid JSON.",
    de: "Die Anfrage konnte nicht gelesen werden: Sie ist kein gültiges JSON.",
    es: "No se pudo leer la solicitud: no es un JSON válido.",
    ja: "リクエストを読み取れませんでした。JSONの形式が正しくありません。",
    tr: "İstek okunamadı: geçerli bir JSON değil.",
    "zh-CN": "无法读取请求：JSON 格式无效。",
    "zh-HK": "無法讀取請求：JSON 格式無效。",
  },
  INVALID_FIELD: {
    en: "Some of the information sent is not valid.",
    de: "Einige der gesendeten Angaben sind ungültig.",
    es: "Algunos de los datos enviados no son válidos.",
    ja: "送信された情報の一部が正しくありません。",
    tr: "Gönderilen bilgilerin bir kısmı geçerli değil.",
    "zh-CN": "提交的部分信息无效。",
    "zh-HK": "提交的部分資料無效。",
  },
  UNSUPPORTED_MEDIA_TYPE: {
    en: "Requests must be sent as JSON.",
    de: "Anfragen müssen als JSON gesendet werden.",
    es: "Las solicitudes deben enviarse en formato JSON.",
    ja: "リクエストはJSON形式で送信してください。",
    tr: "İstekler JSON olarak gönderilmelidir.",
    "zh-CN": "请求必须以 JSON 格式发送。",
    "zh-HK": "請求必須以 JSON 格式傳送。",
  },
  BODY_TOO_LARGE: {
    en: "The request is too large.",
    de: "Die Anfrage ist zu groß.",
    es: "La solicitud es demasiado grande.",
    ja: "リクエストのサイズが大きすぎます。",
    tr: "İstek çok büyük.",
    "zh-CN": "请求内容过大。",
    "zh-HK": "請求內容過大。",
  },
  BAD_SIGNATURE: {
    en: "The request signature is missing or invalid. Please reload the page and try again.",
    de: "Die Signatur der Anfrage fehlt oder ist ungültig. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
    es: "Falta la firma de la solicitud o no es válida. Recarga la página e inténtalo de nuevo.",
    ja: "リクエストの署名がないか、無効です。ページを再読み込みしてもう一度お試しください。",
    tr: "İstek imzası eksik ya da geçersiz. Lütfen sayfayı yenileyip tekrar deneyin.",
    "zh-CN": "请求签名缺失或无效。请刷新页面后重试。",
    "zh-HK": "請求簽署缺失或無效。請重新載入頁面後再試。",
  },
  CLOCK_SKEW: {
    en: "Your device's clock is more than 5 minutes off. Please check its date and time and try again.",
    de: "Die Uhr Ihres Geräts weicht um mehr als 5 Minuten ab. Bitte prüfen Sie Datum und Uhrzeit und versuchen Sie es erneut.",
    es: "El reloj de tu dispositivo tiene un desfase de más de 5 minutos. Comprueba la fecha y la hora e inténtalo de nuevo.",
    ja: "端末の時計が5分以上ずれています。日付と時刻を確認してから、もう一度お試しください。",
    tr: "Cihazınızın saati 5 dakikadan fazla sapmış. Lütfen tarih ve saati kontrol edip tekrar deneyin.",
    "zh-CN": "您设备的时间偏差超过 5 分钟。请检查日期和时间后重试。",
    "zh-HK": "你裝置的時間相差超過 5 分鐘。請檢查日期和時間後再試。",
  },
  REPLAYED_REQUEST: {
    en: "This request was already received. Please try again.",
    de: "Diese Anfrage wurde bereits empfangen. Bitte versuchen Sie es erneut.",
    es: "Esta solicitud ya se había recibido. Inténtalo de nuevo.",
    ja: "このリクエストはすでに受信済みです。もう一度お試しください。",
    tr: "Bu istek zaten alındı. Lütfen tekrar deneyin.",
    "zh-CN": "该请求已被接收过。请重试。",
    "zh-HK": "此請求已經收到。請再試一次。",
  },
  RATE_LIMITED: {
    en: "Too many requests. Please wait a moment and try again.",
    de: "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
    es: "Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.",
    ja: "リクエストが多すぎます。しばらく待ってからもう一度お試しください。",
    tr: "Çok fazla istek gönderildi. Lütfen biraz bekleyip tekrar deneyin.",
    "zh-CN": "请求过于频繁。请稍候再试。",
    "zh-HK": "請求過於頻密。請稍候再試。",
  },
  NOT_FOUND: {
    en: "This address does not exist.",
    de: "Diese Adresse gibt es nicht.",
    es: "Esta dirección no existe.",
    ja: "このアドレスは存在しません。",
    tr: "Bu adres mevcut değil.",
    "zh-CN": "该地址不存在。",
    "zh-HK": "此地址不存在。",
  },
  INTERNAL: {
    en: "Something went wrong on our side. Please try again in a moment.",
    de: "Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.",
    es: "Algo ha fallado por nuestra parte. Inténtalo de nuevo en un momento.",
    ja: "システムで問題が発生しました。しばらくしてからもう一度お試しください。",
    tr: "Bizim tarafımızda bir sorun oluştu. Lütfen birazdan tekrar deneyin.",
    "zh-CN": "我们这边出了点问题。请稍后再试。",
    "zh-HK": "我們這邊出現問題。請稍後再試。",
  },
  AREA_NOT_FOUND: {
    en: "We couldn't find that destination.",
    de: "Dieses Reiseziel haben wir nicht gefunden.",
    es: "No hemos encontrado ese destino.",
    ja: "その渡航先が見つかりませんでした。",
    tr: "Bu varış noktasını bulamadık.",
    "zh-CN": "未找到该目的地。",
    "zh-HK": "找不到該目的地。",
  },
  PLAN_NOT_FOUND: {
    en: "We couldn't find that plan. It may no longer be on sale.",
    de: "Diesen Tarif haben wir nicht gefunden. Vielleicht wird er nicht mehr angeboten.",
    es: "No hemos encontrado ese plan. Puede que ya no esté a la venta.",
    ja: "そのプランが見つかりませんでした。販売が終了した可能性があります。",
    tr: "Bu paketi bulamadık. Artık satışta olmayabilir.",
    "zh-CN": "未找到该套餐，可能已下架。",
    "zh-HK": "找不到該計劃，可能已停售。",
  },
  NO_SUGGESTION: {
    en: "No plan for this destination covers that trip yet. Try a shorter trip or lower daily use.",
    de: "Für dieses Reiseziel deckt noch kein Tarif diese Reise ab. Versuchen Sie eine kürzere Reise oder weniger Datenverbrauch pro Tag.",
    es: "Ningún plan de este destino cubre ese viaje todavía. Prueba con un viaje más corto o con menos consumo diario.",
    ja: "この渡航先には、その旅程に対応するプランがまだありません。日数または1日の使用量を減らしてお試しください。",
    tr: "Bu varış noktası için henüz bu seyahati karşılayan bir paket yok. Daha kısa bir seyahat ya da daha az günlük kullanım deneyin.",
    "zh-CN": "该目的地暂无可覆盖此行程的套餐。请缩短行程或降低每日用量后再试。",
    "zh-HK": "此目的地暫時未有可覆蓋此行程的計劃。請縮短行程或減少每日用量後再試。",
  },
  RESOURCE_NOT_FOUND: {
    en: "This content is not available.",
    de: "Dieser Inhalt ist nicht verfügbar.",
    es: "Este contenido no está disponible.",
    ja: "このコンテンツはご利用いただけません。",
    tr: "Bu içerik kullanılamıyor.",
    "zh-CN": "该内容不可用。",
    "zh-HK": "此內容暫不提供。",
  },
} satisfies Record<string, Localized>;

export type MessageCode = keyof typeof API_MESSAGES;

/** Field-level validation messages; `{field}` is the dotted path of the offending field. */
export const FIELD_MESSAGES = {
  required: {
    en: "The field “{field}” is required.",
    de: "Das Feld „{field}“ ist erforderlich.",
    es: "El campo «{field}» es obligatorio.",
    ja: "「{field}」は必須項目です。",
    tr: "“{field}” alanı zorunludur.",
    "zh-CN": "字段“{field}”为必填项。",
    "zh-HK": "欄位「{field}」為必填項。",
  },
  type: {
    en: "The field “{field}” has the wrong type.",
    de: "Das Feld „{field}“ hat den falschen Typ.",
    es: "El campo «{field}» tiene un tipo incorrecto.",
    ja: "「{field}」の型が正しくありません。",
    tr: "“{field}” alanının türü yanlış.",
    "zh-CN": "字段“{field}”的类型不正确。",
    "zh-HK": "欄位「{field}」的類型不正確。",
  },
  unknown: {
    en: "The field “{field}” is not allowed.",
    de: "Das Feld „{field}“ ist nicht zulässig.",
    es: "El campo «{field}» no está permitido.",
    ja: "「{field}」は使用できない項目です。",
    tr: "“{field}” alanına izin verilmiyor.",
    "zh-CN": "不允许使用字段“{field}”。",
    "zh-HK": "不允許使用欄位「{field}」。",
  },
  range: {
    en: "The field “{field}” is too short, too long or out of range.",
    de: "Das Feld „{field}“ ist zu kurz, zu lang oder außerhalb des zulässigen Bereichs.",
    es: "El campo «{field}» es demasiado corto, demasiado largo o está fuera de rango.",
    ja: "「{field}」の長さまたは値が範囲外です。",
    tr: "“{field}” alanı çok kısa, çok uzun ya da izin verilen aralığın dışında.",
    "zh-CN": "字段“{field}”过短、过长或超出范围。",
    "zh-HK": "欄位「{field}」過短、過長或超出範圍。",
  },
  format: {
    en: "The field “{field}” is not in a valid format.",
    de: "Das Feld „{field}“ hat kein gültiges Format.",
    es: "El campo «{field}» no tiene un formato válido.",
    ja: "「{field}」の形式が正しくありません。",
    tr: "“{field}” alanının biçimi geçerli değil.",
    "zh-CN": "字段“{field}”的格式无效。",
    "zh-HK": "欄位「{field}」的格式無效。",
  },
  value: {
    en: "The field “{field}” has a value that is not accepted.",
    de: "Das Feld „{field}“ enthält einen nicht zulässigen Wert.",
    es: "El campo «{field}» tiene un valor no admitido.",
    ja: "「{field}」の値は受け付けられません。",
    tr: "“{field}” alanındaki değer kabul edilmiyor.",
    "zh-CN": "字段“{field}”的值不被接受。",
    "zh-HK": "欄位「{field}」的值不獲接受。",
  },
} satisfies Record<string, Localized>;

export type FieldProblem = keyof typeof FIELD_MESSAGES;

export function apiMessage(code: MessageCode, lang: Lang): string {
  return API_MESSAGES[code][lang];
}

export function fieldMessage(problem: FieldProblem, field: string, lang: Lang): string {
  return FIELD_MESSAGES[problem][lang].replace("{field}", field);
}
