import type { MailTexts } from "./en.ts";

export const zhHK: MailTexts = {
  "code.REGISTER.subject": "{code} 是你的 {brand} 驗證碼",
  "code.REGISTER.intro": "請使用以下驗證碼完成建立 {brand} 帳戶：",
  "code.FINDPASSWORD.subject": "{code} 是你的 {brand} 重設密碼驗證碼",
  "code.FINDPASSWORD.intro": "請使用以下驗證碼為你的 {brand} 帳戶設定新密碼：",
  "code.expiry": "驗證碼於 {minutes} 分鐘內有效，並只可使用一次。",
  "code.ignore":
    "如你沒有索取此驗證碼，可忽略此電郵。沒有驗證碼，你的帳戶不會有任何更改。",
  "registered.subject": "你已經有 {brand} 帳戶",
  "registered.body":
    "有人（很可能是你本人）嘗試以此電郵地址建立 {brand} 帳戶，但此地址已有帳戶。你可以用密碼登入；如忘記密碼，可在登入頁面重設。",
  "registered.ignore":
    "如這並非你本人操作，可忽略此電郵，你的帳戶沒有任何更改。",
  "passwordChanged.subject": "你的 {brand} 密碼已更改",
  "passwordChanged.body":
    "你的 {brand} 帳戶密碼已於 {when}（UTC）更改，所有其他裝置均已登出。",
  "passwordChanged.help":
    "如這並非你本人操作，請立即在登入頁面重設密碼，並電郵至 {supportEmail}。",
  "newDevice.subject": "您的 {brand} 帳戶有新的登入",
  "newDevice.body":
    "您的 {brand} 帳戶於 {when}（UTC）在一部我們之前未見過的裝置上登入：{device}。",
  "newDevice.help":
    "如果是您本人操作，毋須處理。如果不是，請立即更改密碼（其他所有裝置會因此登出），並電郵至 {supportEmail}。",
  "partnershipReceived.subject": "我們已收到您的合作查詢",
  "partnershipReceived.body":
    "{name}，多謝您的查詢。您為 {company} 提交的查詢已送達 {brand} 合作團隊，我們會回覆至此電郵地址。",
  "partnershipReceived.copy": "您的訊息：",
  "partnershipLead.subject": "[{brand} 合作夥伴] {company}（{partnerType}）",
  "partnershipLead.intro": "新的合作查詢 {leadId}",
  "partnershipLead.fields":
    "姓名：{name}\n公司：{company}\n電郵：{contactEmail}\n網站：{website}\n類型：{partnerType}\n語言：{leadLang}",
  signature: "{brand} 團隊",
};
