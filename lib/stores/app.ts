// App state (docs/behaviour.md#client-state): platform, language, mobile layout flag, host and the init flag.
//
// Server safety: a zustand store is a module-level singleton, so on the server it would be shared by
// every request. These stores are therefore only read and written in client components, their initial
// state is neutral (nothing about any visitor), and they are filled in the browser by actions called
// from effects (ClientRuntime), which never run during server rendering.
import { create } from 'zustand';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import type { Device } from '@/lib/device/device';

interface AppData {
  device: Device;
  language: Locale;
  isH5: boolean;
  host: string;
  isInit: boolean;
}

interface AppState extends AppData {
  init(options: { language: Locale; host: string }): void;
  setIsH5(isH5: boolean): void;
  setDevice(device: Device): void;
}

const initial: AppData = { device: '', language: defaultLocale, isH5: false, host: '', isInit: false };

export const useAppStore = create<AppState>()((set, get) => ({
  ...initial,
  // Called on every layout render in the browser: the language follows the page's path prefix.
  init: ({ language, host }) => set({ language, host, isInit: true }),
  // Resize fires many times a second; only a real change should notify subscribers.
  setIsH5: (isH5) => {
    if (get().isH5 !== isH5) set({ isH5 });
  },
  setDevice: (device) => set({ device }),
}));

export function reset(): void {
  useAppStore.setState(initial);
}
