import { Menu } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { MENU_LINKS, menuTriggerClass } from './menuLinks';

export type MenuOpenedBy = 'pointer' | 'keyboard' | null;

/**
 * The header's dropdown of site pages (Radix DropdownMenu). It takes the place of SiteMenu's light button
 * when the visitor first presses it, and opens straight away (`openedBy`) for that press.
 */
export function SiteMenuDropdown({ openedBy }: { openedBy: MenuOpenedBy }) {
  // Radix focuses the first item only after key presses it saw itself; do it for the one it missed. An item
  // focused before the menu's focus scope starts keeps the focus.
  const focusFirstItem = useRef(openedBy === 'keyboard');
  const firstItemRef = (el: HTMLAnchorElement | null) => {
    if (!el || !focusFirstItem.current) return;
    focusFirstItem.current = false;
    el.focus({ preventScroll: true });
  };

  return (
    <DropdownMenu.Root defaultOpen={openedBy !== null}>
      <DropdownMenu.Trigger aria-label="Open menu" className={menuTriggerClass}>
        <Menu aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-[60] min-w-52 rounded-2xl border border-stone-200 bg-white p-1.5 shadow-lg transition-opacity starting:opacity-0"
        >
          {MENU_LINKS.map((item, index) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link
                ref={index === 0 ? firstItemRef : undefined}
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
