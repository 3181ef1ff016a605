/**
 * The account overlays (PRODUCT.md#account-overlays), loaded when one first opens: the guest or
 * login chooser (status 0), the verification code dialog (status 3), the registration-success
 * dialog, the promo-code dialog (a chunk of its own: most visitors who open an overlay are signing
 * in and never need it), and a toast for messages that outlive them. Native modal <dialog>s:
 * labelled, Escape closes, focus moves in and returns to what opened them.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { returnsAfterLogin, loginPath } from "../../../shared/access-guard.ts";
import { localizePath } from "../../../shared/i18n/paths.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { guestLogIn } from "./account-flows.ts";
import { recaptchaToken } from "./recaptcha.ts";
import { recaptchaSetup, type RecaptchaSetup } from "../../../shared/captcha.ts";
import { useStore } from "../../shell/store-context.tsx";
import { useAccount, type Overlay } from "../../shell/account-context.ts";
import { CaptchaCheck } from "./captcha-check.tsx";
import { RecaptchaCheck } from "./recaptcha-check.tsx";
import { CodeDialog, keptCodeRequest } from "./code-dialog.tsx";
import { Modal } from "../../ui/modal.tsx";

const PromoDialog = lazy(() => import("../promo/promo-dialog.tsx"));

/**
 * The overlay a `login` status opens (PRODUCT.md#account-overlays): 3 reopens the code dialog of
 * this tab's code request while its code may still be used; without one, and at 0, the chooser.
 */
export function overlayOfStatus(status: string): Overlay {
  const request = status === "3" ? keptCodeRequest() : null;
  return request ? { kind: "code", request } : { kind: "chooser" };
}

/** The captcha's setup for this store, or the setup error (logged, and shown to travellers as "could not load"). */
function useCaptchaSetup(): RecaptchaSetup | Error | null {
  const { captcha } = useStore();
  const { lang } = useI18n();
  return useMemo(() => {
    if (captcha.provider !== "recaptcha") return null;
    try {
      return recaptchaSetup(captcha, lang);
    } catch (err) {
      return err as Error;
    }
  }, [captcha, lang]);
}

function Chooser({ next, onClose, onToast }: { next?: string; onClose: () => void; onToast: (text: string) => void }) {
  const { t, lang } = useI18n();
  const { path } = useStore();
  const { pathname, search } = useLocation();
  const { revalidate } = useRevalidator();
  const recaptcha = useCaptchaSetup();
  // v3 and Enterprise score the visit: nothing to tick, the token is asked for at Continue.
  const invisible = recaptcha !== null && !(recaptcha instanceof Error) && recaptcha.invisible;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  // A new round draws a new widget: an answer is good once, and a failed load is tried again.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [widgetFailed, setWidgetFailed] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A login begun on a plan page comes back to it; one begun with Buy goes on to checkout (PRODUCT.md#account-overlays).
  const returnTo = next ?? (returnsAfterLogin(path) ? pathname + search : null);

  /** A v3 / Enterprise token, or null with the reason logged for the developer. */
  async function invisibleAnswer(): Promise<string | null> {
    try {
      if (recaptcha instanceof Error) throw recaptcha;
      return recaptcha ? await recaptchaToken(recaptcha) : null;
    } catch (err) {
      console.error(err);
      return null;
    }
  }

  async function continueAsGuest(captchaDemanded = captchaShown): Promise<void> {
    let token = answer ?? "";
    if (captchaDemanded && recaptcha instanceof Error) {
      console.error(recaptcha);
      return setError(t("captcha.unavailable"));
    }
    if (captchaDemanded && !invisible && !token) {
      // No answer, no log-in (PRODUCT.md#account-overlays); a widget that failed to load is drawn again.
      if (widgetFailed) {
        setWidgetFailed(false);
        setCaptchaRound((n) => n + 1);
      }
      return setError(t("captcha.tick"));
    }
    setBusy(true);
    setError(null);
    if (captchaDemanded && invisible) {
      token = (await invisibleAnswer()) ?? "";
      if (!token) {
        setBusy(false);
        return setError(t("captcha.unavailable"));
      }
    }
    const result = await guestLogIn(lang, token, t("common.networkError"));
    if (result.ok) {
      setBusy(false);
      onClose();
      if (next) await navigate(next);
      await revalidate();
      return;
    }
    setAnswer(null);
    if (token) setCaptchaRound((n) => n + 1);
    if (result.captcha) {
      setCaptchaShown(true);
      // The server asks (PRODUCT.md#captcha): a score-based captcha needs nothing of the traveller, so it is asked at once.
      if (invisible && !captchaDemanded) return continueAsGuest(true);
      setBusy(false);
      setError(t(invisible ? "captcha.failed" : "captcha.tick"));
    } else {
      setBusy(false);
      onToast(result.message);
    }
  }

  /** An answer, or null when it expired: the traveller is asked to tick the captcha again (PRODUCT.md#captcha). */
  function onCaptchaAnswer(value: string | null) {
    setAnswer(value);
    setError(value ? null : t("captcha.tick"));
  }

  function onRecaptchaUnavailable() {
    setWidgetFailed(true);
    setError(t("captcha.unavailable"));
  }

  const signupTo = localizePath(lang, "/signup") + (returnTo ? `?redirect=${encodeURIComponent(returnTo)}` : "");
  return (
    <Modal title={t("chooser.title")} className="chooser" onClose={onClose}>
      <p>{t("chooser.text")}</p>
      {captchaShown && recaptcha === null && <CaptchaCheck key={captchaRound} onAnswer={onCaptchaAnswer} />}
      {captchaShown && recaptcha !== null && !(recaptcha instanceof Error) && !recaptcha.invisible && (
        <RecaptchaCheck key={captchaRound} setup={recaptcha} onAnswer={onCaptchaAnswer} onUnavailable={onRecaptchaUnavailable} />
      )}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="button wide" disabled={busy} aria-busy={busy} onClick={() => void continueAsGuest()}>
        {busy ? t("account.wait") : t("chooser.guest")}
      </button>
      <p className="chooser-links">
        <Link to={loginPath(lang, returnTo)} onClick={onClose}>
          {t("chooser.login")}
        </Link>
        <Link to={signupTo} onClick={onClose}>
          {t("chooser.signup")}
        </Link>
      </p>
    </Modal>
  );
}

