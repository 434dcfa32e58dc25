import { Menu } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router-dom';

const MENU_LINKS = [
  { to: '/quiz', label: 'Attachment Style' },
  { to: '/resources', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
] as const;

/** The header's dropdown of site pages. */
export function SiteMenu() {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label="Open menu"
        className="inline-flex size-10 items-center justify-center rounded-xl text-stone-700 hover:bg-stone-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 data-[state=open]:bg-stone-100"
      >
        <Menu aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-[60] min-w-52 rounded-2xl border border-stone-200 bg-white p-1.5 shadow-lg transition-opacity starting:opacity-0"
        >
          {MENU_LINKS.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link
                to={item.to}
                className="block cursor-pointer rounded-lg px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-900"
              >
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
