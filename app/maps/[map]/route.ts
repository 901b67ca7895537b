// GET /maps/<name>.svg: the network maps, drawn at build time (lib/maps/serverMap.ts) and served as static files.
import { mapNames, mapSvg } from '@/lib/maps/serverMap';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return mapNames.map((name) => ({ map: `${name}.svg` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ map: string }> }): Promise<Response> {
  const { map } = await params;
  const svg = map.endsWith('.svg') ? mapSvg(map.slice(0, -'.svg'.length)) : null;
  if (!svg) return new Response('Not found', { status: 404 });
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml; charset=utf-8' } });
}
