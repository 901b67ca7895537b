export function readMessages(locale: string): Record<string, unknown>;
