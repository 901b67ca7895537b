export const SAME_AS_ENGLISH_ALLOWED: Record<string, string[]>;
export function flatten(obj: object, prefix?: string): [string, unknown][];
export function compareMessages(en: object, other: object, lang?: string): string[];
export const SAME_AS_ENGLISH_KEY_PREFIXES: string[];
export function argumentNames(text: string): Set<string> | null;
