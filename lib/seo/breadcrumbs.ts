// Which pages show a breadcrumb trail, and its steps (docs/content.md#structured-data): the nested landing
// pages, from the home page through each parent page the site has. The blog's posts draw their own trail.
import { findRoute } from './routes';

const NESTED_SECTIONS = ['/InternetAccess/', '/vpn-server/', '/features/', '/download/'] as const;

/** The unprefixed paths of the trail ending at `path` ('/' first, the page itself last), or null for none. */
export function trailPaths(path: string): string[] | null {
  if (!NESTED_SECTIONS.some((section) => path.startsWith(section))) return null;
  const segments = path.split('/').filter(Boolean);
  const parents = segments
    .slice(0, -1)
    .map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)
    .filter((parent) => findRoute(parent) !== undefined);
  return ['/', ...parents, path];
}
