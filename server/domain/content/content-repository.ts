/** Reads all content in one pass, with the version counter it shares with the catalogue. */
import { eq } from "drizzle-orm";
import type { Db } from "../../kernel/index.ts";
import { banners, contentResources, dialogs } from "../../db/schema.ts";
import { readCatalogVersion } from "../catalog/index.ts";
import type { ContentData } from "./content-snapshot.ts";

export async function readContent(db: Db): Promise<ContentData> {
  // One transaction so the version matches the rows read with it (repeatable snapshot).
  return db.transaction(
    async (tx) => {
      const version = await readCatalogVersion(tx);
      const [bannerRows, dialogRows, documents] = [
        await tx.select().from(banners).where(eq(banners.active, true)).orderBy(banners.position),
        await tx.select().from(dialogs),
        await tx.select({ key: contentResources.key, lang: contentResources.lang, body: contentResources.body }).from(contentResources),
      ];
      return { version, banners: bannerRows, dialogs: dialogRows, documents };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
