import { Home } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/styles';

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p aria-hidden="true" className="font-semibold text-6xl text-teal-700">
        404
      </p>
      <h1 className="mt-4 font-semibold text-2xl text-stone-900 sm:text-3xl">404 - Page Not Found</h1>
      <p className="mt-3 text-stone-700">The page you're looking for doesn't exist or has been moved.</p>
      <Link to="/" className={`${buttonClass.primary} mt-8`}>
        <Home aria-hidden="true" className="size-4" />
        Go Home
      </Link>
    </div>
  );
}
