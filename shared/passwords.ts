/** One password minimum everywhere (the original's 6 on some forms was a defect). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
