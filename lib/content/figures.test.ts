import { describe, expect, it } from 'vitest';
import { figureValues } from './figures';

describe('figureValues', () => {
  it('formats the figures for the language', () => {
    expect(figureValues('en')).toMatchObject({ servers: '21,000+', countries: '50+', users: '300M', rating: '4.8', ratingCount: '30,961' });
    expect(figureValues('de')).toMatchObject({ servers: '21.000+', rating: '4,8', ratingCount: '30.961' });
    expect(figureValues('ja').users).toBe('3億');
  });
});
