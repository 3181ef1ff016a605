import type { MailTexts } from "./en.ts";

export const zhCN: MailTexts = {
  "code.REGISTER.subject": "{code} 是您的 {brand} 验证码",
  "code.REGISTER.intro": "请使用以下验证码完成 {brand} 账户注册：",
  "code.FINDPASSWORD.subject": "{code} 是您的 {brand} 密码重置验证码",
  "code.FINDPASSWORD.intro": "请使用以下验证码为您的 {brand} 账户设置新密码：",
  "code.expiry": "验证码 {minutes} 分钟内有效，仅可使用一次。",
  "code.ignore": "如非本人操作，请忽略此邮件。没有验证码，您的账户不会有任何变动。",
  "registered.subject": "您已拥有 {brand} 账户",
  "registered.body": "有人（很可能是您本人）尝试使用此邮箱地址注册 {brand} 账户，但该邮箱已注册过账户。您可以使用密码登录；如果忘记了密码，可以在登录页面重置。",
  "registered.ignore": "如非本人操作，请忽略此邮件，您的账户没有任何变动。",
  "passwordChanged.subject": "您的 {brand} 密码已更改",
  "passwordChanged.body": "您的 {brand} 账户密码已于 {when}（UTC）更改，所有其他设备均已退出登录。",
  "passwordChanged.help": "如非本人操作，请立即在登录页面重置密码，并发送邮件至 {supportEmail}。",
  "signature": "{brand} 团队",
};
