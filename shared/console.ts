/**
 * Where the operator console lives and what it keeps in the browser (docs/CONSOLE.md): shared by
 * the server (its headers, the request's language) and the console's pages.
 */
import { canonicalLang, type Lang } from "./i18n/locales.ts";

export const CONSOLE_PREFIX = "/admin";
/** The staff roles (server/domain/staff/staff-permissions.ts says what each allows). */
export const STAFF_ROLES = ["owner", "support", "catalogue", "finance", "partners"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** The console session's token: HttpOnly, SameSite=Strict, ends with the browser (the server ends it sooner). */
export const STAFF_COOKIE = "staff_session";
/** The console's language, chosen in its header; apart from the storefront's language cookie. */
export const CONSOLE_LANG_COOKIE = "admin_lang";
/** The field every signed-in console form carries (the session's form key). */
export const CONSOLE_FORM_KEY_FIELD = "formKey";

export const isConsolePath = (path: string): boolean => path === CONSOLE_PREFIX || path.startsWith(`${CONSOLE_PREFIX}/`) || path.startsWith(`${CONSOLE_PREFIX}.`);

/** The console language a cookie names, if it names one. */
export const consoleLangOf = (value: string | undefined): Lang | null => canonicalLang(value ?? "") ?? null;
