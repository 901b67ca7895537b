// The icon beside each app and platform on the download pages (lucide's device icons: we draw no brand logos,
// whose owners restrict their use).
import { Gamepad2, Globe, Laptop, Monitor, Smartphone, TabletSmartphone, type IconNode } from 'lucide';
import type { DownloadProduct } from './downloads';

export const platformIcons: Record<DownloadProduct | 'console', IconNode> = {
  windows: Monitor,
  macos: Laptop,
  ios: Smartphone,
  androidpro: TabletSmartphone,
  androidlite: Smartphone,
  chrome: Globe,
  console: Gamepad2,
};
