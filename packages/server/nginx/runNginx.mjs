import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Debian's brotli_static module (package libnginx-mod-http-brotli-static). */
const debianBrotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export class NginxSetupError extends Error {
  name = 'NginxSetupError';
}

/**
 * The `load_module` path of the brotli_static module (NGINX_BROTLI_MODULE, else Debian's), or a
 * clear error saying what to install: the build's precompressed files are served through it.
 */
export function brotliModulePath(env = process.env) {
  const file = env.NGINX_BROTLI_MODULE?.trim() || debianBrotliModule;
  if (!fs.existsSync(file))
    throw new NginxSetupError(
      `nginx's brotli_static module is missing (${file}): apt-get install -y nginx libnginx-mod-http-brotli-static ` +
        '(or set NGINX_BROTLI_MODULE to the module file)',
    );
  return file;
}

/** The nginx binary (NGINX_BIN, else `nginx` on the PATH), or a clear error. */
function nginxBinary(env = process.env) {
  const binary = env.NGINX_BIN?.trim() || 'nginx';
  const probe = spawnSync(binary, ['-v'], { encoding: 'utf8' });
  if (probe.error) throw new NginxSetupError(`nginx was not found (${binary}): apt-get install -y nginx`);
  return binary;
}

/** Resolves once something accepts connections on host:port (rejects after `ms`). */
async function waitForPort(host, port, ms, exited) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (exited()) throw new NginxSetupError(`nginx exited while starting (see its error log)`);
    const open = await new Promise((resolve) => {
      const socket = net.connect({ host, port }, () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new NginxSetupError(`nginx did not listen on ${host}:${port} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Writes `config` to `<runDir>/nginx.conf`, checks it (`nginx -t`), and runs nginx in the
 * foreground as a child of this process — its own prefix, pid, logs and temp dirs under `runDir`,
 * so it needs no system path and runs beside a system nginx. Returns `stop()` (graceful quit).
 * @param {{ config: string, runDir: string, listen: { host: string, port: number }, env?: NodeJS.ProcessEnv }} options
 */
export async function startNginx({ config, runDir, listen, env = process.env }) {
  const binary = nginxBinary(env);
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(runDir, 'tmp', dir), { recursive: true });
  const configFile = path.join(runDir, 'nginx.conf');
  const optionsFor = (file) => ['-p', `${runDir}/`, '-e', path.join(runDir, 'error.log'), '-c', file];
  /** Writes `text` to `file` once nginx accepts it (`nginx -t`); throws what nginx said otherwise. */
  const writeChecked = (file, text) => {
    const candidate = `${file}.${process.pid}.next`;
    fs.writeFileSync(candidate, text);
    const check = spawnSync(binary, ['-t', '-q', ...optionsFor(candidate)], { encoding: 'utf8' });
    if (check.status !== 0) {
      fs.rmSync(candidate, { force: true });
      throw new NginxSetupError(`nginx refused the configuration for ${file}:\n${check.stderr}`);
    }
    fs.renameSync(candidate, file);
  };
  writeChecked(configFile, config);
  const base = optionsFor(configFile);
  const child = spawn(binary, [...base, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  let exited = false;
  const exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      resolve(code ?? signal);
    }),
  );
  await waitForPort(listen.host, listen.port, 10_000, () => exited);
  return {
    configFile,
    /** The master process (its workers are its children). */
    pid: child.pid,
    /** Settles when nginx exits (its exit code or signal), asked to or not. */
    exited: exit,
    /**
     * A new configuration, checked first (a refused one leaves the running one serving), then a
     * graceful reload (SIGHUP): new workers take new requests, the old ones finish theirs.
     * @param {string} next
     */
    reload(next) {
      writeChecked(configFile, next);
      child.kill('SIGHUP');
    },
    /** Graceful stop (SIGQUIT: open requests finish); a fast stop after 5 s. */
    async stop() {
      if (exited) return;
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGTERM'), 5000);
      await exit;
      clearTimeout(timer);
    },
  };
}
