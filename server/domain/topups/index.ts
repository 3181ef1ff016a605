/** eSIM data top-ups' rules (docs/WALLET.md#top-ups): which packages fit an eSIM, what each adds, and why an eSIM takes none. Placing and applying one is the checkout's. */
export { topupAdds, topupBlock, topupPackages, type TopupCandidate, type TopupTarget } from "./topup-rules.ts";
export { TOPUP_ERRORS, type TopupError } from "./errors.ts";
