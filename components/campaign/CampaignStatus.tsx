'use client';

// Where the promotion stands, decided in the browser: the pre-rendered page shows `initial` (the ended
// state, or the dates only, computed at build), and after hydration this ticks every second — "starts in"
// before the window, "ends in" with the offer link during it, `ended` after it. The ticking numbers are not
// live (role=timer); a visually hidden summary at minute precision is, so it speaks once a minute at most.
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { campaignClock, minuteSummary } from '@/lib/campaign/promotion';
import { campaignPhase } from '@/lib/plans/countdown';
import styles from './campaign.module.scss';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

interface Props {
  start: string;
  end: string;
  initial: React.ReactNode;
  ended: React.ReactNode;
  /** The link to the offer, shown while it runs. */
  offer: React.ReactNode;
}

export function CampaignStatus({ start, end, initial, ended, offer }: Props) {
  const t = useTranslations('campaignPages.promotion');
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      // On the second boundary, so the seconds move evenly; nothing more to count once it has ended.
      if (campaignPhase({ start, end }, at) !== 'ended') timer = setTimeout(tick, 1000 - (at % 1000));
    };
    tick();
    return () => clearTimeout(timer);
  }, [start, end]);

  if (now === null) return initial;
  const { phase, left } = campaignClock({ start, end }, now);
  if (phase === 'ended') return ended;
  const label = t(phase === 'upcoming' ? 'startsIn' : 'endsIn');
  return (
    <div className={styles.status}>
      <p id="campaign-countdown" className={styles.statusTitle}>{label}</p>
      <div role="timer" aria-live="off" aria-labelledby="campaign-countdown" className={styles.timer}>
        {UNITS.map((unit) => (
          <span key={unit} className={styles.unit}>
            <span className={styles.unitValue}>{left[unit]}</span> <span className={styles.unitLabel}>{t(`units.${unit}`)}</span>
          </span>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">{`${label} ${t('left', minuteSummary(left))}`}</p>
      {phase === 'running' && offer}
    </div>
  );
}
