import { Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { lazyModule, onFirstInteraction, prefetch } from '@/components/ui/lazyModule';
import { menuTriggerClass } from './menuLinks';
import type { MenuOpenedBy } from './SiteMenuDropdown';

// The Radix menu (positioning, focus management, typeahead) is not part of the first download: it is
// fetched on the visitor's first interaction with the page (or hover or focus of the button) and takes the
// light button's place when that is pressed.
const dropdown = lazyModule(() => import('./SiteMenuDropdown'));

/** The header's dropdown of site pages: a light button until the visitor first opens the menu. */
export function SiteMenu() {
  const [openedBy, setOpenedBy] = useState<MenuOpenedBy | undefined>(() =>
    dropdown.current ? null : undefined,
  );
  useEffect(() => onFirstInteraction(() => prefetch(dropdown)), []);
  const Dropdown = dropdown.current?.SiteMenuDropdown;
  if (Dropdown && openedBy !== undefined) return <Dropdown openedBy={openedBy} />;

  const open = (by: 'pointer' | 'keyboard') => {
    dropdown().then(
      () => setOpenedBy((prev) => prev ?? by),
      (error: unknown) => console.error(error),
    );
  };

  return (
    <button
      type="button"
      aria-label="Open menu"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={menuTriggerClass}
      onPointerEnter={() => prefetch(dropdown)}
      onFocus={() => prefetch(dropdown)}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As the Radix trigger does: open on press and keep focus off the button so the menu can take it.
        event.preventDefault();
        open('pointer');
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        open('keyboard');
      }}
      onClick={(event) => {
        // A click without a press before it comes from assistive technology.
        if (event.detail === 0) open('keyboard');
      }}
    >
      <Menu aria-hidden="true" className="size-5" />
    </button>
  );
}
