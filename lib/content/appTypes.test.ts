import { describe, expect, it } from 'vitest';
import { platformOf } from './appTypes';

describe('platformOf', () => {
  it.each([
    [1, 'ios'], [7, 'ios'], [12, 'ios'], [15, 'ios'], [101, 'android'], [109, 'android'], [114, 'android'],
    [201, 'android'], [301, 'chrome'], [302, 'chrome'], [401, 'windows'], [402, 'windows'], [501, 'web'],
    [502, 'web'], [512, 'web'], [8, 'unknown'], [110, 'unknown'], [0, 'unknown'], [-1, 'unknown'],
  ] as const)('%i → %s', (code, platform) => {
    expect(platformOf(code)).toBe(platform);
  });
});
