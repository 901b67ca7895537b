import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reset, useAppStore } from './app';

describe('app store', () => {
  beforeEach(reset);

  it('starts neutral', () => {
    expect(useAppStore.getState()).toMatchObject({ device: '', language: 'en', isH5: false, host: '', isInit: false });
  });

  it('init records language and host and marks the app initialised', () => {
    useAppStore.getState().init({ language: 'de', host: 'www.example.com' });
    expect(useAppStore.getState()).toMatchObject({ language: 'de', host: 'www.example.com', isInit: true });
  });

  it('setIsH5 notifies only on a change', () => {
    const listener = vi.fn();
    const unsubscribe = useAppStore.subscribe(listener);
    useAppStore.getState().setIsH5(false);
    expect(listener).not.toHaveBeenCalled();
    useAppStore.getState().setIsH5(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(useAppStore.getState().isH5).toBe(true);
    unsubscribe();
  });

  it('setDevice stores the platform; reset forgets everything', () => {
    useAppStore.getState().setDevice('android');
    expect(useAppStore.getState().device).toBe('android');
    useAppStore.getState().init({ language: 'ja', host: 'h' });
    reset();
    expect(useAppStore.getState()).toMatchObject({ device: '', language: 'en', host: '', isInit: false });
    // Actions survive a reset.
    expect(typeof useAppStore.getState().init).toBe('function');
  });
});
