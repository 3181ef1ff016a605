import type { MailTexts } from "./en.ts";

export const tr: MailTexts = {
  "code.REGISTER.subject": "{code} {brand} doğrulama kodunuzdur",
  "code.REGISTER.intro":
    "{brand} hesabınızı oluşturmayı tamamlamak için bu kodu kullanın:",
  "code.FINDPASSWORD.subject": "{code} {brand} şifre sıfırlama kodunuzdur",
  "code.FINDPASSWORD.intro":
    "{brand} hesabınız için yeni bir şifre belirlemek üzere bu kodu kullanın:",
  "code.expiry":
    "Kod {minutes} dakika boyunca geçerlidir ve yalnızca bir kez kullanılabilir.",
  "code.ignore":
    "Bu kodu siz istemediyseniz bu e-postayı dikkate almayabilirsiniz: Kod olmadan hiçbir şey değişmez.",
  "registered.subject": "Zaten bir {brand} hesabınız var",
  "registered.body":
    "Birisi, büyük olasılıkla siz, bu e-posta adresiyle bir {brand} hesabı oluşturmaya çalıştı; ancak bu adrese ait bir hesap zaten var. Şifrenizle giriş yapabilir ya da şifrenizi unuttuysanız giriş sayfasından sıfırlayabilirsiniz.",
  "registered.ignore":
    "Bu işlemi siz yapmadıysanız bu e-postayı dikkate almayabilirsiniz: Hesabınızda hiçbir değişiklik olmadı.",
  "passwordChanged.subject": "{brand} şifreniz değiştirildi",
  "passwordChanged.body":
    "{brand} hesabınızın şifresi {when} (UTC) tarihinde değiştirildi. Diğer tüm cihazlarda oturumunuz kapatıldı.",
  "passwordChanged.help":
    "Bu değişikliği siz yapmadıysanız hemen giriş sayfasından şifrenizi sıfırlayın ve {supportEmail} adresine yazın.",
  "newDevice.subject": "{brand} hesabınızda yeni oturum açıldı",
  "newDevice.body":
    "{brand} hesabınızda {when} (UTC) tarihinde daha önce görmediğimiz bir cihazdan oturum açıldı: {device}.",
  "newDevice.help":
    "Bu sizseniz yapmanız gereken bir şey yok. Değilse şifrenizi hemen değiştirin (bu, diğer tüm cihazlarda oturumu kapatır) ve {supportEmail} adresine yazın.",
  "partnershipReceived.subject": "İş ortaklığı talebinizi aldık",
  "partnershipReceived.body":
    "Teşekkürler {name}. {company} için gönderdiğiniz talep {brand} iş ortaklığı ekibine ulaştı; bu adrese yanıt vereceğiz.",
  "partnershipReceived.copy": "Mesajınız:",
  "partnershipLead.subject": "[{brand} iş ortakları] {company} ({partnerType})",
  "partnershipLead.intro": "Yeni iş ortaklığı talebi {leadId}",
  "partnershipLead.fields":
    "Ad: {name}\nŞirket: {company}\nE-posta: {contactEmail}\nWeb sitesi: {website}\nTür: {partnerType}\nDil: {leadLang}",
  signature: "{brand} Ekibi",
};
