/** Store-wide facts pages need while rendering: brand links, display currency, current path. */
import { createContext, useContext } from "react";
import type { CurrencyCode } from "../../shared/money.ts";

export interface StoreInfo {
  brand: {
    name: string;
    slug: string;
    supportEmail: string;
    whyUrl: string;
    blogUrl: string;
    iosAppUrl: string;
    androidAppUrl: string;
  };
  currency: CurrencyCode;
  currencySymbol: string;
  /** Current path without the language prefix. */
  path: string;
}

export const StoreContext = createContext<StoreInfo | null>(null);

export function useStore(): StoreInfo {
  const value = useContext(StoreContext);
  if (!value) throw new Error("useStore outside the locale layout");
  return value;
}