function Registered({ onClose, onPromo }: { onClose: () => void; onPromo: () => void }) {
  const { t } = useI18n();
  return (
    <Modal title={t("registered.title")} className="registered" onClose={onClose}>
      <p>{t("registered.text")}</p>
      {/* PRODUCT.md#account-overlays: the link opens the promo dialog, which takes this one's place (closing it
          first: the host shows one overlay at a time). A button, as it opens a dialog rather than a page. */}
      <p>
        <button type="button" className="link-button" aria-haspopup="dialog" onClick={onPromo}>
          {t("registered.promo")}
        </button>
      </p>
      <form method="dialog">
        <button type="submit" className="button wide">
          {t("registered.ok")}
        </button>
      </form>
    </Modal>
  );
}

export default function AccountOverlays() {
  const { account, overlay, open } = useAccount();
  const { t } = useI18n();
  const [toast, setToast] = useState<string | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 6_000);
    return () => clearTimeout(timer);
  }, [toast]);
  const close = () => open(null);
  return (
    <>
      {overlay?.kind === "chooser" && <Chooser next={overlay.next} onClose={close} onToast={setToast} />}
      {overlay?.kind === "code" && (
        <CodeDialog
          request={overlay.request}
          onClose={close}
          onRegistered={(merchant) => {
            // A partner's visitor gets a toast, everyone else the welcome dialog (PRODUCT.md#account-overlays).
            if (merchant) {
              close();
              setToast(t("registered.toast"));
            } else open({ kind: "registered" });
          }}
        />
      )}
      {overlay?.kind === "registered" && <Registered onClose={close} onPromo={() => open({ kind: "promo" })} />}
      {/* Account logins only: signing out (the account gone) closes it (PRODUCT.md#promo-codes). */}
      {overlay?.kind === "promo" && account?.loginType === "accountLogin" && (
        <Suspense fallback={null}>
          <PromoDialog
            email={account.email}
            onClose={close}
            onRedeemed={(text) => {
              close();
              setToast(text);
            }}
          />
        </Suspense>
      )}
      <div className="toast-region" role="status" aria-live="polite">
        {toast && <p className="toast">{toast}</p>}
      </div>
    </>
  );
}
