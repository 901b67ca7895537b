import type { ReactNode } from 'react';

/** Props Next passes to every layout under app/[lang]. */
export interface LangLayoutProps {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}
