/**
 * "Continue as guest" (PRODUCT.md#guest-log-in). With JavaScript it opens the account chooser,
 * whose guest log-in handles the captcha; without, it is a form posted to the log-in page, whose
 * action signs the guest in on the server and returns to `next`.
 */
import { GUEST_FORM_INTENT } from "../../../shared/guest-auth.ts";
import { loginPath } from "../../../shared/access-guard.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { TokenField } from "./account-form.tsx";
import { useAccount } from "../../shell/account-context.ts";

export function GuestForm({ next, token, className = "button" }: { next: string | null; token: string; className?: string }) {
  const { t, lang } = useI18n();
  const { open } = useAccount();
  return (
    <form
      method="post"
      action={loginPath(lang, next)}
      className="guest-form"
      onSubmit={(e) => {
        e.preventDefault();
        open({ kind: "chooser", ...(next ? { next } : {}) });
      }}
    >
      <TokenField token={token} />
      <input type="hidden" name="intent" value={GUEST_FORM_INTENT} />
      <button type="submit" className={className}>
        {t("chooser.guest")}
      </button>
    </form>
  );
}
