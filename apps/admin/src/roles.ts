/** The resources only admins see: staff accounts and the audit log (the server refuses them to editors). */
export const ADMIN_ONLY_RESOURCES = ['staff', 'audit-events'] as const;
