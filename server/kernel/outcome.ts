/**
 * A domain answer that can be refused for a business reason: the object, or a code the HTTP
 * layer turns into a localized message (server/http/errors.ts). A refusal is not an exception:
 * it changes nothing and is answered with HTTP 200 and the code.
 */
export type Outcome<T, C extends string = string> = { ok: true; obj: T } | { ok: false; code: C };

export const ok = <T>(obj: T): { ok: true; obj: T } => ({ ok: true, obj });
export const no = <C extends string>(code: C): { ok: false; code: C } => ({ ok: false, code });
