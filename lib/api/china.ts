// The China block (docs/behaviour.md#china-block): guarded actions are refused, without any call, when the
// visitor's detected country contains 'china' (case-insensitive). The country is the visit's geo copy
// (lib/tracking/geo.ts), looked up now if the page has not done so yet; a failed lookup never blocks.
import { track } from '@/lib/tracking/analytics';
import { currentGeo, isChina, loadGeo } from '@/lib/tracking/geo';

export async function chinaBlocked(): Promise<boolean> {
  const geo = currentGeo() ?? (await loadGeo({ report: (name) => track(name) }).catch(() => null));
  return isChina(geo);
}
