/** Partnership's public surface: the service that stores leads from the contact form. */
export { createPartnershipService, type PartnershipService } from "./partnership-service.ts";
