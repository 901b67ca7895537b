// Where the network is, for the maps (docs/content.md#pictures): each network country's ISO numeric code (the
// id Natural Earth's world-atlas gives its shape) and the position of its main server location, and the
// position of every city of the ten countries with a page. Positions are [longitude, latitude].
import type { Country } from '@/lib/content/catalog';

export type LonLat = readonly [number, number];

/** ISO 3166-1 alpha-2 → numeric (world-atlas feature ids) and the main server location of that country. */
export const networkPlaces: Record<string, { numeric: string; at: LonLat }> = {
  AT: { numeric: '040', at: [16.37, 48.21] },
  BE: { numeric: '056', at: [4.35, 50.85] },
  BG: { numeric: '100', at: [23.32, 42.7] },
  CH: { numeric: '756', at: [8.54, 47.37] },
  CZ: { numeric: '203', at: [14.42, 50.08] },
  DE: { numeric: '276', at: [8.68, 50.11] },
  DK: { numeric: '208', at: [12.57, 55.68] },
  ES: { numeric: '724', at: [-3.7, 40.42] },
  FI: { numeric: '246', at: [24.94, 60.17] },
  FR: { numeric: '250', at: [2.35, 48.86] },
  GB: { numeric: '826', at: [-0.13, 51.51] },
  GR: { numeric: '300', at: [23.73, 37.98] },
  HU: { numeric: '348', at: [19.04, 47.5] },
  IE: { numeric: '372', at: [-6.26, 53.35] },
  IT: { numeric: '380', at: [9.19, 45.46] },
  NL: { numeric: '528', at: [4.9, 52.37] },
  NO: { numeric: '578', at: [10.75, 59.91] },
  PL: { numeric: '616', at: [21.01, 52.23] },
  PT: { numeric: '620', at: [-9.14, 38.72] },
  RO: { numeric: '642', at: [26.1, 44.43] },
  SE: { numeric: '752', at: [18.07, 59.33] },
  UA: { numeric: '804', at: [30.52, 50.45] },
  AE: { numeric: '784', at: [55.27, 25.2] },
  BD: { numeric: '050', at: [90.41, 23.81] },
  ID: { numeric: '360', at: [106.85, -6.21] },
  IN: { numeric: '356', at: [72.88, 19.08] },
  JP: { numeric: '392', at: [139.69, 35.69] },
  KR: { numeric: '410', at: [126.98, 37.57] },
  KZ: { numeric: '398', at: [76.89, 43.24] },
  MY: { numeric: '458', at: [101.69, 3.14] },
  PH: { numeric: '608', at: [120.98, 14.6] },
  PK: { numeric: '586', at: [67.01, 24.86] },
  SG: { numeric: '702', at: [103.82, 1.35] },
  TH: { numeric: '764', at: [100.5, 13.76] },
  TR: { numeric: '792', at: [28.98, 41.01] },
  VN: { numeric: '704', at: [106.63, 10.82] },
  CA: { numeric: '124', at: [-79.38, 43.65] },
  MX: { numeric: '484', at: [-99.13, 19.43] },
  US: { numeric: '840', at: [-74.01, 40.71] },
  AR: { numeric: '032', at: [-58.38, -34.6] },
  BR: { numeric: '076', at: [-46.63, -23.55] },
  CL: { numeric: '152', at: [-70.67, -33.45] },
  CO: { numeric: '170', at: [-74.07, 4.71] },
  PE: { numeric: '604', at: [-77.04, -12.05] },
  EG: { numeric: '818', at: [31.24, 30.04] },
  KE: { numeric: '404', at: [36.82, -1.29] },
  NG: { numeric: '566', at: [3.38, 6.52] },
  ZA: { numeric: '710', at: [28.05, -26.2] },
  AU: { numeric: '036', at: [151.21, -33.87] },
  NZ: { numeric: '554', at: [174.76, -36.85] },
};

/** The cities of the country pages (keys of lib/content/servers.ts). */
export const cityPlaces: Record<Country, Record<string, LonLat>> = {
  korea: { seoul: [126.98, 37.57], incheon: [126.71, 37.46], busan: [129.08, 35.18], daegu: [128.6, 35.87] },
  japan: {
    tokyo: [139.69, 35.69], yokohama: [139.64, 35.44], nagoya: [136.91, 35.18], osaka: [135.5, 34.69], fukuoka: [130.4, 33.59],
  },
  indonesia: {
    jakarta: [106.85, -6.21], bandung: [107.61, -6.91], medan: [98.67, 3.59], surabaya: [112.75, -7.25], denpasar: [115.22, -8.65],
  },
  'south-africa': { johannesburg: [28.05, -26.2], pretoria: [28.19, -25.75], durban: [31.02, -29.86], capeTown: [18.42, -33.92] },
  india: { newDelhi: [77.21, 28.61], mumbai: [72.88, 19.08], bengaluru: [77.59, 12.97], chennai: [80.27, 13.08], kolkata: [88.36, 22.57] },
  france: {
    paris: [2.35, 48.86], lille: [3.06, 50.63], lyon: [4.84, 45.76], marseille: [5.37, 43.3], bordeaux: [-0.58, 44.84], toulouse: [1.44, 43.6],
  },
  australia: {
    sydney: [151.21, -33.87], brisbane: [153.03, -27.47], melbourne: [144.96, -37.81], adelaide: [138.6, -34.93], perth: [115.86, -31.95],
  },
  us: {
    newYork: [-74.01, 40.71], washington: [-77.04, 38.91], miami: [-80.19, 25.76], atlanta: [-84.39, 33.75], chicago: [-87.63, 41.88],
    dallas: [-96.8, 32.78], losAngeles: [-118.24, 34.05], sanFrancisco: [-122.42, 37.77], seattle: [-122.33, 47.61],
  },
  netherlands: { amsterdam: [4.9, 52.37], rotterdam: [4.48, 51.92], theHague: [4.3, 52.07] },
  canada: { toronto: [-79.38, 43.65], montreal: [-73.57, 45.5], vancouver: [-123.12, 49.28], calgary: [-114.07, 51.05] },
};
