'use client';

// "Print / Save as PDF": the browser's own dialog, which also offers saving as a PDF; the receipt's print
// styles leave only the receipt on the page.
export function PrintButton({ label, className }: { label: string; className?: string }) {
  return <button type="button" className={className} onClick={() => window.print()}>{label}</button>;
}
