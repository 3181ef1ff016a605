import type { Messages } from "./en.ts";

export const zhCN: Messages = {
  "meta.home.title": "{brand}：覆盖 200 多个目的地的 eSIM 流量套餐",
  "meta.home.description": "几分钟即可购买旅行 eSIM：适用于单个国家、区域及全球旅行的流量套餐，价格清晰，即时发货。",
  "home.heading": "无论去哪里，随时保持在线",
  "home.destinations": "目的地",
  "home.from": "{price} 起",
  "notFound.title": "您好像迷路了",
  "notFound.description": "找不到此页面。",
  "notFound.home": "返回首页",
  "demo.notice": "演示目录：套餐和价格均为示例数据。",
};
