/** The header's language button; the dialog itself is loaded the first time it is opened. */
import { lazy, Suspense, useState } from "react";
import { LANG_NAMES } from "../../shared/i18n/locales.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { useOpenOverlay } from "./open-overlays.tsx";

const LanguageDialog = lazy(() => import("../features/preferences/language-dialog.tsx"));

export function LanguagePicker() {
  const { t, lang } = useI18n();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useOpenOverlay(open);
  return (
    <>
      <button
        type="button"
        className="pref-button"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        // Start fetching the dialog as soon as the visitor shows intent.
        onPointerEnter={() => void import("../features/preferences/language-dialog.tsx")}
      >
        <span className="visually-hidden">{t("lang.label")}: </span>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="globe">
          <path d="M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        {LANG_NAMES[lang]}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <LanguageDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
