/**
 * Request and answer schemas of the content endpoints: home-page banners, marketing dialogs and
 * editorial documents, each in the request's language with the brand filled in. The stored form
 * of the same content (every language at once) is shared/content/schema.ts.
 */
import { z } from "zod";
import { CONTENT_KEYS, DIALOG_PAGES } from "../content/keys.ts";
import { requestSchema } from "./envelope.ts";

export const BannerRequest = requestSchema({});
export const BannerSchema = z.object({
  id: z.string(),
  link: z.string(),
  art: z.string(),
  title: z.string(),
  subtitle: z.string(),
  cta: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const DialogRequest = requestSchema({ page: z.enum(DIALOG_PAGES) });
export const DialogSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  cta: z.string(),
  link: z.string(),
  frequencyHours: z.number().int(),
});
export type Dialog = z.infer<typeof DialogSchema>;

export const ResourceRequest = requestSchema({ key: z.enum(CONTENT_KEYS) });
export const ResourceAnswer = z.object({
  key: z.string(),
  lang: z.string(),
  content: z.record(z.string(), z.unknown()),
});
