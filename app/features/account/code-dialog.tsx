/**
 * The verification code dialog (PRODUCT.md#verification-code): six one-digit boxes, where the
 * code went (masked), errors, and the resend link with its 180 s countdown. Six digits are
 * checked at once; a REGISTER code then registers and logs in, a FINDPASSWORD code leads to the
 * reset-password page, and a DELETEACCOUNT code deletes the signed-in account
 * (PRODUCT.md#privacy-self-service), which the deletion itself checks.
 *
 * The request of an open dialog is kept for `?login=3` (status 3, PRODUCT.md#account-overlays):
 * in this tab's session storage without the password, which stays in memory only.
 */
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { CODE_LENGTH, digitsFrom, formatCountdown, maskEmail, resendSecondsLeft } from "../../../shared/account-display.ts";
import { localizePath } from "../../../shared/i18n/paths.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { deleteAccount, failure, registerAndLogIn, sendCode, sendDeletionCode } from "./account-flows.ts";
import { apiPost } from "../../api/api-client.ts";
import type { CodeRequest } from "../../shell/account-context.ts";
import { Modal } from "../../ui/modal.tsx";

const EMPTY = Array<string>(CODE_LENGTH).fill("");
const KEPT_KEY = "roamwell.codeRequest";
/** A code lives 10 minutes on the server (PRODUCT.md#verification-code); a request no longer. */
const CODE_LIFETIME_MS = 10 * 60_000;
/** The password of the kept REGISTER request: never written to storage, so lost on reload. */
let keptPassword: { email: string; password: string } | null = null;

function keepCodeRequest(request: CodeRequest) {
  const { password, ...rest } = request;
  keptPassword = password ? { email: request.email, password } : null;
  try {
    sessionStorage.setItem(KEPT_KEY, JSON.stringify(rest));
  } catch {
    // Storage disabled: `?login=3` has nothing to reopen.
  }
}

