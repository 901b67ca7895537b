// The entry of the route handlers: embedded backend by default, the real service when MMS_API_URL is set.
// In upstream mode every call is forwarded, the sandbox provider's too: whether a service has a test mode is
// its own decision (the e2e harness has one; a service without it answers 404).
import { Code } from '@/lib/contract/codes';
import { isUpstream } from '../config';
import { forward } from '../upstream';
import { csrfRefusal, dispatch, envelope } from './dispatch';
import type { Endpoint } from './types';

/** Longest call path accepted; anything longer is not ours. */
const MAX_PATH = 512;

export async function handleApi(request: Request, root: '/api/mms' | '/ws/mm', segments: string[], endpoints: readonly Endpoint[]) {
  const path = `/${segments.join('/')}`;
  if (path.length > MAX_PATH || !/^[\w\-/.]+$/.test(path)) {
    return envelope(404, { code: Code.NOT_FOUND, msg: 'No such call', data: null });
  }
  if (isUpstream()) {
    const refused = csrfRefusal(request, endpoints.some((e) => e.path === path && e.beacon));
    return refused ?? forward(request, root + path);
  }
  return dispatch(request, path, endpoints);
}
