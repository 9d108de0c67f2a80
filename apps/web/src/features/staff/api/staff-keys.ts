/** Root of every query of this feature: staff users, roles, designations, mappings. */
export const staffKey = ['staff'] as const;
export const staffUsersKey = [...staffKey, 'users'] as const;
export const roleLabelsKey = [...staffKey, 'roles'] as const;
export const designationsKey = [...staffKey, 'designations'] as const;
export const roleDesignationsKey = [...staffKey, 'role-designations'] as const;
