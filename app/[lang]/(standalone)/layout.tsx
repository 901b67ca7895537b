import type { LangLayoutProps } from '@/lib/i18n/props';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';

/** The standalone layout: the page brings its own chrome (the home page) or needs none (survey, redirect). */
export default async function StandaloneLayout({ children, params }: LangLayoutProps) {
  setRequestLocale((await params).lang as Locale);
  return children;
}
