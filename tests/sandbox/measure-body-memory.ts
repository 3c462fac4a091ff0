// Measures the sandbox's memory when it is sent large bodies over real HTTP (issue item 11).
// Not a test: run by hand, it prints a table.
//
//   node --import tsx tests/sandbox/measure-body-memory.ts [path/to/sandbox/main.ts]
//
// Each case starts `sandbox/main.ts` afresh (database in memory), warms it with a few small
// requests, then sends one body and reads the process's peak resident set (VmHWM in
// /proc/<pid>/status, Linux only) before and after. The peak is what a body costs at worst,
// even if the garbage collector gives it back later.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(import.meta.dirname, '..', '..');
const MAIN = process.argv[2] ?? join(ROOT, 'sandbox', 'main.ts');
const TSX = pathToFileURL(join(ROOT, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs')).href;
const MiB = 1024 * 1024;

function kib(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
}

async function start(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', TSX, MAIN], {
    env: { ...process.env, PORT: '0', SANDBOX_DB: ':memory:' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const port = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /127\.0\.0\.1:(\d+)\/api\/v1/.exec(out);
      if (m && out.includes('demo-expired-key')) resolve(Number(m[1]));
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${out}`)));
  });
  return { child, port };
}

/**
 * POSTs `total` bytes of a JSON link body, with a Content-Length or chunked, and resolves with
 * the status. Writing stops once the server has answered (it may close the socket then).
 */
function post(port: number, total: number, withLength: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      Authorization: 'Bearer demo-enterprise-key',
      'Content-Type': 'application/json',
    };
    if (withLength) headers['Content-Length'] = String(total);
    let answered = false;
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/v1/links', headers },
      (res) => {
        answered = true;
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (!answered && e.code !== 'EPIPE' && e.code !== 'ECONNRESET') reject(e);
    });
    const head = '{"original_url":"https://example.com/memory","pad":"';
    const tail = '"}';
    const piece = 'a'.repeat(64 * 1024);
    let left = total - head.length - tail.length;
    req.write(head);
    const write = () => {
      while (left > 0 && !answered && !req.destroyed) {
        const n = Math.min(piece.length, left);
        left -= n;
        if (!req.write(n === piece.length ? piece : piece.slice(0, n))) {
          req.once('drain', write);
          return;
        }
      }
      if (left <= 0 && !req.destroyed) req.end(tail);
    };
    write();
  });
}

async function measure(label: string, total: number, withLength: boolean) {
  const { child, port } = await start();
  const pid = child.pid as number;
  // Warm up: the first requests load code and fill caches that are not the body's cost.
  for (let i = 0; i < 3; i++) await post(port, 1024, true);
  const before = kib(pid, 'VmHWM');
  const t0 = performance.now();
  const status = await post(port, total, withLength);
  const ms = Math.round(performance.now() - t0);
  await new Promise((r) => setTimeout(r, 700)); // the server drains or drops the rest
  const after = kib(pid, 'VmHWM');
  const rss = kib(pid, 'VmRSS');
  child.kill('SIGTERM');
  const mib = (k: number) => (k / 1024).toFixed(1);
  console.log(
    `${label.padEnd(34)} ${String(status).padStart(6)} ${`${ms} ms`.padStart(9)} ${mib(before).padStart(10)} ${mib(after).padStart(10)} ${`+${mib(after - before)}`.padStart(9)} ${mib(rss).padStart(9)}`,
  );
}

console.log(`sandbox: ${MAIN}`);
console.log(
  `${'body'.padEnd(34)} ${'status'.padStart(6)} ${'time'.padStart(9)} ${'peak MiB'.padStart(10)} ${'after'.padStart(10)} ${'growth'.padStart(9)} ${'rss now'.padStart(9)}`,
);
await measure('1 MiB (largest accepted), length', MiB, true);
await measure('1 MiB (largest accepted), chunked', MiB, false);
await measure('100 MB, Content-Length', 100_000_000, true);
await measure('100 MB, chunked', 100_000_000, false);
