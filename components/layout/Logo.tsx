/** The shield mark and name; decorative, the surrounding link carries the accessible name. */
export function Logo() {
  return (
    <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
      <path d="M16 2 4 6.5v8.2C4 22.3 9.1 28.6 16 30c6.9-1.4 12-7.7 12-15.3V6.5L16 2z" fill="currentColor" />
      <path d="M10.5 16.2l3.8 3.8 7.4-7.6" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
