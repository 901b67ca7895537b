// Types of postFile.mjs for the TypeScript side (the seed reader, server/seed/blog.ts).
export interface ParsedPostFile {
  id?: number;
  slug: string;
  lang: string;
  title: string;
  category: string;
  tags: string[];
  cover: string;
  author: string;
  source: 'wordpress' | 'system';
  publishedAt: string;
  excerpt: string;
  html: string;
}

export function parsePostFile(
  text: string,
  context: { languages: string[]; coverExists: (path: string) => boolean; now?: Date },
): { post: ParsedPostFile; errors?: undefined } | { errors: string[]; post?: undefined };
