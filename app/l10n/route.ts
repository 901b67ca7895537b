// GET /l10n?language=&prefix=&path= (docs/behaviour.md#languages; contract: docs/api.md, Translations): the
// logic is in server/l10n.ts.
import { answerL10n, L10N_CACHE_CONTROL } from '@/server';

export function GET(request: Request): Response {
  const { status, body } = answerL10n(new URL(request.url).searchParams);
  // Only successful answers are cacheable: a mistyped query should not stick in a shared cache.
  const cacheControl = status === 200 ? L10N_CACHE_CONTROL : 'no-store';
  return Response.json(body, { status, headers: { 'cache-control': cacheControl } });
}
