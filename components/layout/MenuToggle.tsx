'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import styles from './SiteHeader.module.scss';

interface Props {
  openLabel: string;
  closeLabel: string;
  children: React.ReactNode;
}

/** The phone-size menu button; on wide screens the menu is always shown and the button hidden. */
export function MenuToggle({ openLabel, closeLabel, children }: Props) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => setOpen((o) => !o)}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M3 6h18M3 12h18M3 18h18" />}
        </svg>
        <span className="visually-hidden">{open ? closeLabel : openLabel}</span>
      </button>
      <div id="site-menu" className={styles.menu} data-open={open}>
        {children}
      </div>
    </>
  );
}
