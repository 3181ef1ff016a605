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
  // --- INVALID_FIELD details: {field} is the dotted path of the offending field ---------
  "field.required": "欄位「{field}」為必填項。",
  "field.type": "欄位「{field}」的類型不正確。",
  "field.unknown": "不允許使用欄位「{field}」。",
  "field.range": "欄位「{field}」過短、過長或超出範圍。",
  "field.format": "欄位「{field}」的格式無效。",
  "field.value": "欄位「{field}」的值不獲接受。",
};
