/** Citations shared by several hazards of this folder. */
export const LIFTING_SUBJECT = 'lifting-devices-rigging';
