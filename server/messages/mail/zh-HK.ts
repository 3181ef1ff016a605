import type { MailTexts } from "./en.ts";

export const zhHK: MailTexts = {
  "code.REGISTER.subject": "{code} 是你的 {brand} 驗證碼",
  "code.REGISTER.intro": "請使用以下驗證碼完成建立 {brand} 帳戶：",
  "code.FINDPASSWORD.subject": "{code} 是你的 {brand} 重設密碼驗證碼",
  "code.FINDPASSWORD.intro": "請使用以下驗證碼為你的 {brand} 帳戶設定新密碼：",
  "code.expiry": "驗證碼於 {minutes} 分鐘內有效，並只可使用一次。",
  "code.ignore": "如你沒有索取此驗證碼，可忽略此電郵。沒有驗證碼，你的帳戶不會有任何更改。",
  "registered.subject": "你已經有 {brand} 帳戶",
  "registered.body": "有人（很可能是你本人）嘗試以此電郵地址建立 {brand} 帳戶，但此地址已有帳戶。你可以用密碼登入；如忘記密碼，可在登入頁面重設。",
  "registered.ignore": "如這並非你本人操作，可忽略此電郵，你的帳戶沒有任何更改。",
  "passwordChanged.subject": "你的 {brand} 密碼已更改",
  "passwordChanged.body": "你的 {brand} 帳戶密碼已於 {when}（UTC）更改，所有其他裝置均已登出。",
  "passwordChanged.help": "如這並非你本人操作，請立即在登入頁面重設密碼，並電郵至 {supportEmail}。",
  "signature": "{brand} 團隊",
};
