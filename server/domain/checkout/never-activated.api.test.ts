/**
 * An eSIM downloaded but never used (docs/CHECKOUT.md#esim): the orders page labels it expired
 * once the simulator gives up on it after 180 days, and no longer lists it as current. On an app
 * of its own, as the simulator's schedule (ESIM_SIM_*) is fixed when an app is built.
 */
import { describe, expect, it } from "vitest";
import { DAY, useCheckoutApp } from "../../../tests/support/checkout.ts";
import { accountSteps } from "../../../tests/support/accounts.ts";

const FIVE_GB = { area: "japan", plan: "5gb-30-days" };

describe("an eSIM never activated", () => {
  // Downloaded after a day, never used: the simulator expires it after 180 days.
  const c = useCheckoutApp({ env: { ESIM_SIM_DOWNLOAD_AFTER: "1d", ESIM_SIM_ACTIVATE_AFTER: "400d" } });

  it("is labelled expired after 180 days, and is no longer current", async () => {
    const { email, token } = await c.account();
    const { order } = await c.buy(token, FIVE_GB);
    c.advance(DAY);
    expect(await c.ordersList(token, 1)).toMatchObject([{ orderNo: order.orderNo, label: "inactive" }]);
    c.advance(179 * DAY);
    // Sessions last 180 days too: the traveller signs in again.
    const again = (await accountSteps(c.t).logIn(email)).obj!.token;
    expect(await c.ordersList(again, 0)).toMatchObject([{ orderNo: order.orderNo, label: "expired", esim: { validityState: "EXPIRED" } }]);
    expect(await c.ordersList(again, 1)).toEqual([]);
  });
});
