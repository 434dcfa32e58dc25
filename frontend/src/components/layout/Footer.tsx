import { Link } from 'react-router-dom';
import { CookieSettingsButton } from '@/features/consent/CookieSettingsButton';
import { COMPANION_NAME, SUPPORT_EMAIL } from '@/lib/brand';
import { ThemeToggle } from './ThemeToggle';

const FOOTER_LINKS = [
  { to: '/', label: 'Chat' },
  { to: '/quiz', label: 'Attachment Quiz' },
  { to: '/resources', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/faq', label: 'FAQ' },
  { to: '/safety', label: 'Safety' },
  { to: '/safety-plan', label: 'Safety plan' },
  { to: '/grounding', label: 'Grounding' },
  { to: '/mood', label: 'Mood' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/contact', label: 'Contact' },
] as const;

const footerLinkClass =
  'rounded-sm text-stone-700 hover:text-teal-800 hover:underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';

export function Footer() {
  return (
    <footer className="mt-auto print:hidden border-stone-200 border-t bg-white">
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-24 sm:px-6">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={footerLinkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <CookieSettingsButton className={`cursor-pointer ${footerLinkClass}`} />
            </li>
          </ul>
        </nav>
        <ThemeToggle className="mt-6" />
        <div className="mt-6 flex flex-col gap-2 text-sm text-stone-600 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {COMPANION_NAME}. Not a substitute for professional care.
          </p>
          <p>
            Support:{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className={footerLinkClass}>
              {SUPPORT_EMAIL}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
