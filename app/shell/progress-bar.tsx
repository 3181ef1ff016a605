/**
 * Loading state (PRODUCT.md#loading-indicator): the layout counts as loading for its first
 * 500 ms (`data-loading`), and a thin bar shows a pending navigation. The bar appears only once a
 * navigation has taken 200 ms (quick ones show nothing) and fills over 5 s (CSS), then stays near
 * the end until the page arrives. Decorative: screen readers get the page change itself.
 */
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

export const INITIAL_LOADING_MS = 500;
export const PROGRESS_THROTTLE_MS = 200;

export function ProgressBar() {
  const pending = useNavigation().state !== "idle";
  const [starting, setStarting] = useState(true);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarting(false), INITIAL_LOADING_MS);
    return () => clearTimeout(timer);
  }, []);
  // Shown only after the throttle; hidden again as soon as nothing is pending.
  const [shownFor, setShownFor] = useState(pending);
  if (shownFor !== pending) {
    setShownFor(pending);
    if (!pending) setShown(false);
  }
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setShown(true), PROGRESS_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  return <div className={shown ? "progress active" : "progress"} aria-hidden="true" data-loading={starting || pending} />;
}
