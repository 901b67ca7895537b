// The stock app has no background work. Without this file of its own, Next picks up the repository's
// instrumentation.ts (the Turbopack root is two levels up) and fails to resolve the site's backend.
export function register() {}
