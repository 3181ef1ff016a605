/** The console's language, texts and member, provided once by the console's layout (app/routes/admin/layout.tsx). */
import { createContext, useContext } from "react";
import type { Lang } from "../../shared/i18n/locales.ts";
import type { ConsoleKey, ConsoleMessages } from "./messages/en.ts";

/** The signed-in member as the pages see them; the server checks every action again. */
export interface ConsoleMember {
  email: string;
  roles: string[];
  permissions: string[];
}

export interface ConsoleData {
  lang: Lang;
  messages: ConsoleMessages;
  brand: string;
  member: ConsoleMember | null;
  /** The session's form key, carried by every form of a signed-in member. */
  formKey: string;
  /** The header's sign-out form's one-time token. */
  signOutToken: string;
}

export interface ConsoleText {
  lang: Lang;
  t: (key: ConsoleKey, vars?: Record<string, string | number>) => string;
  member: ConsoleMember | null;
  formKey: string;
  /** An instant as the console shows it: in UTC, in the member's language. */
  dateTime: (at: string | Date) => string;
}

export const ConsoleContext = createContext<ConsoleText | null>(null);

export function consoleText(data: ConsoleData): ConsoleText {
  const when = new Intl.DateTimeFormat(data.lang, { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });
  return {
    lang: data.lang,
    member: data.member,
    formKey: data.formKey,
    t(key, vars) {
      let text = (data.messages[key] ?? key).replaceAll("{brand}", data.brand);
      for (const [name, value] of Object.entries(vars ?? {})) text = text.replaceAll(`{${name}}`, String(value));
      return text;
    },
    dateTime: (at) => when.format(typeof at === "string" ? new Date(at) : at),
  };
}

export function useConsole(): ConsoleText {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error("useConsole outside the console's layout");
  return value;
}

/** A member's roles, named in the console's language and joined as a list. */
export function roleList(text: ConsoleText, roles: readonly string[]): string {
  const names = roles.map((role) => text.t(`role.${role}` as ConsoleKey));
  return new Intl.ListFormat(text.lang, { type: "conjunction" }).format(names);
}
