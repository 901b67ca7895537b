import { routePage, renderIntro } from '@/components/layout/RoutePage';
import { MinimalShell } from '@/components/layout/MinimalShell';
import { RedirectTo } from '@/components/layout/RedirectTo';
import { localizePath } from '@/lib/i18n/routing';

const page = routePage('/redirect', (locale, texts) => (
  <MinimalShell locale={locale}>
    {renderIntro(locale, texts)}
    <RedirectTo fallback={localizePath('/', locale)} />
  </MinimalShell>
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
