// What the use-case pages list besides catalog.ts: the apps named on the messaging and music pages (they
// have no {service} pages of their own), and how many reasons, steps and tips each page's messages hold.
import { useCases, useCaseSlugs, type Service, type UseCase } from './catalog';

/** Apps named on a use-case page without a page of their own; brand names, the same in every language. */
export const listedApps: Partial<Record<UseCase, readonly string[]>> = {
  // "Facebook" here is Facebook Messenger; the page names the brand (docs/behaviour.md#routes).
  'vpn-for-messaging': ['WhatsApp', 'Facebook', 'Skype', 'Telegram', 'Omegle', 'Gmail', 'Google', 'Kodi'],
  'vpn-for-music': ['Pandora', 'Spotify', 'Apple Music'],
};

/**
 * Message keys of the numbered lists under useCasePages.useCases.{useCase} (next-intl has no arrays). The
 * steps are named instead (download, server, open) because the connect step between them is shared.
 */
export const REASON_KEYS = ['1', '2', '3'] as const;
export const TIP_KEYS = ['1', '2'] as const;
/** useCasePages.tsbox: what the box does, and its set-up steps. */
export const TSBOX_FEATURE_KEYS = ['1', '2', '3'] as const;
export const TSBOX_STEP_KEYS = ['1', '2', '3', '4', '5'] as const;

export function isUseCase(slug: string): slug is UseCase {
  return (useCaseSlugs as string[]).includes(slug);
}

/** The use case of a path such as /InternetAccess/vpn-for-gaming or /InternetAccess/vpn-for-gaming/pubg. */
export function findUseCase(path: string): UseCase | undefined {
  const slug = /^\/InternetAccess\/([^/]+)/.exec(path)?.[1];
  return slug && isUseCase(slug) ? slug : undefined;
}

export function servicePath(useCase: UseCase, slug: string): string {
  return `/InternetAccess/${useCase}/${slug}`;
}

/** The other services of the same use case, in catalogue order, for the links under a service page. */
export function otherServices(useCase: UseCase, slug: string): Service[] {
  return (useCases[useCase] as readonly Service[]).filter((service) => service.slug !== slug);
}

/** A service's display name: its brand, or the translated name (services.{slug}) when the catalogue has none. */
export function serviceName(service: Service, translate: (key: string) => string): string {
  return service.name ?? translate(`services.${service.slug}`);
}
