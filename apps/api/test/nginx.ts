import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's nginx (`apt-get install nginx`; .ci/run and `npm test` install it). */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
const LOCATIONS = path.resolve(import.meta.dirname, '../../../deploy/nginx/declic-locations.conf');

export interface RunningNginx {
  port: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForPort(port: number, child: ChildProcess, errorLog: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '';
  throw new Error(`nginx n’écoute pas sur le port ${port} : ${log}`);
}

/**
 * nginx on loopback in front of `upstreamPorts`, with the production locations file
 * (deploy/nginx/declic-locations.conf) and the http-level pieces it needs, in a temporary prefix.
 */
export async function startNginx(upstreamPorts: number[]): Promise<RunningNginx> {
  if (!NGINX)
    throw new Error('nginx est introuvable : installez le paquet Debian « nginx » (apt-get install nginx).');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-nginx-'));
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  const errorLog = path.join(dir, 'error.log');
  fs.writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${errorLog} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream declic_api {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 8;
  }
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=declic_static:1m use_temp_path=off;
  server {
    listen 127.0.0.1:${port};
    include ${LOCATIONS};
  }
}
`,
  );
  // A configuration error is reported with nginx's own message.
  execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', conf], { stdio: 'pipe' });
  const child = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: 'ignore' });
  await waitForPort(port, child, errorLog);
  return {
    port,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Checks the production site file (deploy/nginx/declic.conf) with `nginx -t`: its certificate,
 * snippet and cache paths pointed at a temporary folder, with a throw-away self-signed certificate.
 * Returns nginx's verdict (its stderr).
 */
export function checkProductionSite(): string {
  if (!NGINX)
    throw new Error('nginx est introuvable : installez le paquet Debian « nginx » (apt-get install nginx).');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-nginx-site-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=declic.example',
        '-keyout',
        path.join(dir, 'privkey.pem'),
        '-out',
        path.join(dir, 'fullchain.pem'),
      ],
      { stdio: 'pipe' },
    );
    const site = fs
      .readFileSync(path.join(path.dirname(LOCATIONS), 'declic.conf'), 'utf8')
      .replaceAll('/etc/letsencrypt/live/declic.example', dir)
      .replaceAll('/etc/nginx/snippets/declic-locations.conf', LOCATIONS)
      .replaceAll('/var/cache/nginx/declic', path.join(dir, 'cache'));
    fs.writeFileSync(path.join(dir, 'declic.conf'), site);
    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(
      conf,
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;\n  include ${dir}/declic.conf;\n}\n`,
    );
    const result = spawnSync(NGINX, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
    return result.stderr;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