export function dropCodeRequest() {
  keptPassword = null;
  try {
    sessionStorage.removeItem(KEPT_KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * The code request this tab has in progress, for `?login=3`: one whose code may still be alive,
 * and for REGISTER only while its password is still in memory (same page load); else null.
 */
export function keptCodeRequest(): CodeRequest | null {
  let kept: CodeRequest | null = null;
  try {
    kept = JSON.parse(sessionStorage.getItem(KEPT_KEY) ?? "null") as CodeRequest | null;
  } catch {
    return null;
  }
  if (!kept || typeof kept.sentAt !== "number" || typeof kept.email !== "string" || Date.now() - kept.sentAt >= CODE_LIFETIME_MS) return null;
  if (kept.codeType === "FINDPASSWORD") return kept;
  if (kept.codeType === "REGISTER" && keptPassword?.email === kept.email) return { ...kept, password: keptPassword.password };
  return null;
}
/** The clock, read in event handlers and timers only. */
const clock = () => Date.now();

export function CodeDialog({ request, onClose, onRegistered }: { request: CodeRequest; onClose: () => void; onRegistered: (merchant: boolean) => void }) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [digits, setDigits] = useState<string[]>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [badBox, setBadBox] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentAt, setSentAt] = useState(request.sentAt);
  const [now, setNow] = useState(clock);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const networkError = t("common.networkError");
  const left = resendSecondsLeft(sentAt, now);

  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(clock()), 1_000);
    return () => clearInterval(timer);
  }, [left]);

  // Kept while the dialog is open and after it is closed, until its code is used.
  useEffect(() => keepCodeRequest({ ...request, sentAt }), [request, sentAt]);

  const focusBox = (i: number) => boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, i))]?.focus();

  async function verify(code: string) {
    setBusy(true);
    setError(null);
    const { email, codeType, password } = request;
    if (codeType === "DELETEACCOUNT") {
      const deleted = await deleteAccount(lang, code, networkError);
      setBusy(false);
      if (!deleted.ok) return setError(deleted.message);
      dropCodeRequest();
      onClose();
      await navigate(localizePath(lang, "/account-deleted"));
      await revalidate();
      return;
    }
    const check = await apiPost("/v1/check/verify-code", { codeType, verifyCode: code }, { lang, email });
    if (!check.success) {
      setBusy(false);
      setError(failure(check, networkError).message);
      return;
    }
    if (codeType === "FINDPASSWORD") {
      dropCodeRequest();
      onClose();
      // The code travels in history state, not in the address.
      await navigate(localizePath(lang, "/resetpwd"), { state: { email, code } });
      return;
    }
    const result = await registerAndLogIn(lang, email, password ?? "", code, networkError);
    setBusy(false);
    if (!result.ok) return setError(result.message);
    dropCodeRequest();
    await navigate(request.returnTo ?? localizePath(lang, "/"));
    await revalidate();
    onRegistered(Boolean(result.merchant));
  }

  function update(next: string[], focus: number) {
    setDigits(next);
    focusBox(focus);
    if (next.every(Boolean)) void verify(next.join(""));
  }

  function typed(i: number, value: string) {
    if (value === "") return update(digits.map((d, j) => (j === i ? "" : d)), i);
    const found = digitsFrom(value);
    if (found.length >= CODE_LENGTH) return fill(0, found);
    const char = value.slice(-1);
    if (!/^\d$/.test(char)) {
      // A non-digit is cleared and the box flagged (PRODUCT.md#verification-code).
      setDigits(digits.map((d, j) => (j === i ? "" : d)));
      setBadBox(i);
      setError(t("code.digitsOnly"));
      return;
    }
    setBadBox(null);
    if (error === t("code.digitsOnly")) setError(null);
    update(digits.map((d, j) => (j === i ? char : d)), i + 1);
  }

  function fill(from: number, found: string[]) {
    const start = found.length >= CODE_LENGTH ? 0 : from;
    const next = [...digits];
    found.forEach((d, k) => {
      if (start + k < CODE_LENGTH) next[start + k] = d;
    });
    setBadBox(null);
    setError(null);
    update(next, Math.min(CODE_LENGTH - 1, start + found.length));
  }

  function pasted(i: number, e: ClipboardEvent<HTMLInputElement>) {
    e.preventDefault();
    const found = digitsFrom(e.clipboardData.getData("text"));
    if (found.length === 0) {
      setBadBox(i);
      setError(t("code.digitsOnly"));
      return;
    }
    fill(i, found);
  }

  function key(i: number, e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Backspace" && !digits[i] && i > 0) {
      // Backspace in an empty box clears the one before and moves back to it.
      e.preventDefault();
      setDigits(digits.map((d, j) => (j === i - 1 ? "" : d)));
      focusBox(i - 1);
    } else if (e.key === "ArrowLeft") focusBox(i - 1);
    else if (e.key === "ArrowRight") focusBox(i + 1);
  }

  async function resend() {
    setError(null);
    const answer =
      request.codeType === "DELETEACCOUNT"
        ? await sendDeletionCode(lang, networkError)
        : await sendCode(lang, request.codeType, request.email, request.password, networkError);
    if (answer.ok) {
      setSentAt(clock());
      setNow(clock());
    } else setError(answer.message);
  }

  const errorId = "code-error";
  return (
    <Modal title={t("code.title")} className="code-dialog" onClose={onClose}>
      <p>{t("code.sentTo", { email: maskEmail(request.email) })}</p>
      {request.codeType === "DELETEACCOUNT" && <p className="error-text">{t("code.deleteNote")}</p>}
      <fieldset className="code-boxes" disabled={busy} aria-describedby={error ? errorId : undefined}>
        <legend className="visually-hidden">{t("code.title")}</legend>
        {digits.map((d, i) => (
          <input
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            value={d}
            onChange={(e) => typed(i, e.target.value)}
            onKeyDown={(e) => key(i, e)}
            onPaste={(e) => pasted(i, e)}
            onFocus={(e) => e.target.select()}
            inputMode="numeric"
            autoComplete={i === 0 ? "one-time-code" : "off"}
            pattern="[0-9]"
            aria-label={t("code.digit", { n: i + 1 })}
            aria-invalid={badBox === i || undefined}
            data-autofocus={i === 0 || undefined}
          />
        ))}
      </fieldset>
      <p id={errorId} className="error-text" role="alert">
        {busy ? <span className="hint">{t("code.checking")}</span> : error}
      </p>
      <p>
        <button type="button" className="link-button" disabled={left > 0 || busy} onClick={() => void resend()}>
          {left > 0 ? t("code.resendIn", { time: formatCountdown(left) }) : t("code.resend")}
        </button>
      </p>
    </Modal>
  );
}
