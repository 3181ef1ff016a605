/**
 * Build step (vite.config.ts): a phone counts as mobile whatever its width
 * (PRODUCT.md#mobile-layout). The server marks such requests `<html data-mobile>`; this PostCSS
 * plugin copies every rule of the stylesheet's `@media (max-width: 768px)` blocks to the top level
 * under `html[data-mobile]`, so the mobile layout is written once and applies either way.
 */
import type { AtRule, PluginCreator } from "postcss";

export const MOBILE_MEDIA = "(max-width: 768px)";
export const MOBILE_ROOT = "html[data-mobile]";

/** `.nav ul` -> `html[data-mobile] .nav ul`; `html`/`:root` themselves become the marked root. */
export function underMobileRoot(selector: string): string {
  const s = selector.trim();
  const root = /^(html|:root)(?![\w-])/.exec(s);
  return root ? MOBILE_ROOT + s.slice(root[0].length) : `${MOBILE_ROOT} ${s}`;
}

// Types only: PostCSS itself runs inside Vite.
export const mobileUserAgentCss: PluginCreator<void> = () => {
  return {
    postcssPlugin: "mobile-user-agent",
    Once(root) {
      const blocks: AtRule[] = [];
      root.walkAtRules("media", (at) => {
        if (at.parent?.type === "root" && at.params.replace(/\s+/g, " ").trim() === MOBILE_MEDIA) blocks.push(at);
      });
      for (const block of blocks) {
        const copy = block.clone();
        copy.walkRules((rule) => {
          // Keyframe steps ("from", "50%") are not selectors.
          if (rule.parent?.type === "atrule" && /keyframes$/.test((rule.parent as AtRule).name)) return;
          rule.selectors = rule.selectors.map(underMobileRoot);
        });
        block.after(copy.nodes ?? []);
      }
    },
  };
};
mobileUserAgentCss.postcss = true;
