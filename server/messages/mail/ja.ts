import type { MailTexts } from "./en.ts";

export const ja: MailTexts = {
  "code.REGISTER.subject": "{code}は{brand}の認証コードです",
  "code.REGISTER.intro":
    "{brand}アカウントの作成を完了するには、次のコードを入力してください：",
  "code.FINDPASSWORD.subject": "{code}は{brand}のパスワード再設定コードです",
  "code.FINDPASSWORD.intro":
    "{brand}アカウントの新しいパスワードを設定するには、次のコードを入力してください：",
  "code.expiry": "このコードの有効期限は{minutes}分で、1回のみ使用できます。",
  "code.ignore":
    "お心当たりがない場合は、このメールを破棄してください。コードが使われない限り、何も変更されません。",
  "registered.subject": "{brand}アカウントはすでに登録済みです",
  "registered.body":
    "どなたか（おそらくお客様ご本人）が、このメールアドレスで{brand}アカウントを作成しようとしましたが、このアドレスのアカウントはすでに登録されています。パスワードでログインするか、パスワードをお忘れの場合はログインページから再設定してください。",
  "registered.ignore":
    "お心当たりがない場合は、このメールを破棄してください。アカウントに変更はありません。",
  "passwordChanged.subject": "{brand}のパスワードが変更されました",
  "passwordChanged.body":
    "{when}（UTC）に{brand}アカウントのパスワードが変更されました。ほかのすべての端末からはログアウトされています。",
  "passwordChanged.help":
    "お心当たりがない場合は、今すぐログインページからパスワードを再設定し、{supportEmail}までご連絡ください。",
  "newDevice.subject": "{brand}アカウントへの新しいログイン",
  "newDevice.body":
    "{when}（UTC）に、これまでに使われたことのない端末から{brand}アカウントへのログインがありました：{device}",
  "newDevice.help":
    "ご本人によるログインであれば、対応は不要です。お心当たりがない場合は、今すぐパスワードを変更し（ほかのすべての端末からログアウトされます）、{supportEmail} までご連絡ください。",
  "partnershipReceived.subject":
    "パートナーシップのお問い合わせを受け付けました",
  "partnershipReceived.body":
    "{name} 様、お問い合わせありがとうございます。{company} 様からのお問い合わせは {brand} パートナーシップチームに届きました。このメールアドレス宛てにご返信いたします。",
  "partnershipReceived.copy": "お問い合わせ内容：",
  "partnershipLead.subject": "[{brand} パートナー] {company}（{partnerType}）",
  "partnershipLead.intro": "新しいパートナーシップのお問い合わせ {leadId}",
  "partnershipLead.fields":
    "氏名：{name}\n会社名：{company}\nメール：{contactEmail}\nウェブサイト：{website}\n種別：{partnerType}\n言語：{leadLang}",
  signature: "{brand}チーム",
};
