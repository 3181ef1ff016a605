/**
 * `/signout`: the no-JavaScript door of the account menu's Sign out and the security page's "sign
 * out everywhere" (PRODUCT.md#roles). Their forms post here; the session ends on the server, the
 * cookie is cleared, and the visitor goes back to the page they were on, or home from an account
 * page. With JavaScript the same buttons sign out through the API and never post here.
 *
 * The post must carry the sign-out token of the session it ends (a page drawn for that session
 * has it) and passes the page-form guard; anything else shows this page with a fresh form.
 */
import { Form, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/sign-out";
import { messagesFor } from "../i18n/messages.server.ts";
import { FORM_TOKEN_FIELD } from "../../shared/api/protocol.ts";
import { RETURN_PARAM } from "../../shared/access-guard.ts";
import { SIGN_OUT_EVERYWHERE } from "../../shared/session-record.ts";
import { AccountPage, FormMessage, TokenField, type FormOutcome } from "../features/account/account-form.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { afterSignOut, field, guardForm, signedOutRedirect, signOutToken } from "../features/account/account-forms.server.ts";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
  const from = new URL(request.url).searchParams.get(RETURN_PARAM) ?? "";
  if (!context.session || !context.token) throw redirect(afterSignOut(from, context.lang));
  return { formToken: signOutToken(context.token), from, messages: messagesFor(context.lang, ["form", "signOut"]) };
}

export async function action({ request, context }: Route.ActionArgs): Promise<FormOutcome> {
  const form = await request.formData();
  const to = afterSignOut(field(form, RETURN_PARAM), context.lang);
  const refused = await guardForm(context, "signout", form, "");
  if (refused) return refused;
  const { session, token } = context;
  // Already signed out (another tab, an expired session): only the cookie is left to clear.
  if (!session || !token) throw signedOutRedirect(to);
  if (field(form, FORM_TOKEN_FIELD) !== signOutToken(token)) return { status: "expired", email: "" };
  const { accounts } = context.services;
  if (field(form, "scope") === SIGN_OUT_EVERYWHERE) await accounts.logoutEverywhere(session);
  else await accounts.logout(session);
  throw signedOutRedirect(to);
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "account.signOut", "signOut.lead", "/signout");
}

export default function SignOut() {
  const { t } = useI18n();
  const { formToken, from } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return (
    <AccountPage title={t("account.signOut")} lead={t("signOut.lead")}>
      <FormMessage outcome={outcome} />
      {/* A full page load: the page after it is drawn signed out by the server. */}
      <Form method="post" reloadDocument>
        <TokenField token={formToken} />
        <input type="hidden" name={RETURN_PARAM} value={from} />
        <button type="submit" className="button wide">
          {t("account.signOut")}
        </button>
      </Form>
    </AccountPage>
  );
}
