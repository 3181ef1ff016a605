import type { Messages } from "./en.ts";

export const ja: Messages = {
  "meta.home.title": "{brand}：200以上の渡航先で使えるeSIMデータプラン",
  "meta.home.description": "旅行用eSIMを数分で購入。国・地域・世界周遊向けのデータプランを、わかりやすい料金ですぐにお届けします。",
  "home.heading": "どこへ旅しても、つながる安心を",
  "home.destinations": "渡航先",
  "home.from": "{price}〜",
  "notFound.title": "道に迷ってしまったようです",
  "notFound.description": "ページが見つかりませんでした。",
  "notFound.home": "ホームに戻る",
  "demo.notice": "デモカタログ：プランと料金はサンプルデータです。",
};
