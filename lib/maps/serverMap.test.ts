import { describe, expect, it } from 'vitest';
import { countries, type Country } from '@/lib/content/catalog';
import { cityPlaces, networkPlaces } from '@/lib/content/geo';
import { citiesOf, networkCountryCodes } from '@/lib/content/servers';
import { countryMapSvg, mapNames, mapSvg, worldMapSvg } from './serverMap';

const circles = (svg: string) => svg.match(/<circle /g)?.length ?? 0;

describe('the network maps', () => {
  it('know where every network country and every city of a country page is', () => {
    expect(Object.keys(networkPlaces).sort()).toEqual([...networkCountryCodes].sort());
    for (const country of Object.keys(countries) as Country[]) {
      expect(Object.keys(cityPlaces[country]).sort()).toEqual([...citiesOf(country)].sort());
    }
  });

  it('draw the world with a dot on each network country and its shape tinted', () => {
    const svg = worldMapSvg();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 470"')).toBe(true);
    expect(circles(svg)).toBe(networkCountryCodes.length);
    // Singapore is too small for the 1:110m shapes: it is a dot only. Every other country is a tinted shape.
    expect(svg.match(/fill="#9db8e3"/g)!.length).toBe(networkCountryCodes.length - 1);
    expect(svg.length).toBeLessThan(100_000);
  });

  it.each(Object.keys(countries) as Country[])('draw %s in the brand colour with a dot on each of its cities', (country) => {
    const svg = countryMapSvg(country);
    expect(circles(svg)).toBe(citiesOf(country).length);
    expect(svg).toContain('fill="#0b3d91"');
    expect(svg.length).toBeLessThan(100_000);
  });

  it('name a file for the world and each country page, and nothing else', () => {
    expect(mapNames).toEqual(['world', ...Object.keys(countries)]);
    expect(mapSvg('japan')).toBe(countryMapSvg('japan'));
    expect(mapSvg('atlantis')).toBeNull();
    expect(mapSvg('__proto__')).toBeNull();
  });
});
