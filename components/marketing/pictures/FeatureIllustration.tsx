import { getTranslations } from 'next-intl/server';
import {
  EyeOff, FileX, Gauge, GlobeLock, Laptop, Lock, Power, Server, Split, Wifi, Zap, type IconNode,
} from 'lucide';
import type { Feature } from '@/lib/content/catalog';
import type { Locale } from '@/lib/i18n/routing';
import { IconGlyph as Glyph } from '@/components/ui/Icon';
import styles from './pictures.module.scss';

const W = 560;
const H = 220;
const BRAND = '#0b3d91';

/** The mark each feature puts on the tunnel between the device and our server. */
const MARKS: Record<Feature, IconNode> = {
  'anonymous-browsing': EyeOff,
  'automatic-kill-switch': Power,
  encryption: Lock,
  'isp-throttling': Gauge,
  'no-logs': FileX,
  'private-dns': GlobeLock,
  'spilt-tunneling': Split,
  'turbo-speed': Zap,
  'wifi-protection': Wifi,
};


/**
 * One illustration per feature page (docs/content.md#pictures): a laptop, the tunnel to a Harbor VPN server, and
 * the feature's mark on the tunnel. Split tunnelling forks the line; the kill switch breaks it. Its translated
 * description is the picture's accessible name.
 */
export async function FeatureIllustration({ locale, feature }: { locale: Locale; feature: Feature }) {
  const t = await getTranslations({ locale, namespace: 'pictures.features' });
  const broken = feature === 'automatic-kill-switch';
  const forked = feature === 'spilt-tunneling';
  return (
    <figure className={styles.illustration}>
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={t(feature)} className={styles.drawing}>
        <rect width={W} height={H} rx={16} fill="#f3f6fb" />
        <Glyph icon={Laptop} x={36} y={62} size={96} colour="#111827" strokeWidth={1.75} />
        <Glyph icon={Server} x={W - 132} y={62} size={96} colour={BRAND} strokeWidth={1.75} />
        <path
          d={broken ? `M140 110 H240 M320 110 H420` : `M140 110 H420`}
          stroke={BRAND}
          strokeWidth={10}
          strokeLinecap="round"
          strokeDasharray={broken ? undefined : '1 0'}
          fill="none"
        />
        {forked && <path d="M210 110 C250 110 260 170 300 170 H330" stroke="#9db8e3" strokeWidth={8} strokeLinecap="round" fill="none" />}
        <circle cx={W / 2} cy={110} r={38} fill="#ffffff" stroke={BRAND} strokeWidth={4} />
        <Glyph icon={MARKS[feature]} x={W / 2 - 22} y={88} size={44} colour={BRAND} />
      </svg>
    </figure>
  );
}
