// The use-case pages rendered to HTML with the real English messages (all content groups), so a missing or
// misspelled message key, a service without its paragraph, or a heading out of order fails here.
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { useCases, useCaseSlugs } from '@/lib/content/catalog';
import { readMessages } from '@/lib/i18n/messageFiles';
import { ordered, SERVICE_GUIDE_SECTIONS, type ServiceGuide } from '@/lib/content/guides';
import { allRoutes, findRoute } from '@/lib/seo/routes';
import { InternetAccessPage } from './InternetAccessPage';
import { ServicePage } from './ServicePage';
import { TsBoxPage } from './TsBoxPage';
import { UseCasePage } from './UseCasePage';

const messages = readMessages('en') as Record<string, Record<string, unknown>>;
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: string; namespace?: string }) =>
    createTranslator({ locale, messages, namespace: namespace as never, onError: (error) => { throw error; } }),
}));
vi.mock('next/navigation', () => ({ notFound: () => { throw new Error('NEXT_NOT_FOUND'); } }));

const texts = { title: 'T', description: 'D', heading: 'Heading', lead: 'Lead' };
const guides = (messages.serviceGuides as { guides: Record<string, ServiceGuide> }).guides;
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

// The pages hold async server components of their own (steps, call to action): the static prerenderer
// waits for them, as Next's build does.
async function render(tree: Promise<React.ReactNode>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">{await tree}</NextIntlClientProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
}

function expectHeadingsInOrder(html: string) {
  const levels = headingLevels(html);
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]!).toBeLessThanOrEqual(1));
}

describe('use-case pages', () => {
  it('has one guide for every service page, and none for pages that do not exist', () => {
    const slugs = useCaseSlugs.flatMap((useCase) => useCases[useCase].map((s) => s.slug));
    expect(Object.keys(guides).sort()).toEqual([...slugs].sort());
  });

  it('renders the hub with a card for each use case and the figures', async () => {
    const html = await render(InternetAccessPage({ locale: 'en', texts }));
    for (const slug of useCaseSlugs) expect(html).toContain(`href="/InternetAccess/${slug}"`);
    expect(html).toContain('more than 21,000 servers in over 50 countries');
    expectHeadingsInOrder(html);
  });

  it.each(useCaseSlugs)('renders %s with its services, steps and tips', async (useCase) => {
    const html = await render(UseCasePage({ locale: 'en', texts, path: `/InternetAccess/${useCase}` }));
    expectHeadingsInOrder(html);
    for (const service of useCases[useCase]) expect(html).toContain(`href="/InternetAccess/${useCase}/${service.slug}"`);
    if (useCase === 'vpn-for-messaging') expect(html).toMatch(/<li><bdi>WhatsApp<\/bdi><\/li>.*<li><bdi>Kodi<\/bdi><\/li>/s);
    if (useCase === 'vpn-for-music') expect(html).toContain('<li><bdi>Apple Music</bdi></li>');
    expect(html).toContain('Tap the connect button');
    expect(html).not.toContain('{service}');
  });

  it('renders every service page with its own guide, its questions as FAQPage data, and links to the other services only', async () => {
    const entries = allRoutes().filter((e) => e.values?.service);
    expect(entries).toHaveLength(29);
    for (const entry of entries) {
      const html = await render(ServicePage({ locale: 'en', texts, entry }));
      expectHeadingsInOrder(html);
      const guide = guides[entry.values!.service!]!;
      expect(html).toContain(escaped(guide.lead));
      // The five sections in their order, then the questions.
      const at = SERVICE_GUIDE_SECTIONS.map((id) => html.indexOf(escaped(guide[id].heading)));
      expect(at.every((i) => i > 0)).toBe(true);
      expect(at).toEqual([...at].sort((x, y) => x - y));
      const faq = ordered(guide.faq);
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
      const data = JSON.parse(jsonLd) as { '@type': string; mainEntity: { name: string }[] };
      expect(data['@type']).toBe('FAQPage');
      expect(data.mainEntity.map((q) => q.name)).toEqual(faq.map((q) => q.q));
      expect(html).not.toContain(`href="${entry.path}"`);
      expect(html).toContain(`href="/InternetAccess/${entry.values!.useCase}"`);
    }
  });

  it('writes each guide about its own service: MotoGP names its support classes, Netflix its proxy error', async () => {
    const moto = await render(ServicePage({ locale: 'en', texts, entry: findRoute('/InternetAccess/vpn-for-sports/moto')! }));
    expect(moto).toContain('MotoGP');
    expect(moto).toContain('Moto2');
    expect(moto).not.toContain('Netflix');
    const netflix = await render(ServicePage({ locale: 'en', texts, entry: findRoute('/InternetAccess/vpn-for-streaming/netflix')! }));
    expect(netflix).toMatch(/proxy error/i);
  });

  it('renders /tsbox with its set-up steps and a call to the plans', async () => {
    const html = await render(TsBoxPage({ locale: 'en', texts }));
    expectHeadingsInOrder(html);
    expect(html).toContain('Plug the TS Box into your TV');
    expect(html).toContain('href="/pricing"');
    expect(html).toContain('30-day money-back guarantee');
  });
});
