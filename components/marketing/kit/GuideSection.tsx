import { ordered, type FaqItem, type GuideSection as Guide } from '@/lib/content/guides';
import { Disclosure } from './Disclosure';
import { Section } from './Section';
import styles from './kit.module.scss';

/** A guide's section (docs/content.md): its heading, its paragraphs, then its list when it has one. */
export function GuideSection({ id, section, tone }: { id: string; section: Guide; tone?: 'plain' | 'alt' }) {
  const items = ordered(section.items);
  return (
    <Section id={id} heading={section.heading} tone={tone}>
      <div className={styles.prose}>
        {ordered(section.body).map((text, i) => (
          <p key={i}>{text}</p>
        ))}
        {items.length > 0 && (
          <ul className={styles.guideList}>
            {items.map((text, i) => (
              <li key={i}>{text}</li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

/** Questions that open to their answers, without client JavaScript; the page adds the same as FAQPage data. */
export function GuideFaq({ id, heading, items }: { id: string; heading: string; items: readonly FaqItem[] }) {
  return (
    <Section id={id} heading={heading}>
      <div className={styles.faq}>
        {items.map((item, i) => (
          <Disclosure key={i} summary={item.q}>
            <p>{item.a}</p>
          </Disclosure>
        ))}
      </div>
    </Section>
  );
}
