/**
 * The captcha port: what the domain may ask of a captcha (PRODUCT.md#guest-log-in).
 * Implementations: ALTCHA (default; self-hosted proof of work, no third party) and Google
 * reCAPTCHA (v2, v3 or Enterprise), chosen with CAPTCHA_PROVIDER.
 */
export interface Captcha {
  readonly provider: "altcha" | "recaptcha";
  /**
   * Whether `response` (what the widget produced) proves a human, for a visitor at `ip`.
   * A response is good once: the same one is refused the second time.
   */
  verify(response: string, ip: string): Promise<boolean>;
  /** A challenge for the widget to solve, for providers that issue their own (ALTCHA). */
  challenge?(): Promise<object>;
}
