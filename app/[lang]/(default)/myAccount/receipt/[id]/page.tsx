import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ReceiptPage } from '@/components/account/ReceiptPage';
import { isLocale } from '@/lib/i18n/routing';

// /myAccount/receipt/<order id>: the session is checked by ../../layout.tsx; rendered per request (the
// account's own data, the strict CSP's nonce). Never indexed.
type Props = { params: Promise<{ lang: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  if (!isLocale(lang)) return {};
  const r = await getTranslations({ locale: lang, namespace: 'receipt' });
  return { title: r('metaTitle', { order: id.slice(0, 64) }), robots: { index: false, follow: false } };
}

export default async function ReceiptRoute({ params }: Props) {
  const { lang, id } = await params;
  if (!isLocale(lang)) notFound();
  return <ReceiptPage locale={lang} orderId={id} />;
}
