/** The audit log's search as the page's address carries it (`member`, `action`, `target`, `from`, `to`), read once for the page and its CSV. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export interface AuditSearch {
  member: string;
  action: string;
  target: string;
  from: string;
  to: string;
}

export function auditSearch(url: URL): AuditSearch {
  const get = (name: string) => (url.searchParams.get(name) ?? "").trim().slice(0, 200);
  return { member: get("member"), action: get("action"), target: get("target"), from: get("from"), to: get("to") };
}

/** A UTC day as the instant it starts, if it is one. */
const dayStart = (day: string): Date | undefined => {
  if (!DAY.test(day)) return undefined;
  const at = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? undefined : at;
};

/** The staff service's filter: `to` includes its whole day. */
export function auditFilter(search: AuditSearch) {
  const to = dayStart(search.to);
  return {
    staffId: search.member || undefined,
    action: search.action || undefined,
    targetId: search.target || undefined,
    from: dayStart(search.from),
    to: to && new Date(to.getTime() + DAY_MS),
  };
}

/** The search as a query string (without the page's cursor), for the next page's link and the CSV's. */
export function auditQuery(search: AuditSearch, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...search, ...extra })) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}
