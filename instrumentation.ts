// Runs once when a Next server starts (Next's instrumentation hook). The embedded backend opens its store here
// and with it its background job, so scheduled gifts that fell due while the server was down go out at start,
// not at the first request after it (docs/behaviour.md#gift-delivery). Nothing to do for the real service.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startBackgroundJobs } = await import('@/server');
  startBackgroundJobs();
}
