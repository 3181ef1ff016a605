import type { ApiMessages } from "./en.ts";

export const zhCN: ApiMessages = {
  // --- protocol (server/http/protocol-errors.ts) ----------------------------------------
  "OK": "成功",
  "INVALID_JSON": "无法读取请求：JSON 格式无效。",
  "INVALID_FIELD": "提交的部分信息无效。",
  "UNSUPPORTED_MEDIA_TYPE": "请求必须以 JSON 格式发送。",
  "BODY_TOO_LARGE": "请求内容过大。",
  "BAD_SIGNATURE": "请求签名缺失或无效。请刷新页面后重试。",
  "CLOCK_SKEW": "您设备的时间偏差超过 5 分钟。请检查日期和时间后重试。",
  "REPLAYED_REQUEST": "该请求已被接收过。请重试。",
  "RATE_LIMITED": "请求过于频繁。请稍候再试。",
  "NOT_FOUND": "该地址不存在。",
  "INTERNAL": "我们这边出了点问题。请稍后再试。",
  // --- catalogue (server/domain/catalog/errors.ts) --------------------------------------
  "AREA_NOT_FOUND": "未找到该目的地。",
  "PLAN_NOT_FOUND": "未找到该套餐，可能已下架。",
  "NO_SUGGESTION": "该目的地暂无可覆盖此行程的套餐。请缩短行程或降低每日用量后再试。",
  // --- content (server/domain/content/errors.ts) ----------------------------------------
  "RESOURCE_NOT_FOUND": "该内容不可用。",
  // --- INVALID_FIELD details: {field} is the dotted path of the offending field ---------
  "field.required": "字段“{field}”为必填项。",
  "field.type": "字段“{field}”的类型不正确。",
  "field.unknown": "不允许使用字段“{field}”。",
  "field.range": "字段“{field}”过短、过长或超出范围。",
  "field.format": "字段“{field}”的格式无效。",
  "field.value": "字段“{field}”的值不被接受。",
};
