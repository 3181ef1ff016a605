/** The shared kernel: what every domain uses and no domain owns. */
export * from "./outcome.ts";
export * from "./tx.ts";
export * from "./clock.ts";
export * from "./ids.ts";
export * from "./qr-svg.ts";
export * from "./follower.ts";
