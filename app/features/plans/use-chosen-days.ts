/**
 * A daily plan's days as the traveller chose them (PRODUCT.md#daily-plans): read from the page's
 * `?days=`, so the server draws the same totals and links (without JavaScript too), and written
 * back into the address as they change, so a reload, a shared link or Back keeps them.
 */
import { useState } from "react";
import { useLocation } from "react-router";
import { chosenDays, DAYS_PARAM, DEFAULT_DAYS } from "../../../shared/daily-days.ts";

/**
 * The days and their setter. The address is rewritten in place (history.replaceState) rather than
 * navigated to: a navigation would run every loader of the page again on each click of + or −.
 * A real navigation (another plan's link, Back) brings its own `?days=`, read afresh.
 */
export function useChosenDays(): [number, (days: number) => void] {
  const location = useLocation();
  const fromAddress = () => chosenDays(new URLSearchParams(location.search).get(DAYS_PARAM));
  const [state, setState] = useState(() => ({ key: location.key, days: fromAddress() }));
  let days = state.days;
  if (state.key !== location.key) {
    days = fromAddress();
    setState({ key: location.key, days });
  }
  const choose = (next: number) => {
    setState({ key: location.key, days: next });
    const url = new URL(window.location.href);
    if (next === DEFAULT_DAYS) url.searchParams.delete(DAYS_PARAM);
    else url.searchParams.set(DAYS_PARAM, String(next));
    window.history.replaceState(window.history.state, "", url);
  };
  return [days, choose];
}

/** A page's address with the days a daily plan's link carries (none at the default, as the picker starts there). */
export function withDays(path: string, days: number | undefined): string {
  return days === undefined || days === DEFAULT_DAYS ? path : `${path}${path.includes("?") ? "&" : "?"}${DAYS_PARAM}=${days}`;
}
