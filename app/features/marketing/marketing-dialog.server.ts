/** The marketing dialog a page shows this visitor, rendered with the page (PRODUCT.md#marketing-dialogs). */
import type { DialogPage } from "../../../shared/content/keys.ts";
import { dialogSeenCookie, dialogsSeenFrom, SEEN_AT } from "../../../shared/preferences.ts";
import type { RequestContext } from "../../load-context.ts";

export function marketingDialog(request: Request, context: RequestContext, page: DialogPage) {
  const seen = dialogsSeenFrom(request.headers.get("cookie"));
  const dialog = context.services.content.dialogFor(page, context.lang, seen);
  if (!dialog) return null;
  const { id, title, body, cta, link } = dialog;
  // The browser stores this when the dialog opens, with that moment put in (marketing-dialog.tsx);
  // from then on the server leaves it out. Nothing here depends on the moment of rendering, so
  // the page can be kept (server/http/page-cache.ts).
  return { id, title, body, cta, link, seenCookie: dialogSeenCookie(id, SEEN_AT) };
}

export type ShownDialog = NonNullable<ReturnType<typeof marketingDialog>>;
