import type { LangLayoutProps } from '@/lib/i18n/props';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { direction, isLocale, locales } from '@/lib/i18n/routing';
import { SITE_NAME, SITE_URL } from '@/lib/site';
import { UtmCapture } from '@/components/layout/UtmCapture';
import { LazyRuntime } from '@/components/runtime/LazyRuntime';
import '@/styles/globals.scss';

// Only the 16 languages exist: next.config's English rewrite sends /xx/... to /en/xx/..., a 404 answered by
// app/global-not-found.tsx, and the layout refuses any other value itself. Not `dynamicParams = false`
// here: Next applies it to every segment below, and blog posts published after the build must render.

export function generateStaticParams() {
  return locales.map((lang) => ({ lang }));
}

export const viewport: Viewport = {
  themeColor: '#0b3d91',
  width: 'device-width',
  initialScale: 1,
};

export async function generateMetadata({ params }: LangLayoutProps): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'meta' });
  return {
    metadataBase: new URL(SITE_URL),
    title: { template: `%s | ${SITE_NAME}`, default: t('defaultTitle') },
    description: t('defaultDescription'),
    applicationName: SITE_NAME,
    manifest: '/manifest.webmanifest',
    icons: { icon: [{ url: '/favicon.ico', sizes: 'any' }, { url: '/icon.svg', type: 'image/svg+xml' }], apple: '/apple-touch-icon.png' },
  };
}

export default async function LangLayout({ children, params }: LangLayoutProps) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const messages = await getMessages();

  return (
    <html lang={lang} dir={direction(lang)}>
      <body>
        {/* Client components get only what they need: the error boundary's texts. */}
        <NextIntlClientProvider locale={lang} messages={{ error: messages.error }}>
          {children}
        </NextIntlClientProvider>
        <UtmCapture />
        <LazyRuntime locale={lang} />
      </body>
    </html>
  );
}
