// The trail above a nested page (a blog post, a guide, a country, a feature, an app), as links and as
// BreadcrumbList structured data built from the same crumbs, so the data says exactly what the page shows.
import { AppLink } from '@/components/ui/AppLink';
import { breadcrumbList, type Crumb } from '@/lib/blog/jsonLd';
import { localizePath, type Locale } from '@/lib/i18n/routing';
import { JsonLd } from '@/components/ui/JsonLd';
import styles from './Breadcrumbs.module.scss';

interface Props {
  /** Unprefixed paths; the last crumb is the page itself. */
  crumbs: { name: string; href?: string; lang?: string }[];
  locale: Locale;
  label: string;
}

export function Breadcrumbs({ crumbs, locale, label }: Props) {
  const data: Crumb[] = crumbs.map((c) => ({ name: c.name, path: c.href && localizePath(c.href, locale) }));
  return (
    <>
      <JsonLd data={breadcrumbList(data)} />
      <nav className={styles.breadcrumbs} aria-label={label}>
        <ol>
          {crumbs.map((c) => (
            <li key={c.href ?? c.name} lang={c.lang}>
              {c.href ? <AppLink href={c.href} locale={locale}>{c.name}</AppLink> : <span aria-current="page">{c.name}</span>}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
