import type { MailTexts } from "./en.ts";

export const tr: MailTexts = {
  "code.REGISTER.subject": "{code} {brand} doğrulama kodunuzdur",
  "code.REGISTER.intro": "{brand} hesabınızı oluşturmayı tamamlamak için bu kodu kullanın:",
  "code.FINDPASSWORD.subject": "{code} {brand} şifre sıfırlama kodunuzdur",
  "code.FINDPASSWORD.intro": "{brand} hesabınız için yeni bir şifre belirlemek üzere bu kodu kullanın:",
  "code.expiry": "Kod {minutes} dakika boyunca geçerlidir ve yalnızca bir kez kullanılabilir.",
  "code.ignore": "Bu kodu siz istemediyseniz bu e-postayı dikkate almayabilirsiniz: Kod olmadan hiçbir şey değişmez.",
  "registered.subject": "Zaten bir {brand} hesabınız var",
  "registered.body": "Birisi, büyük olasılıkla siz, bu e-posta adresiyle bir {brand} hesabı oluşturmaya çalıştı; ancak bu adrese ait bir hesap zaten var. Şifrenizle giriş yapabilir ya da şifrenizi unuttuysanız giriş sayfasından sıfırlayabilirsiniz.",
  "registered.ignore": "Bu işlemi siz yapmadıysanız bu e-postayı dikkate almayabilirsiniz: Hesabınızda hiçbir değişiklik olmadı.",
  "passwordChanged.subject": "{brand} şifreniz değiştirildi",
  "passwordChanged.body": "{brand} hesabınızın şifresi {when} (UTC) tarihinde değiştirildi. Diğer tüm cihazlarda oturumunuz kapatıldı.",
  "passwordChanged.help": "Bu değişikliği siz yapmadıysanız hemen giriş sayfasından şifrenizi sıfırlayın ve {supportEmail} adresine yazın.",
  "signature": "{brand} Ekibi",
};
