/** Every query of the admin pages starts with this key, so an action can refresh them all at once. */
export const adminKey = ['admin'] as const;
