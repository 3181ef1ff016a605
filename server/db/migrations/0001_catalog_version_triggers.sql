-- Bump catalog_version on any write to catalogue tables, so every server instance notices
-- (it polls the single row) and rebuilds its in-memory catalogue and response cache.
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER areas_bump_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "areas" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER area_countries_bump_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "area_countries" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER plans_bump_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plans" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER recommended_plans_bump_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recommended_plans" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER banners_bump_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER dialogs_bump_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dialogs" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER content_resources_bump_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_resources" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
