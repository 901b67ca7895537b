'use client';

// "Print / Save as PDF": the browser's own dialog, which also offers saving as a PDF; the receipt's print
// styles leave only the receipt on the page.
import { useHydrated } from '@/lib/browser/useHydrated';

export function PrintButton({ label, className }: { label: string; className?: string }) {
  const hydrated = useHydrated();
  return <button type="button" className={className} onClick={() => window.print()} disabled={!hydrated}>{label}</button>;
}
