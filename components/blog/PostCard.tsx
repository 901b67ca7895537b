// A post in a list (home, categories, tags, search, recommendations). It has no 'use client' and no
// server-only imports, so server pages and the client-side search render the same card. A post not
// translated into the page's language comes in English: its title and excerpt say so (lang="en") and a
// badge tells the reader.
import { useTranslations } from 'next-intl';
import { getImageProps } from 'next/image';
import { AppLink } from '@/components/ui/AppLink';
import { formatPostDate } from '@/lib/blog/format';
import { direction, type Locale } from '@/lib/i18n/routing';
import type { PostSummary } from '@/lib/contract/types';
import blog from './Blog.module.scss';
import styles from './PostCard.module.scss';

/** Cards are a third of the content column on wide screens, the full width on phones. */
const COVER_SIZES = '(min-width: 60rem) 18rem, (min-width: 40rem) 50vw, 100vw';

/**
 * The cover as a plain <img> with next/image's srcset (resized WebP from /_next/image): getImageProps rather
 * than <Image>, so the card stays free of client JavaScript. Its inline style (which hides alt text while the
 * image loads) is left out: the cover is decorative and has none.
 */
function coverProps(src: string, eager: boolean) {
  const { style: _style, ...props } = getImageProps({
    src, alt: '', width: 1200, height: 675, sizes: COVER_SIZES, loading: eager ? 'eager' : 'lazy',
  }).props;
  return props;
}

interface Props {
  post: PostSummary;
  locale: Locale;
  /** The heading level that fits the page's outline. */
  level?: 2 | 3;
  /** Larger (the home's featured posts). */
  featured?: boolean;
  /** Load the cover at once: the first card a visitor sees. */
  eager?: boolean;
}

export function PostCard({ post, locale, level = 3, featured = false, eager = false }: Props) {
  const t = useTranslations();
  const Heading = level === 2 ? 'h2' : 'h3';
  const contentLang = post.lang !== locale ? post.lang : undefined;
  const langProps = contentLang ? { lang: contentLang, dir: direction(contentLang) } : {};
  const categoryKey = `blogCategories.${post.category}`;
  return (
    <article className={featured ? `${styles.card} ${styles.featured}` : styles.card}>
      {/* Decorative: the title beside it says what the post is about. */}
      <img className={styles.cover} {...coverProps(post.cover, eager)} alt="" />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span>{t.has(categoryKey) ? t(categoryKey) : post.category}</span>
          <time dateTime={post.published_at}>{formatPostDate(post.published_at, locale)}</time>
          <span>{t('blog.readingTime', { minutes: post.reading_minutes })}</span>
        </p>
        <Heading className={styles.title} {...langProps}>
          <AppLink href={`/blog/${post.unikey}`} locale={locale}>{post.title}</AppLink>
        </Heading>
        <p className={styles.excerpt} {...langProps}>{post.excerpt}</p>
        {contentLang && <p className={styles.badge}>{t('blog.inEnglish')}</p>}
      </div>
    </article>
  );
}

/** Cards in a responsive grid; the first cover of a featured list loads at once. */
export function PostList({ posts, ...card }: Omit<Props, 'post' | 'eager'> & { posts: PostSummary[] }) {
  return (
    <ul className={blog.grid}>
      {posts.map((post, i) => (
        <li key={post.unikey}>
          <PostCard post={post} {...card} eager={Boolean(card.featured) && i === 0} />
        </li>
      ))}
    </ul>
  );
}
