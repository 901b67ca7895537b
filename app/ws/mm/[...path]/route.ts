import { blogEndpoints } from '@/server/endpoints';
import { handleApi } from '@/server/http/handle';

type Context = { params: Promise<{ path: string[] }> };

async function handler(request: Request, { params }: Context) {
  return handleApi(request, '/ws/mm', (await params).path, blogEndpoints);
}

export { handler as GET, handler as POST };
