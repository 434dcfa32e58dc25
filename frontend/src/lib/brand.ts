/** Brand names come from build-time configuration so an operator can rebrand without touching code. */
export const COMPANION_NAME = import.meta.env.VITE_COMPANION_NAME || 'Sage';
export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL || 'support@sage.example';
