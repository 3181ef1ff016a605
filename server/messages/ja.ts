import type { ApiMessages } from "./en.ts";

export const ja: ApiMessages = {
  // --- protocol (server/http/protocol-errors.ts) ----------------------------------------
  "OK": "成功しました",
  "INVALID_JSON": "リクエストを読み取れませんでした。JSONの形式が正しくありません。",
  "INVALID_FIELD": "送信された情報の一部が正しくありません。",
  "UNSUPPORTED_MEDIA_TYPE": "リクエストはJSON形式で送信してください。",
  "BODY_TOO_LARGE": "リクエストのサイズが大きすぎます。",
  "BAD_SIGNATURE": "リクエストの署名がないか、無効です。ページを再読み込みしてもう一度お試しください。",
  "CLOCK_SKEW": "端末の時計が5分以上ずれています。日付と時刻を確認してから、もう一度お試しください。",
  "REPLAYED_REQUEST": "このリクエストはすでに受信済みです。もう一度お試しください。",
  "RATE_LIMITED": "リクエストが多すぎます。しばらく待ってからもう一度お試しください。",
  "NOT_FOUND": "このアドレスは存在しません。",
  "INTERNAL": "システムで問題が発生しました。しばらくしてからもう一度お試しください。",
  // --- catalogue (server/domain/catalog/errors.ts) --------------------------------------
  "AREA_NOT_FOUND": "その渡航先が見つかりませんでした。",
  "PLAN_NOT_FOUND": "そのプランが見つかりませんでした。販売が終了した可能性があります。",
  "NO_SUGGESTION": "この渡航先には、その旅程に対応するプランがまだありません。日数または1日の使用量を減らしてお試しください。",
  // --- content (server/domain/content/errors.ts) ----------------------------------------
  "RESOURCE_NOT_FOUND": "このコンテンツはご利用いただけません。",
  // --- accounts (server/domain/accounts/errors.ts) --------------------------------------
  "INVALID_EMAIL": "有効なメールアドレスを入力してください。",
  "WEAK_PASSWORD": "パスワードは8〜128文字で設定してください。",
  "COMMON_PASSWORD": "このパスワードはよく使われていて推測されやすいため、使用できません。別のパスワードを設定してください。",
  "CODE_TOO_SOON": "コードは先ほど送信済みです。カウントダウンが終わってから、新しいコードをリクエストしてください。",
  "CODE_INVALID": "コードが正しくありません。メールに記載されたコードを確認して、もう一度お試しください。",
  "CODE_LOCKED": "入力の誤りが多すぎたため、このコードは使用できなくなりました。新しいコードをリクエストしてください。",
  "CODE_EXPIRED": "このコードは有効期限が切れているか、すでに使用されています。新しいコードをリクエストしてください。",
  "EMAIL_TAKEN": "このメールアドレスのアカウントはすでに登録されています。ログインしてください。",
  "INVALID_CREDENTIALS": "メールアドレスまたはパスワードが正しくありません。",
  "LOGIN_THROTTLED": "ログインの失敗が続いています。しばらく待ってからもう一度お試しいただくか、パスワードを再設定してください。",
  "SENDS_THROTTLED": "コードのリクエストが多すぎます。しばらくしてからもう一度お試しください。",
  "SESSION_REQUIRED": "続けるには、もう一度ログインしてください。",
  "WRONG_PASSWORD": "現在のパスワードが正しくありません。",
  "GUEST_TOKEN_INVALID": "このゲストログインは有効期限が切れました。もう一度ゲストとして続行してください。",
  "PARTNER_KEY_INVALID": "このパートナーキーは無効です。APIキーとリクエストの署名を確認してください。",
  "RT_NOBEL_ERROR_10029": "ロボットではないことを確認してください。",
  // --- payments (server/domain/payments/errors.ts) ----------------------------------------
  "RT_NOBEL_ERROR_10031": "現在お支払いをご利用いただけません。カスタマーサービスまでお問い合わせください。",
  // --- INVALID_FIELD details: {field} is the dotted path of the offending field ---------
  "field.required": "「{field}」は必須項目です。",
  "field.type": "「{field}」の型が正しくありません。",
  "field.unknown": "「{field}」は使用できない項目です。",
  "field.range": "「{field}」の長さまたは値が範囲外です。",
  "field.format": "「{field}」の形式が正しくありません。",
  "field.value": "「{field}」の値は受け付けられません。",
};
