import type { ApiMessages } from "./en.ts";

export const zhHK: ApiMessages = {
  // --- protocol (server/http/protocol-errors.ts) ----------------------------------------
  "OK": "成功",
  "INVALID_JSON": "無法讀取請求：JSON 格式無效。",
  "INVALID_FIELD": "提交的部分資料無效。",
  "UNSUPPORTED_MEDIA_TYPE": "請求必須以 JSON 格式傳送。",
  "BODY_TOO_LARGE": "請求內容過大。",
  "BAD_SIGNATURE": "請求簽署缺失或無效。請重新載入頁面後再試。",
  "CLOCK_SKEW": "你裝置的時間相差超過 5 分鐘。請檢查日期和時間後再試。",
  "REPLAYED_REQUEST": "此請求已經收到。請再試一次。",
  "RATE_LIMITED": "請求過於頻密。請稍候再試。",
  "NOT_FOUND": "此地址不存在。",
  "INTERNAL": "我們這邊出現問題。請稍後再試。",
  // --- catalogue (server/domain/catalog/errors.ts) --------------------------------------
  "AREA_NOT_FOUND": "找不到該目的地。",
  "PLAN_NOT_FOUND": "找不到該計劃，可能已停售。",
  "NO_SUGGESTION": "此目的地暫時未有可覆蓋此行程的計劃。請縮短行程或減少每日用量後再試。",
  // --- content (server/domain/content/errors.ts) ----------------------------------------
  "RESOURCE_NOT_FOUND": "此內容暫不提供。",
  // --- accounts (server/domain/accounts/errors.ts) --------------------------------------
  "INVALID_EMAIL": "請輸入有效的電郵地址。",
  "WEAK_PASSWORD": "密碼長度須為 8 至 128 個字元。",
  "COMMON_PASSWORD": "此密碼過於常見，容易被人猜中。請選用其他密碼。",
  "CODE_TOO_SOON": "驗證碼剛剛已經發出。請等倒數結束後再索取新的驗證碼。",
  "CODE_INVALID": "驗證碼不正確。請核對電郵中的驗證碼後再試。",
  "CODE_LOCKED": "此驗證碼輸入錯誤次數過多。請重新索取驗證碼。",
  "CODE_EXPIRED": "此驗證碼已過期或已被使用。請重新索取驗證碼。",
  "EMAIL_TAKEN": "此電郵地址已有帳戶。請直接登入。",
  "INVALID_CREDENTIALS": "電郵地址或密碼不正確。",
  "LOGIN_THROTTLED": "登入失敗次數過多。請稍候再試，或重設密碼。",
  "SENDS_THROTTLED": "索取驗證碼次數過多。請稍後再試。",
  "SESSION_REQUIRED": "請重新登入以繼續。",
  "WRONG_PASSWORD": "目前的密碼不正確。",
  "GUEST_TOKEN_INVALID": "此次訪客登入已過期。請重新以訪客身分繼續。",
  "PARTNER_KEY_INVALID": "此合作夥伴密鑰無效。請檢查 API 密鑰及請求簽名。",
  "RT_NOBEL_ERROR_10029": "請確認您不是機械人。",
  // --- payments (server/domain/payments/errors.ts) ----------------------------------------
  "RT_NOBEL_ERROR_10031": "暫時未能付款，請聯絡客戶服務。",
  // --- INVALID_FIELD details: {field} is the dotted path of the offending field ---------
  "field.required": "欄位「{field}」為必填項。",
  "field.type": "欄位「{field}」的類型不正確。",
  "field.unknown": "不允許使用欄位「{field}」。",
  "field.range": "欄位「{field}」過短、過長或超出範圍。",
  "field.format": "欄位「{field}」的格式無效。",
  "field.value": "欄位「{field}」的值不獲接受。",
};
