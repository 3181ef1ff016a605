-- Plan and area pages show the published reviews, and each server keeps those pages rendered for
-- visitors who are not signed in (server/http/page-cache.ts) until the catalogue version moves.
-- A review entering or leaving the published set, or a published one changing (its text, stars or
-- the store's reply), bumps the version: every instance drops its pages at its next poll. Reviews
-- waiting for moderation change nothing anyone sees, so they bump nothing.
CREATE TRIGGER reviews_published_insert_bump_catalog AFTER INSERT ON "reviews" FOR EACH ROW WHEN (NEW."status" = 'published') EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER reviews_published_update_bump_catalog AFTER UPDATE ON "reviews" FOR EACH ROW WHEN (OLD."status" = 'published' OR NEW."status" = 'published') EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER reviews_published_delete_bump_catalog AFTER DELETE ON "reviews" FOR EACH ROW WHEN (OLD."status" = 'published') EXECUTE FUNCTION bump_catalog_version();
