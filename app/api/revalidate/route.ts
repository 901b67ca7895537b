// POST /api/revalidate: the service's publish hook refreshes the blog or the plans at once, instead of
// waiting for the cache window. The logic is lib/data/revalidate.ts.
import { revalidateTags } from '@/lib/data/revalidate';

export function POST(request: Request): Promise<Response> {
  return revalidateTags(request);
}
