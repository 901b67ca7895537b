import { getTranslations } from 'next-intl/server';
import { Globe, Lock, Power, Route, ShieldCheck, type IconNode } from 'lucide';
import type { Locale } from '@/lib/i18n/routing';
import { IconGlyph as Glyph } from '@/components/ui/Icon';
import styles from './pictures.module.scss';

const W = 280;
const H = 560;
const BRAND = '#0b3d91';
const MUTED = '#4b5563';


/** One row of the settings card: its label above, its value below, centred (so it reads the same in Arabic). */
function Row({ y, label, value, icon }: { y: number; label: string; value: string; icon: IconNode }) {
  return (
    <g>
      <rect x={24} y={y} width={W - 48} height={50} rx={12} fill="#ffffff" stroke="#d1d9e6" />
      <Glyph icon={icon} x={38} y={y + 13} size={24} colour={BRAND} />
      <text x={W / 2 + 10} y={y + 20} textAnchor="middle" fontSize={12} fill={MUTED}>
        {label}
      </text>
      <text x={W / 2 + 10} y={y + 39} textAnchor="middle" fontSize={15} fontWeight={700} fill="#111827">
        {value}
      </text>
    </g>
  );
}

/**
 * A drawing of the app's main screen, connected (docs/content.md#pictures): the connect button, the location,
 * the protocol and the kill switch, with the app's texts in the page's language. Drawn inline on the server:
 * no image request, no script, and the texts follow the language like the rest of the page.
 */
export async function AppScreenshot({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pictures.app' });
  return (
    <figure className={styles.screenshot}>
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={t('alt')} className={styles.drawing}>
        <rect x={2} y={2} width={W - 4} height={H - 4} rx={36} fill="#f3f6fb" stroke="#111827" strokeWidth={4} />
        <rect x={W / 2 - 40} y={14} width={80} height={8} rx={4} fill="#111827" />
        <text x={W / 2} y={62} textAnchor="middle" fontSize={18} fontWeight={700} fill={BRAND}>
          Harbor VPN
        </text>
        <Glyph icon={ShieldCheck} x={W / 2 - 12} y={84} size={24} colour="#15803d" />
        <text x={W / 2} y={132} textAnchor="middle" fontSize={20} fontWeight={700} fill="#15803d">
          {t('status')}
        </text>
        <text x={W / 2} y={154} textAnchor="middle" fontSize={13} fill={MUTED}>
          {t('statusDetail')}
        </text>
        <circle cx={W / 2} cy={250} r={70} fill="#dcfce7" />
        <circle cx={W / 2} cy={250} r={54} fill={BRAND} />
        <Glyph icon={Power} x={W / 2 - 22} y={228} size={44} colour="#ffffff" strokeWidth={2.5} />
        <text x={W / 2} y={350} textAnchor="middle" fontSize={14} fontWeight={700} fill={BRAND}>
          {t('button')}
        </text>
        <Row y={370} label={t('locationLabel')} value={t('location')} icon={Globe} />
        <Row y={428} label={t('protocolLabel')} value="OpenVPN" icon={Route} />
        <Row y={486} label={t('killSwitchLabel')} value={t('on')} icon={Lock} />
      </svg>
    </figure>
  );
}
