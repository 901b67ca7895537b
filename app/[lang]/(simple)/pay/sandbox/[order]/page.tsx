// The embedded backend's sandbox payment provider: the page a buyer is sent to after creating an order.
// It approves or cancels the order, then returns to /paystatus/{platform}. Never indexed; off in upstream mode.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { SandboxPayment } from '@/components/checkout/SandboxPayment';
import { isLocale } from '@/lib/i18n/routing';

interface Props {
  params: Promise<{ lang: string; order: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'sandbox' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function SandboxPage({ params }: Props) {
  const { lang, order } = await params;
  if (!isLocale(lang) || !/^[\w-]{1,64}$/.test(order)) notFound();
  setRequestLocale(lang);
  const messages = await getMessages();
  return (
    <NextIntlClientProvider locale={lang} messages={{ sandbox: messages.sandbox }}>
      <SandboxPayment orderId={order} locale={lang} />
    </NextIntlClientProvider>
  );
}
