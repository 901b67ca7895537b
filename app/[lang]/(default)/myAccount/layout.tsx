import type { LangLayoutProps } from '@/lib/i18n/props';
import { isLocale } from '@/lib/i18n/routing';
import { requireSession } from '@/lib/session/server';

/**
 * The session is checked here, above the page's loading state: a redirect decided before anything is
 * streamed is a real 307, not a 200 whose body redirects.
 */
export default async function MyAccountLayout({ children, params }: LangLayoutProps) {
  const { lang } = await params;
  if (isLocale(lang)) await requireSession(lang, '/myAccount');
  return children;
}
