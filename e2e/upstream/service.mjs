// The stand-in for the real service in the upstream journeys, on loopback: the embedded backend (`next start`
// of the main build, with a store of its own) behind a TCP proxy. The site talks to the proxy; a test can
// stop and start the proxy's listener through the control port, which looks to the site exactly like the
// service going down and coming back. On start it adds what the seed does not have (catalogue.mjs).
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addServiceCatalogue } from './catalogue.mjs';
import { BACKEND_PORT, CONTROL_PORT, SERVICE_DATA_DIR, SERVICE_PORT } from './env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const backend = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(BACKEND_PORT)], {
  cwd: root,
  env: { ...process.env, DATA_DIR: SERVICE_DATA_DIR, TRUST_PROXY: '1', NEXT_DIST_DIR: '.next', MMS_API_URL: '' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => { backend.kill('SIGTERM'); process.exit(0); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
backend.on('exit', (code) => { console.error(`service backend exited (${code})`); process.exit(1); });

async function waitForBackend() {
  for (let i = 0; i < 600; i++) {
    try {
      // The first API call creates and seeds the store.
      const response = await fetch(`http://127.0.0.1:${BACKEND_PORT}/api/mms/payment/v1/providers/plans`, { headers: { 'x-app-type': '502' } });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the service backend did not start');
}

const sockets = new Set();
const proxy = net.createServer((client) => {
  const upstream = net.connect(BACKEND_PORT, '127.0.0.1');
  for (const s of [client, upstream]) {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => { client.destroy(); upstream.destroy(); });
  }
  client.pipe(upstream).pipe(client);
});
let listening = false;
const listen = () => new Promise((resolve) => (listening ? resolve() : proxy.listen(SERVICE_PORT, '127.0.0.1', () => { listening = true; resolve(); })));
const close = () => new Promise((resolve) => {
  if (!listening) return resolve();
  listening = false;
  proxy.close(() => resolve());
  for (const s of sockets) s.destroy();
});

await waitForBackend();
addServiceCatalogue(path.join(root, SERVICE_DATA_DIR, 'app.db'));
await listen();

http
  .createServer(async (req, res) => {
    if (req.method === 'POST' && req.url === '/down') await close();
    else if (req.method === 'POST' && req.url === '/up') await listen();
    else if (!(req.method === 'GET' && req.url === '/health')) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ listening }));
  })
  .listen(CONTROL_PORT, '127.0.0.1', () => console.log(`stand-in service on ${SERVICE_PORT} (control ${CONTROL_PORT})`));
