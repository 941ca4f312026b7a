/** Citations shared by several hazards of this folder. */
export const VIBRATION_SUBJECT = 'vibration-exposure';
