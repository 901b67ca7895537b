// What the stand-in service has that the embedded seed does not: a post in a new category (in English and
// French only), a fifth plan and a changed price; and the posts the journeys publish or delete while the site
// runs. Written straight into the service's store with the same functions as `npm run blog:add`.
import Database from 'better-sqlite3';
import { deletePost, writePlan, writePost } from '../../server/catalogueWrites.mjs';

export const NEW_CATEGORY = 'company-news';

export const SERVICE_POST = {
  id: 900,
  slug: 'harbor-vpn-adds-servers-in-lagos-and-nairobi',
  source: 'system',
  category: NEW_CATEGORY,
  tags: ['servers', 'travel'],
  author: 'Daniel Okafor',
  publishedAt: '2026-11-20T08:00:00Z',
  cover: '/blog/inside-the-harbor-vpn-server-network.png',
};

const TEXTS = {
  en: {
    title: 'Harbor VPN Adds Servers in Lagos and Nairobi',
    excerpt: 'Two new locations bring low-latency connections to West and East Africa, on the same no-logs setup as every Harbor VPN server.',
    html: `<p>From today, Harbor VPN subscribers can connect to servers in <strong>Lagos</strong> and <strong>Nairobi</strong>. Until now, visitors in West and East Africa were routed through Europe, which added more than 100 ms to every page load.</p>
<h2>What changes for you</h2>
<ul><li>Lower latency for streaming and video calls across the region.</li><li>Local IP addresses for banking and news sites that expect a Nigerian or Kenyan connection.</li></ul>
<p>Both locations run the same RAM-only servers as the rest of our network, so nothing is written to disk.</p>`,
  },
  fr: {
    title: 'Harbor VPN ajoute des serveurs à Lagos et Nairobi',
    excerpt: 'Deux nouveaux emplacements offrent des connexions à faible latence en Afrique de l’Ouest et de l’Est, avec la même politique sans journaux.',
    html: `<p>Dès aujourd’hui, les abonnés Harbor VPN peuvent se connecter à des serveurs à <strong>Lagos</strong> et à <strong>Nairobi</strong>. Jusqu’ici, le trafic d’Afrique de l’Ouest et de l’Est passait par l’Europe, ce qui ajoutait plus de 100 ms à chaque chargement de page.</p>
<h2>Ce qui change pour vous</h2>
<ul><li>Une latence plus faible pour le streaming et les appels vidéo dans la région.</li><li>Des adresses IP locales pour les sites bancaires et d’information.</li></ul>
<p>Les deux emplacements utilisent les mêmes serveurs en mémoire vive que le reste du réseau : rien n’est écrit sur disque.</p>`,
  },
};

/** A plan only the service has: three years. */
export const FIFTH_PLAN = {
  id: '1036', product_id: 'v2.vpn.web.premium.usd.36m.off75', interval_count: 36, interval_unit: 'MONTH',
  price: 107.64, month_price: 2.99, discount_percent: 75, is_recommend: false, position: 4,
};
/** The one-year plan at the service's price (the seed's is 59.88, 4.99 a month). */
export const CHANGED_PLAN = {
  id: '1012', product_id: 'v2.vpn.web.premium.usd.12m.off58.add1m', interval_count: 12, interval_unit: 'MONTH',
  price: 53.88, month_price: 4.49, discount_percent: 62, is_recommend: false, position: 2,
};

function withDb(file, work) {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

export function addServiceCatalogue(file) {
  withDb(file, (db) => {
    for (const [lang, text] of Object.entries(TEXTS)) writePost(db, { ...SERVICE_POST, lang, ...text });
    writePlan(db, FIFTH_PLAN);
    writePlan(db, CHANGED_PLAN);
  });
}

/** Publishes an English post while the site runs, as the service's editors would. */
export function publishPost(file, post) {
  return withDb(file, (db) => writePost(db, { source: 'system', author: 'Harbor VPN Team', cover: SERVICE_POST.cover, lang: 'en', ...post }));
}

export function unpublishPost(file, slug) {
  return withDb(file, (db) => deletePost(db, slug));
}
