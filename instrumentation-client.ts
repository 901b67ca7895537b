// Runs in the browser before React hydrates the page (Next's client instrumentation hook).
import { warmIntlBeforeHydration } from '@/lib/format/warmIntl';

warmIntlBeforeHydration();
