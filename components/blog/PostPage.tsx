// /blog/{unikey}: the post, its breadcrumbs and structured data, and recommended posts. The body is the
// blog API's HTML after the server-side allow-list (lib/blog/sanitize.ts). A post missing in the page's
// language is the English one: the note says so, and the article carries lang="en" (its UI bits keep the
// page's language).
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FallbackNote } from '@/components/layout/FallbackNote';
import { renderIntro } from '@/components/layout/RoutePage';
import { AppLink } from '@/components/ui/AppLink';
import { getPost, getPostHead, getRecommendedPosts } from '@/lib/data';
import { formatPostDateTimeUtc } from '@/lib/blog/format';
import { sanitizePostHtml } from '@/lib/blog/sanitize';
import { direction, type Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import type { RouteEntry } from '@/lib/seo/routes';
import blog from './Blog.module.scss';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { JsonLd } from '@/components/ui/JsonLd';
import { PostList } from './PostCard';
import { PostDate } from './PostDate';
import styles from './PostArticle.module.scss';
import { TopicLinks } from './TopicLinks';

export const unikeyOfPath = (path: string) => path.slice('/blog/'.length);

export async function PostPage({ locale, texts, entry }: { locale: Locale; texts: FullPageTexts; entry: RouteEntry }) {
  const unikey = unikeyOfPath(entry.path);
  const [outcome, head, recommended, t] = await Promise.all([
    getPost(unikey, locale), getPostHead(unikey, locale), getRecommendedPosts(unikey, locale), getTranslations({ locale }),
  ]);
  if (!outcome.ok && outcome.missing) notFound();
  if (!outcome.ok) {
    // The blog API is down and this process has no copy yet: a friendly note, never an error page.
    return (
      <>
        {renderIntro(locale, texts)}
        <p className={blog.empty}>{t('blog.unavailable')}</p>
        <AppLink href="/blog" locale={locale} className={blog.more}>{t('blog.backToBlog')}</AppLink>
      </>
    );
  }

  const post = outcome.data;
  const english = post.lang !== locale;
  // Inside an English fallback article, the page's own words keep the page's language and direction.
  const ui = english ? { lang: locale, dir: direction(locale) } : {};
  const categoryKey = `blogCategories.${post.category}`;
  const category = t.has(categoryKey) ? t(categoryKey) : post.category;
  const crumbs = [
    { name: t('blog.home'), href: '/' },
    { name: t('nav.blog'), href: '/blog' },
    { name: category, href: `/blog/category/${post.category}` },
    { name: post.title, lang: english ? post.lang : undefined },
  ];

  return (
    <>
      {head && <JsonLd data={head.schema} />}
      <Breadcrumbs crumbs={crumbs} locale={locale} label={t('blog.breadcrumb')} />
      {english && <FallbackNote locale={locale} />}
      <article className={styles.article} {...(english && { lang: post.lang, dir: direction(post.lang) })}>
        <header>
          <p className={styles.category} {...ui}>
            <AppLink href={`/blog/category/${post.category}`} locale={locale}>{category}</AppLink>
          </p>
          <h1 className={styles.title}>{post.title}</h1>
          <p className={styles.meta} {...ui}>
            <span>{t('pages.blogPost.byline', { author: post.author })}</span>
            <PostDate iso={post.published_at} utc={formatPostDateTimeUtc(post.published_at, locale)} locale={locale} />
            <span>{t('blog.readingTime', { minutes: post.reading_minutes })}</span>
          </p>
        </header>
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: sanitizePostHtml(post.html, locale) }} />
        {post.tags.length > 0 && (
          <footer className={styles.tags} {...ui}>
            <h2>{t('blog.tags')}</h2>
            <TopicLinks kind="tag" topics={post.tags.map((slug: string) => ({ slug }))} locale={locale} />
          </footer>
        )}
      </article>
      {recommended.length > 0 && (
        <section className={blog.section} aria-labelledby="blog-recommended">
          <h2 id="blog-recommended" className={blog.sectionHeading}>{t('blog.recommended')}</h2>
          <PostList posts={recommended} locale={locale} />
        </section>
      )}
    </>
  );
}
