import { lazyModule } from '@/components/ui/lazyModule';

/** The Cookie Preferences modal, shared by the banner and the footer's Cookie settings; loaded on first use. */
export const cookiePreferences = lazyModule(() => import('./CookiePreferencesDialog'));
