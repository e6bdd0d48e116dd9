/** What a staff member may do in the back office (issue 19). */
export const STAFF_ROLES = ['analyst', 'approver', 'admin'] as const;

/** Analysts review and ask for documents; approvers also approve and reject; admins also manage staff and partners. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Roles that may approve or reject an application. */
export const DECIDING_ROLES: readonly StaffRole[] = ['approver', 'admin'];

/** pt-BR names of the roles. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  analyst: 'Analista',
  approver: 'Aprovador',
  admin: 'Administrador',
};
