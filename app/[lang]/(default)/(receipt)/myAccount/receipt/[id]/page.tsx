import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ReceiptPage } from '@/components/account/ReceiptPage';
import { isLocale } from '@/lib/i18n/routing';
import { requireSession } from '@/lib/session/server';

// /myAccount/receipt/<order id>: rendered per request (the account's own data, the strict CSP's nonce), never
// indexed. In a route group of its own, outside /myAccount's loading state: a page that streams a loading
// state first has already sent 200, and another account's receipt must be a real 404 (docs/behaviour.md#receipts).
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
  await requireSession(lang, `/myAccount/receipt/${id}`);
  return <ReceiptPage locale={lang} orderId={id} />;
}
