'use client';

// Where the promotion stands, decided in the browser: the pre-rendered page shows what the build decided
// (`built`: the ended state, or the dates only), and after hydration this ticks every second — "starts in"
// before the window, "ends in" with the offer link during it, and after it the countdown at all zeros beside
// the `ended` note (docs/behaviour.md#campaigns). The ticking numbers are not live (role=timer); a visually
// hidden summary at minute precision is, so it speaks once a minute at most.
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { campaignClock, minuteSummary } from '@/lib/campaign/promotion';
import { campaignPhase, type Countdown, ZERO_COUNTDOWN } from '@/lib/plans/countdown';
import styles from './campaign.module.scss';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

interface Props {
  start: string;
  end: string;
  /** The state decided at build (buildState). */
  built: 'ended' | 'neutral';
  /** Shown before hydration when the campaign had not ended at build: the dates only. */
  neutral: React.ReactNode;
  /** Shown under the zeroed countdown once the campaign has ended. */
  ended: React.ReactNode;
  /** The link to the offer, shown while it runs. */
  offer: React.ReactNode;
}

/** The days:hours:minutes:seconds layout, the same whether it runs or stands at zero. */
function Clock({ title, left, children }: { title: string; left: Countdown; children: React.ReactNode }) {
  const t = useTranslations('campaignPages.promotion');
  return (
    <div className={styles.status}>
      <p id="campaign-countdown" className={styles.statusTitle}>{title}</p>
      <div role="timer" aria-live="off" aria-labelledby="campaign-countdown" className={styles.timer}>
        {UNITS.map((unit) => (
          <span key={unit} className={styles.unit}>
            <span className={styles.unitValue}>{left[unit]}</span> <span className={styles.unitLabel}>{t(`units.${unit}`)}</span>
          </span>
        ))}
      </div>
      {children}
    </div>
  );
}

export function CampaignStatus({ start, end, built, neutral, ended, offer }: Props) {
  const t = useTranslations('campaignPages.promotion');
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    // Over at build means over for good: no clock to read and no timer to start, so the page stays as served.
    if (built === 'ended') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      // On the second boundary, so the seconds move evenly; nothing more to count once it has ended.
      if (campaignPhase({ start, end }, at) !== 'ended') timer = setTimeout(tick, 1000 - (at % 1000));
    };
    tick();
    return () => clearTimeout(timer);
  }, [built, start, end]);

  // Built from constants, not from the clock, so the server's HTML and the first render in the browser agree.
  const over = <Clock title={t('ended')} left={ZERO_COUNTDOWN}>{ended}</Clock>;
  if (built === 'ended') return over;
  if (now === null) return neutral;
  const { phase, left } = campaignClock({ start, end }, now);
  if (phase === 'ended') return over;
  const label = t(phase === 'upcoming' ? 'startsIn' : 'endsIn');
  return (
    <Clock title={label} left={left}>
      <p className="visually-hidden" aria-live="polite">{`${label} ${t('left', minuteSummary(left))}`}</p>
      {phase === 'running' && offer}
    </Clock>
  );
}
