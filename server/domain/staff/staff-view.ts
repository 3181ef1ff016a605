/** What the staff service answers: plain objects, never rows (no hash or sealed secret leaves the domain). */
import type { Permission, StaffRole } from "./staff-permissions.ts";

export interface StaffMember {
  id: string;
  email: string;
  roles: StaffRole[];
  disabled: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
}

/** A live console session, as `session(token)` answers it for every request. */
export interface StaffSession {
  sessionId: string;
  staffId: string;
  email: string;
  roles: StaffRole[];
  /** What the roles allow (for the page to offer; the server checks each action again). */
  permissions: Permission[];
  /** The absolute end; the idle time-out may end it sooner. */
  expiresAt: Date;
}

/** One entry of the audit log. */
export interface AuditEntry {
  id: number;
  at: Date;
  /** Null for the command line and the system. */
  staffId: string | null;
  /** The acting member's address, for reading the log without a lookup. */
  staffEmail: string | null;
  action: string;
  targetKind: string | null;
  targetId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  address: string | null;
}

/** What a service action writes to the audit log; who, when and from where are added by the caller's context. */
export interface AuditRecord {
  staffId: string | null;
  action: string;
  targetKind?: string;
  targetId?: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  address?: string | null;
}

export const staffMember = (row: { id: string; email: string; roles: string[]; disabledAt: Date | null; createdAt: Date; lastSignInAt: Date | null }): StaffMember => ({
  id: row.id,
  email: row.email,
  roles: row.roles as StaffRole[],
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt,
  lastSignInAt: row.lastSignInAt,
});

/** An invitation not yet used, replaced or past its time. */
export interface PendingInvite {
  id: string;
  email: string;
  roles: StaffRole[];
  createdAt: Date;
  expiresAt: Date;
}
