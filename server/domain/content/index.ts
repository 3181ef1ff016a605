/** Content's public surface: the service that answers banners, dialogs and documents, and its business failures. */
export { createContentService, type ContentService } from "./content-service.ts";
export { CONTENT_ERRORS } from "./errors.ts";
