/** Links that stay in the visitor's language: pass the unprefixed path ("/japan"). */
import { Link, type LinkProps } from "react-router";
import { localizePath } from "../../shared/i18n/paths.ts";
import { useI18n } from "../i18n/i18n.tsx";

export function LocalLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const { lang } = useI18n();
  return <Link to={localizePath(lang, to)} {...props} />;
}
