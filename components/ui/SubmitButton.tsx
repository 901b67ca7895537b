// A form's submit button. Before hydration it is `disabled` (nothing would handle the click); while a request
// runs it stays focusable and is marked `aria-disabled` instead, so keyboard focus is not thrown away. The two
// never sit together: the HTML spec (and the W3C validator) forbids aria-disabled beside disabled.
export function SubmitButton({ ready, busy, className, children }: {
  /** The form's script is running (hydrated and, where needed, its data is in). */
  ready: boolean;
  /** A request is in flight, or the form has done its job. */
  busy: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <button type="submit" className={className} disabled={!ready} aria-disabled={ready && busy ? true : undefined}>
      {children}
    </button>
  );
}
