/** Shared class lists so buttons and links look and focus the same everywhere in the shell. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm sm:px-5 font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

export const buttonClass = {
  primary: `${base} bg-teal-700 text-white hover:bg-teal-800`,
  secondary: `${base} border border-stone-300 bg-white text-stone-800 hover:bg-stone-100`,
  ghost: `${base} text-stone-700 hover:bg-stone-100`,
  danger: `${base} bg-rose-700 text-white hover:bg-rose-800 focus-visible:ring-rose-600`,
} as const;

export const linkClass =
  'font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 rounded-sm';

export const cardClass = 'rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8';
