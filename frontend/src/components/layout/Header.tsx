import { Leaf, MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { COMPANION_NAME } from '@/lib/brand';
import { SiteMenu } from './SiteMenu';

function Logo() {
  return (
    <span
      aria-hidden="true"
      className="flex size-9 items-center justify-center rounded-xl bg-teal-700 text-white shadow-sm"
    >
      <Leaf className="size-5" />
    </span>
  );
}

export function Header() {
  return (
    <header className="sticky top-0 z-30 print:hidden shrink-0 border-stone-200 border-b bg-stone-50/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link
          to="/"
          title="Go to home"
          className="flex items-center gap-2.5 rounded-xl font-semibold text-lg text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2"
        >
          <Logo />
          <span>{COMPANION_NAME}</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-2">
          <Link
            to="/chat"
            className="inline-flex items-center gap-2 rounded-xl bg-teal-700 px-4 py-2 font-medium text-sm text-white hover:bg-teal-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            Chat
          </Link>
          <SiteMenu />
        </nav>
      </div>
    </header>
  );
}
