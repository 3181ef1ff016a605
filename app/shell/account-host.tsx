/**
 * The account overlays' host (PRODUCT.md#account-overlays): one status drives them (the chooser
 * at 0, the verification code at 3, none at -1; the `login` query parameter sets it, for a
 * visitor who is not signed in), and the
 * overlays' code is fetched only when one first opens, so an anonymous visitor's first page
 * carries none of it. Also drops a stale session at start (docs/decisions/0011).
 */
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { AccountContext, type Account, type AccountUi, type Overlay } from "./account-context.ts";
import { useOpenOverlay } from "./open-overlays.tsx";

const AccountOverlays = lazy(() => import("../features/account/account-overlays.tsx"));
export const preloadOverlays = () => void import("../features/account/account-overlays.tsx");

/** Account status values of the `login` query parameter (PRODUCT.md#account-overlays). */
const STATUS_CLOSED = "-1";
const STATUS_OPENS = ["0", "3"];

export function AccountHost({ account, children }: { account: Account | null; children: ReactNode }) {
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const [loaded, setLoaded] = useState(false);
  const { search } = useLocation();
  useOpenOverlay(overlay !== null);

  useEffect(() => {
    const status = new URLSearchParams(search).get("login");
    // In an effect, not while rendering: a modal dialog opens only in the browser, after hydration.
    /* eslint-disable react-hooks/set-state-in-effect */
    if (status === STATUS_CLOSED) setOverlay(null);
    else if (status && STATUS_OPENS.includes(status) && !account) {
      setLoaded(true);
      // Which overlay a status opens is decided by the overlays' own code, loaded now anyway.
      void import("../features/account/account-overlays.tsx").then((m) => setOverlay(m.overlayOfStatus(status)));
    }
    /* eslint-enable react-hooks/set-state-in-effect */
    // Only the address sets the status; signing in does not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  useEffect(() => {
    // Only a visitor who has (or had) a session pays for the check.
    if (!account && !document.cookie.includes("session=")) return;
    void import("../features/account/session.ts").then((m) => {
      // Rare (a record past 180 days): a fresh load shows the page signed out.
      if (m.dropStaleSession(account !== null)) location.reload();
    });
  }, [account]);

  const ui = useMemo<AccountUi>(
    () => ({
      account,
      overlay,
      open(next) {
        if (next) setLoaded(true);
        setOverlay(next);
      },
    }),
    [account, overlay],
  );
  return (
    <AccountContext.Provider value={ui}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <AccountOverlays />
        </Suspense>
      )}
    </AccountContext.Provider>
  );
}
