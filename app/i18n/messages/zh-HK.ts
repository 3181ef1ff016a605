import type { Messages } from "./en.ts";

export const zhHK: Messages = {
  "meta.home.title": "{brand}：覆蓋 200 多個目的地的 eSIM 數據計劃",
  "meta.home.description": "幾分鐘就買到旅遊 eSIM：適用於單一國家、地區及環球旅程的數據計劃，價錢清晰，即時送達。",
  "home.heading": "去到邊都保持連線",
  "home.destinations": "目的地",
  "home.from": "{price} 起",
  "notFound.title": "你好似迷咗路",
  "notFound.description": "找不到此頁面。",
  "notFound.home": "返回主頁",
  "demo.notice": "示範目錄：計劃及價錢均為示例資料。",
};
