/**
 * Loading state: a thin bar at the top while a page loads, and for the first 500 ms after the
 * layout mounts (PRODUCT.md#loading-indicator). Decorative: screen readers get the page change itself.
 */
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

export const INITIAL_LOADING_MS = 500;

export function ProgressBar() {
  const navigation = useNavigation();
  const [starting, setStarting] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setStarting(false), INITIAL_LOADING_MS);
    return () => clearTimeout(timer);
  }, []);
  const active = starting || navigation.state !== "idle";
  return <div className={active ? "progress active" : "progress"} aria-hidden="true" data-loading={active} />;
}
