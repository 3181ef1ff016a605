/**
 * Staff accounts' public surface (docs/CONSOLE.md): the service (the first owner, invitations,
 * set-up with TOTP, sign-in, sessions, disabling, the audit log), the roles and permissions as
 * data, the views it answers, its business failures, and `recordAudit`, with which the console's
 * other actions write their entries in their own transactions.
 */
export { auditTrailOf, createStaffService, recordAudit, staffEmails, type StaffClient, type StaffOutcome, type StaffService } from "./staff-service.ts";
export { can, PERMISSIONS, permissionsOf, STAFF_ROLES, type Permission, type StaffRole } from "./staff-permissions.ts";
export type { AuditEntry, AuditRecord, PendingInvite, StaffMember, StaffSession } from "./staff-view.ts";
export { STAFF_ERRORS, type StaffError } from "./errors.ts";
