import { handleApi, mmsEndpoints } from '@/server';

type Context = { params: Promise<{ path: string[] }> };

async function handler(request: Request, { params }: Context) {
  return handleApi(request, '/api/mms', (await params).path, mmsEndpoints);
}

export { handler as GET, handler as POST };
