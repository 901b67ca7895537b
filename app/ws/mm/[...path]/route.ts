import { blogEndpoints, handleApi } from '@/server';

type Context = { params: Promise<{ path: string[] }> };

async function handler(request: Request, { params }: Context) {
  return handleApi(request, '/ws/mm', (await params).path, blogEndpoints);
}

export { handler as GET, handler as POST };
