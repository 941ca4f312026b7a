/** Citations shared by several hazards of this folder. */
export const TOOLS_SUBJECT = 'tools-work-equipment';
