/** `/admin/sign-out` (the header's button): ends the session on the server and clears its cookie. */
import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { CONSOLE_PREFIX } from "../../../shared/console.ts";
import { guardConsoleForm, requireStaff, staffClient, staffCookie } from "../../console/console.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireStaff(request, context);
  const form = await request.formData();
  // A sign-out posted by another page of another session, or in a flood, changes nothing.
  if (await guardConsoleForm(context, "staffAction", form, member)) throw redirect(CONSOLE_PREFIX);
  await context.services.staff.signOut(member.token, staffClient(request, context));
  throw redirect(`${CONSOLE_PREFIX}/sign-in?signed-out`, { headers: { "Set-Cookie": staffCookie(request, null) } });
}

export const loader = () => redirect(CONSOLE_PREFIX);
