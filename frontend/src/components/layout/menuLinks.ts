/** The pages listed in the header's menu, in order. */
export const MENU_LINKS = [
  { to: '/quiz', label: 'Attachment Style' },
  { to: '/resources', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
] as const;

export const menuTriggerClass =
  'inline-flex size-10 items-center justify-center rounded-xl text-stone-700 hover:bg-stone-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 data-[state=open]:bg-stone-100';
