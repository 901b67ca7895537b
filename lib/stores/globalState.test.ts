import { beforeEach, describe, expect, it } from 'vitest';
import { reset, useGlobalState } from './globalState';

const state = () => useGlobalState.getState();

describe('global state', () => {
  beforeEach(reset);

  it('has the defaults of docs/behaviour.md#client-state', () => {
    expect(state()).toMatchObject({ paysuc: '', setPassword: false, minScreenWidth: 750 });
  });

  it('setters change their field and reset restores the defaults', () => {
    state().setPaysuc('paypal');
    state().setSetPassword(true);
    expect(state()).toMatchObject({ paysuc: 'paypal', setPassword: true });
    reset();
    expect(state()).toMatchObject({ paysuc: '', setPassword: false });
  });
});
