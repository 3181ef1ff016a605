/** The marketing dialog a page shows this visitor, rendered with the page (PRODUCT.md#marketing-dialogs). */
import type { DialogPage } from "../../../shared/content/keys.ts";
import { dialogSeenCookie, dialogsSeenFrom } from "../../../shared/preferences.ts";
import type { RequestContext } from "../../load-context.ts";

export function marketingDialog(request: Request, context: RequestContext, page: DialogPage) {
  const seen = dialogsSeenFrom(request.headers.get("cookie"));
  const dialog = context.services.content.dialogFor(page, context.lang, seen);
  if (!dialog) return null;
  const { id, title, body, cta, link } = dialog;
  // The browser stores this when the dialog opens; from then on the server leaves it out.
  return { id, title, body, cta, link, seenCookie: dialogSeenCookie(seen, id, Date.now() / 1000) };
}

export type ShownDialog = NonNullable<ReturnType<typeof marketingDialog>>;
