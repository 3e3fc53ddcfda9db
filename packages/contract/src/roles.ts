/** Roles from the root down: each level creates only the levels below it (admin > master > agent > customer). */
export const userRoles = ['admin', 'master', 'agent', 'customer'] as const;
export type UserRole = (typeof userRoles)[number];
