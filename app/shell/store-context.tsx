/** Store-wide facts pages need while rendering: brand links, display currency, current path, the captcha. */
import { createContext, useContext } from "react";
import type { BrandLinks } from "../../shared/brand.ts";
import type { CurrencyCode } from "../../shared/money.ts";
import type { CaptchaSettings } from "../../shared/captcha.ts";

export interface StoreInfo {
  brand: BrandLinks;
  currency: CurrencyCode;
  currencySymbol: string;
  /** Current path without the language prefix. */
  path: string;
  /** The guest log-in's captcha (PRODUCT.md#guest-log-in): ALTCHA, or reCAPTCHA with its public site key and version. */
  captcha: CaptchaSettings;
}

export const StoreContext = createContext<StoreInfo | null>(null);

export function useStore(): StoreInfo {
  const value = useContext(StoreContext);
  if (!value) throw new Error("useStore outside the locale layout");
  return value;
}
