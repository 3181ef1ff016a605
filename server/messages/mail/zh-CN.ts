import type { MailTexts } from "./en.ts";

export const zhCN: MailTexts = {
  "code.REGISTER.subject": "{code} 是您的 {brand} 验证码",
  "code.REGISTER.intro": "请使用以下验证码完成 {brand} 账户注册：",
  "code.FINDPASSWORD.subject": "{code} 是您的 {brand} 密码重置验证码",
  "code.FINDPASSWORD.intro": "请使用以下验证码为您的 {brand} 账户设置新密码：",
  "code.expiry": "验证码 {minutes} 分钟内有效，仅可使用一次。",
  "code.ignore":
    "如非本人操作，请忽略此邮件。没有验证码，您的账户不会有任何变动。",
  "registered.subject": "您已拥有 {brand} 账户",
  "registered.body":
    "有人（很可能是您本人）尝试使用此邮箱地址注册 {brand} 账户，但该邮箱已注册过账户。您可以使用密码登录；如果忘记了密码，可以在登录页面重置。",
  "registered.ignore": "如非本人操作，请忽略此邮件，您的账户没有任何变动。",
  "passwordChanged.subject": "您的 {brand} 密码已更改",
  "passwordChanged.body":
    "您的 {brand} 账户密码已于 {when}（UTC）更改，所有其他设备均已退出登录。",
  "passwordChanged.help":
    "如非本人操作，请立即在登录页面重置密码，并发送邮件至 {supportEmail}。",
  "newDevice.subject": "您的 {brand} 账户有新的登录",
  "newDevice.body":
    "您的 {brand} 账户于 {when}（UTC）在一台我们之前未见过的设备上登录：{device}。",
  "newDevice.help":
    "如果是您本人操作，无需任何处理。如果不是，请立即修改密码（这会让其他所有设备退出登录），并发送邮件至 {supportEmail}。",
  "partnershipReceived.subject": "我们已收到您的合作咨询",
  "partnershipReceived.body":
    "{name}，感谢您的咨询。您为 {company} 提交的咨询已送达 {brand} 合作团队，我们会回复到此邮箱。",
  "partnershipReceived.copy": "您的留言：",
  "partnershipLead.subject": "[{brand} 合作伙伴] {company}（{partnerType}）",
  "partnershipLead.intro": "新的合作咨询 {leadId}",
  "partnershipLead.fields":
    "姓名：{name}\n公司：{company}\n邮箱：{contactEmail}\n网站：{website}\n类型：{partnerType}\n语言：{leadLang}",
  signature: "{brand} 团队",
};
