// The fixed sets of things the site has pages for (docs/behaviour.md#routes). Routes, static params, metadata,
// navigation and the sitemap read these lists, so a new feature or country is one line here
// (plus its messages).

export const features = [
  'anonymous-browsing',
  'automatic-kill-switch',
  'encryption',
  'isp-throttling',
  'no-logs',
  'private-dns',
  'spilt-tunneling', // spelled so in the published URLs: keep it, links exist (docs/behaviour.md#routes)
  'turbo-speed',
  'wifi-protection',
] as const;
export type Feature = (typeof features)[number];

export interface Service {
  slug: string;
  /** Brand names stay as they are in every language; `null` means the name is translated (services.{slug}). */
  name: string | null;
}

/** The six use cases under /InternetAccess. Four of them take an optional {service} segment. */
export const useCases = {
  'vpn-for-gaming': [
    { slug: 'pubg', name: 'PUBG' },
    { slug: 'mobile', name: null },
    { slug: 'free_fire', name: 'Free Fire' },
    { slug: 'pokemon_go', name: 'Pokémon GO' },
  ],
  'vpn-for-messaging': [],
  'vpn-for-music': [],
  'vpn-for-social-media': [
    { slug: 'facebook', name: 'Facebook' },
    { slug: 'instagram', name: 'Instagram' },
    { slug: 'twitter', name: 'Twitter' },
    { slug: 'tiktok', name: 'TikTok' },
    { slug: 'tinder', name: 'Tinder' },
    { slug: 'twitch', name: 'Twitch' },
  ],
  'vpn-for-sports': [
    { slug: 'nba', name: 'NBA' },
    { slug: 'ipl', name: 'IPL' },
    { slug: 'nfl', name: 'NHL' }, // the nfl page is about the NHL; the path stays nfl (docs/behaviour.md#routes)
    { slug: 'mlb', name: 'MLB' },
    { slug: 'ufc', name: 'UFC' },
    { slug: 'uefa', name: 'UEFA' },
    { slug: 'f1', name: 'Formula 1' },
    { slug: 'wwe', name: 'WWE' },
    { slug: 'moto', name: 'MotoGP' },
  ],
  'vpn-for-streaming': [
    { slug: 'netflix', name: 'Netflix' },
    { slug: 'hulu', name: 'Hulu' },
    { slug: 'disney', name: 'Disney+' },
    { slug: 'fox_now', name: 'FOX NOW' },
    { slug: 'bbc_iplayer', name: 'BBC iPlayer' },
    { slug: 'salto', name: 'Salto' },
    { slug: 'hotstar', name: 'Hotstar' },
    { slug: 'jiotv', name: 'JioTV' },
    { slug: 'sonyliv', name: 'SonyLIV' },
    { slug: 'youtube', name: 'YouTube' },
  ],
} as const satisfies Record<string, readonly Service[]>;
export type UseCase = keyof typeof useCases;
export const useCaseSlugs = Object.keys(useCases) as UseCase[];

export function findService(useCase: string, slug: string): Service | undefined {
  const list: readonly Service[] | undefined = (useCases as Record<string, readonly Service[]>)[useCase];
  return list?.find((s) => s.slug === slug);
}

/** Server locations with a page of their own; the code gives the country's name in every language. */
export const countries = {
  korea: 'KR',
  japan: 'JP',
  indonesia: 'ID',
  'south-africa': 'ZA',
  india: 'IN',
  france: 'FR',
  australia: 'AU',
  us: 'US',
  netherlands: 'NL',
  canada: 'CA',
} as const;
export type Country = keyof typeof countries;

/** /download/{product}: the apps, and the consoles (xbox, playstation, switch show the game-console page). */
export const appProducts = ['windows', 'macos', 'ios', 'androidpro', 'androidlite'] as const;
export const consoles = ['xbox', 'playstation', 'switch'] as const;
export const downloadPages = [...appProducts, ...consoles, 'game-console', 'product'] as const;
export type DownloadPage = (typeof downloadPages)[number];

/** Payment providers that return to /paystatus/{platform}. */
export const paymentPlatforms = ['paypal', 'card', 'bitcoin', 'sandbox'] as const;
