// The drawn size of the network maps (lib/maps/serverMap.ts), apart from the drawing code so that pages can give
// their <img> its width and height (no layout shift) without loading Natural Earth's shapes.
export const WORLD_MAP = { width: 960, height: 470 } as const;
export const COUNTRY_MAP = { width: 720, height: 480 } as const;
