// Fills deploy/nginx.conf.template. Used by the benchmark and topology scripts, and for a deployment:
//   node scripts/nginx-conf.mjs --listen 80 --upstream 127.0.0.1:3001 --upstream 127.0.0.1:3002 \
//     --run-dir /var/lib/harbor-nginx > /etc/nginx/harbor.conf
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MODULES = '/usr/lib/nginx/modules';
const BROTLI = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];

/** Brotli is used when Debian's libnginx-mod-http-brotli-* packages are installed; gzip always. */
export function hasBrotli() {
  return BROTLI.every((m) => fs.existsSync(path.join(MODULES, m)));
}

export function renderNginxConf({ listen, upstreams, runDir, appRoot = ROOT, workers = 'auto', accessLog = 'off' }) {
  const brotli = hasBrotli();
  const values = {
    LOAD_MODULES: brotli ? BROTLI.map((m) => `load_module ${MODULES}/${m};`).join('\n') : '# brotli modules not installed',
    BROTLI: brotli
      ? 'brotli on;\n  brotli_comp_level 5;\n  brotli_min_length 1024;\n  brotli_types text/plain text/css text/xml application/javascript application/json application/xml application/manifest+json image/svg+xml text/x-component;'
      : '',
    WORKERS: String(workers),
    RUN_DIR: runDir,
    ACCESS_LOG: accessLog === 'off' ? 'off' : `${accessLog} upstream_log`,
    MIME_TYPES: '/etc/nginx/mime.types',
    UPSTREAMS: upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=2s;`).join('\n    '),
    LISTEN: String(listen),
    APP_ROOT: appRoot,
  };
  let conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf.template'), 'utf8');
  // The access log format records which instance answered (the topology check reads it).
  conf = conf.replace('http {', 'http {\n  log_format upstream_log \'$request_method $uri $status $upstream_addr $upstream_cache_status\';');
  for (const [name, value] of Object.entries(values)) conf = conf.replaceAll(`__${name}__`, value);
  const left = /__[A-Z_]+__/.exec(conf);
  if (left) throw new Error(`unfilled placeholder ${left[0]}`);
  return conf;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const all = (name) => args.flatMap((a, i) => (a === `--${name}` ? [args[i + 1]] : []));
  const one = (name, fallback) => all(name)[0] ?? fallback;
  process.stdout.write(
    renderNginxConf({
      listen: one('listen', '80'),
      upstreams: all('upstream').length ? all('upstream') : ['127.0.0.1:3000'],
      runDir: one('run-dir', '/var/lib/harbor-nginx'),
      accessLog: one('access-log', '/var/log/nginx/harbor.access.log'),
    }),
  );
}
