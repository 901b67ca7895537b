'use client';

// Shown when even the error page fails (docs/behaviour.md#errors): it replaces the root layout, so it brings
// its own <html> and loads its few texts for the URL's language on demand (never part of a normal page load).
import { useEffect, useState } from 'react';
import { loadErrorTexts, type ErrorTexts } from '@/lib/i18n/errorTexts';
import { useStatusTitle } from '@/lib/runtime/statusTitle';
import { defaultLocale, direction, localizePath, splitLocale, type Locale } from '@/lib/i18n/routing';

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const [locale, setLocale] = useState<Locale>(defaultLocale);
  const [texts, setTexts] = useState<ErrorTexts | null>(null);
  // Its status message is its title too (docs/behaviour.md#error-title), once the texts have loaded.
  useStatusTitle(texts?.failed ?? null);

  useEffect(() => {
    console.error(error);
    const lang = splitLocale(window.location.pathname).locale ?? defaultLocale;
    setLocale(lang);
    loadErrorTexts(lang).then(setTexts, () => undefined);
  }, [error]);

  return (
    <html lang={locale} dir={direction(locale)}>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        {texts && (
          <main>
            <h1>{texts.failed}</h1>
            <a href={localizePath('/', locale)}>{texts.home}</a>
          </main>
        )}
      </body>
    </html>
  );
}
