// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SubmitButton } from './SubmitButton';

afterEach(cleanup);

describe('SubmitButton', () => {
  // Every combination: `disabled` and `aria-disabled` never both, as the W3C validator requires.
  for (const ready of [false, true]) for (const busy of [false, true]) {
    it(`ready=${ready} busy=${busy}`, () => {
      render(<SubmitButton ready={ready} busy={busy}>Send</SubmitButton>);
      const button = screen.getByRole('button', { name: 'Send' });
      expect(button.hasAttribute('disabled')).toBe(!ready);
      expect(button.getAttribute('aria-disabled')).toBe(ready && busy ? 'true' : null);
    });
  }
});
