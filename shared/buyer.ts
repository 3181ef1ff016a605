/**
 * Who a session buys as: the user, their login type and address, the shape orders, top-ups and
 * recharges take (`Buyer`, `Holder`). In one place so the API and the pages' no-JavaScript
 * actions hand the services the same buyer; here in shared/ because the pages may not import
 * server code, and typed by its shape for the same reason.
 */
export const buyerOf = <L extends string>(session: { userId: string; loginType: L; email: string | null }) => ({
  userId: session.userId,
  loginType: session.loginType,
  email: session.email,
});
