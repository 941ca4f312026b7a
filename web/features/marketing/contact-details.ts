/** How to reach RisqueVision; shown on the contact, privacy and terms pages. */
export const SUPPORT_EMAIL = 'support@risquevision.ca';
export const PRIVACY_EMAIL = 'privacy@risquevision.ca';
export const POSTAL_ADDRESS = 'Montréal (Québec), Canada';
