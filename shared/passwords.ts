/** One password minimum for every form and every route that sets or checks a new password. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
