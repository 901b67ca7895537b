export const CONTENT_GROUPS: readonly string[];
