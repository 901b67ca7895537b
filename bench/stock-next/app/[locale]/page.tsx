import { getTranslations, setRequestLocale } from 'next-intl/server';
import messages from '../../../../messages/en.json';

/** Paragraphs of real copy (our English messages) up to the size of the page being compared. */
function body(): string[] {
  const flat: string[] = [];
  const walk = (v: unknown) => (typeof v === 'string' ? flat.push(v) : v && typeof v === 'object' && Object.values(v).forEach(walk));
  walk(messages);
  const out: string[] = [];
  let size = 0;
  const target = Number(process.env.STOCK_PAGE_BYTES);
  for (let i = 0; size < target; i++) {
    const text = flat[i % flat.length]!;
    out.push(text);
    size += text.length + 7;
  }
  return out;
}

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Page');
  return (
    <main>
      <h1>{t('title')}</h1>
      {body().map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </main>
  );
}
