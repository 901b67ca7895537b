'use client';

// Blog pages load the category list into the blog cache when it is empty (docs/behaviour.md#client-state).
// The list is already in the pre-rendered page, so this costs no request.
import { useEffect } from 'react';
import { useBlogCache, type BlogCategory } from '@/lib/stores/blogCache';

export function CategoryCacheSeed({ categories }: { categories: BlogCategory[] }) {
  useEffect(() => {
    const cache = useBlogCache.getState();
    if (cache.categories.length === 0 && categories.length > 0) cache.setCategories(categories);
  }, [categories]);
  return null;
}
