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
  // --- accounts (server/domain/accounts/errors.ts) --------------------------------------
  "INVALID_EMAIL": "请输入有效的邮箱地址。",
  "WEAK_PASSWORD": "密码长度须为 8 至 128 个字符。",
  "COMMON_PASSWORD": "该密码过于常见，容易被猜到。请换一个密码。",
  "CODE_TOO_SOON": "验证码刚刚已发送。请等倒计时结束后再重新获取。",
  "CODE_INVALID": "验证码不正确。请核对邮件中的验证码后重试。",
  "CODE_LOCKED": "该验证码输错次数过多。请重新获取验证码。",
  "CODE_EXPIRED": "该验证码已过期或已被使用。请重新获取验证码。",
  "EMAIL_TAKEN": "该邮箱地址已注册账户。请直接登录。",
  "INVALID_CREDENTIALS": "邮箱地址或密码不正确。",
  "LOGIN_THROTTLED": "登录失败次数过多。请稍候再试，或重置密码。",
  "SENDS_THROTTLED": "获取验证码过于频繁。请稍后再试。",
  "SESSION_REQUIRED": "请重新登录以继续。",
  "WRONG_PASSWORD": "当前密码不正确。",
  "GUEST_TOKEN_INVALID": "此次访客登录已过期。请重新以访客身份继续。",
  "PARTNER_KEY_INVALID": "此合作伙伴密钥无效。请检查 API 密钥和请求签名。",
  "RT_NOBEL_ERROR_10029": "请确认您不是机器人。",
  // --- payments (server/domain/payments/errors.ts) ----------------------------------------
  "RT_NOBEL_ERROR_10031": "暂时无法付款，请联系客服。",
  // --- INVALID_FIELD details: {field} is the dotted path of the offending field ---------
  "field.required": "字段“{field}”为必填项。",
  "field.type": "字段“{field}”的类型不正确。",
  "field.unknown": "不允许使用字段“{field}”。",
  "field.range": "字段“{field}”过短、过长或超出范围。",
  "field.format": "字段“{field}”的格式无效。",
  "field.value": "字段“{field}”的值不被接受。",
};
