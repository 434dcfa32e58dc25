export const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';
const base = `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold text-sm transition-colors ${focusRing}`;
export const primaryButton = `${base} bg-teal-700 text-white hover:bg-teal-800`;
export const secondaryButton = `${base} border border-teal-200 bg-white text-teal-800 hover:bg-teal-50`;
