// The maps of the server network, drawn once at build time as static SVG (docs/content.md#pictures) from the
// network's data (lib/content/servers.ts, lib/content/geo.ts) and Natural Earth's shapes (world-atlas), with
// d3-geo. The browser gets a plain image file: no map library, no script, no third-party request.
import { geoEqualEarth, geoMercator, geoPath, type GeoProjection } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world110 from 'world-atlas/countries-110m.json';
import world50 from 'world-atlas/countries-50m.json';
import { countries, type Country } from '@/lib/content/catalog';
import { cityPlaces, networkPlaces, type LonLat } from '@/lib/content/geo';
import { networkCountryCodes } from '@/lib/content/servers';

import { COUNTRY_MAP, WORLD_MAP } from './sizes';

/** The site's palette (styles/_tokens.scss): sea, other land, network countries, the page's country, dots. */
const COLOURS = { sea: '#f3f6fb', land: '#d1d9e6', network: '#9db8e3', focus: '#0b3d91', dot: '#072a66', halo: '#ffffff' };
/** On a country map the cities sit on the brand colour: light dots with a dark ring read there. */
const CITY = { fill: '#ffffff', ring: '#072a66' };

type Shapes = FeatureCollection<Geometry, { name: string }>;
const shapes = (topology: unknown): Shapes => {
  const t = topology as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  return feature(t, t.objects.countries) as Shapes;
};

const networkIds = new Set(networkCountryCodes.map((code) => networkPlaces[code]!.numeric));

function fillOf(shape: Feature, focus?: string): string {
  if (focus && shape.id === focus) return COLOURS.focus;
  return networkIds.has(String(shape.id)) ? COLOURS.network : COLOURS.land;
}

interface Drawing {
  size: { width: number; height: number };
  dots: LonLat[];
  /** The numeric id of the country the map is about. */
  focus?: string;
  /** Decimals of the path coordinates: whole pixels are plenty for the small-scale world map. */
  digits: number;
}

function draw(projection: GeoProjection, world: Shapes, { size, dots, focus, digits }: Drawing): string {
  const path = geoPath(projection).digits(digits);
  const land = world.features
    .map((shape) => ({ d: path(shape), fill: fillOf(shape, focus) }))
    .filter((shape): shape is { d: string; fill: string } => Boolean(shape.d))
    // The page's country last, so its border is drawn over its neighbours'.
    .sort((a, b) => Number(a.fill === COLOURS.focus) - Number(b.fill === COLOURS.focus));
  const circles = dots
    .map((at) => projection([at[0], at[1]]))
    .filter((p): p is [number, number] => p !== null)
    .map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${focus ? 6 : 4.5}"/>`);
  const dotStyle = focus ? `fill="${CITY.fill}" stroke="${CITY.ring}" stroke-width="2.5"` : `fill="${COLOURS.dot}" stroke="${COLOURS.halo}" stroke-width="1.5"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size.width} ${size.height}" width="${size.width}" height="${size.height}">`,
    `<rect width="${size.width}" height="${size.height}" fill="${COLOURS.sea}"/>`,
    `<g stroke="${COLOURS.halo}" stroke-width="0.6" stroke-linejoin="round">`,
    ...land.map((shape) => `<path fill="${shape.fill}" d="${shape.d}"/>`),
    '</g>',
    `<g ${dotStyle}>`,
    ...circles,
    '</g>',
    '</svg>',
  ].join('');
}

/** The whole network: every country with servers tinted, a dot on its main server location. */
export function worldMapSvg(): string {
  const world = shapes(world110);
  // Antarctica has no servers and would take a sixth of the height.
  const inhabited: Shapes = { ...world, features: world.features.filter((f) => f.properties.name !== 'Antarctica') };
  const projection = geoEqualEarth().fitExtent(
    [[8, 8], [WORLD_MAP.width - 8, WORLD_MAP.height - 8]],
    inhabited,
  );
  const dots = networkCountryCodes.map((code) => networkPlaces[code]!.at);
  return draw(projection, inhabited, { size: WORLD_MAP, dots, digits: 0 });
}

/**
 * One country and its neighbours, framed on its server cities (so the US map shows the cities, not Alaska):
 * the country in the brand colour, the rest of the network tinted, a dot on each city.
 */
export function countryMapSvg(country: Country): string {
  const cities = Object.values(cityPlaces[country]);
  const lons = cities.map((c) => c[0]);
  const lats = cities.map((c) => c[1]);
  // At least 16° by 11° around the cities' centre, then a margin, so a small country shows where it lies.
  const [cx, cy] = [(Math.min(...lons) + Math.max(...lons)) / 2, (Math.min(...lats) + Math.max(...lats)) / 2];
  const halfW = Math.max(8, (Math.max(...lons) - Math.min(...lons)) * 0.8);
  const halfH = Math.max(5.5, (Math.max(...lats) - Math.min(...lats)) * 0.8);
  const frame = {
    type: 'MultiPoint' as const,
    coordinates: [[cx - halfW, cy - halfH], [cx + halfW, cy + halfH]],
  };
  const projection = geoMercator()
    .fitExtent([[0, 0], [COUNTRY_MAP.width, COUNTRY_MAP.height]], frame)
    .clipExtent([[0, 0], [COUNTRY_MAP.width, COUNTRY_MAP.height]]);
  const focus = networkPlaces[countries[country]]!.numeric;
  // Natural Earth's 1:50m shapes for a close frame; a continent-wide frame (the US, Canada, Australia) needs no more
  // than 1:110m, and is a third of the file with it.
  const atlas = halfW > 20 ? world110 : world50;
  return draw(projection, shapes(atlas), { size: COUNTRY_MAP, dots: cities, focus, digits: 1 });
}

/** The names of the map files (/maps/<name>.svg): the world, and each country with a page. */
export const mapNames = ['world', ...(Object.keys(countries) as Country[])] as const;

export function mapSvg(name: string): string | null {
  if (name === 'world') return worldMapSvg();
  return Object.hasOwn(countries, name) ? countryMapSvg(name as Country) : null;
}
