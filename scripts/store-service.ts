// The service as a store visitor should see it in the store pictures: at a real-looking name,
// https://snaplink.example, not the sandbox's http://127.0.0.1:<port>. The extension accepts
// plain http only on this computer, so the name is served over https: a proxy with the test-only
// certificate of e2e/tls/ (the browser told to ignore certificate errors) in front of the
// sandbox, the browser's resolver mapping the name to it. The Host header passes through, so the
// sandbox's short links read https-less `snaplink.example/…`, and links on the account's domain
// `go.example.com/…`.
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Sandbox } from '../e2e/browser.ts';
import { api } from '../e2e/sandbox-api.ts';
import { forwardTo, testCertificate } from '../e2e/servers.ts';

const SERVICE_HOST = 'snaplink.example';
export const SERVICE_BASE_URL = `https://${SERVICE_HOST}/api/v1`;

/** Starts the proxy; `launch` are the options launchWithExtension takes to reach it by name. */
export async function namedService(sandbox: Sandbox) {
  const server = createServer(testCertificate(), forwardTo(sandbox.origin));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port: own } = server.address() as AddressInfo;
  return {
    launch: {
      hostRules: [`MAP ${SERVICE_HOST} 127.0.0.1:${own}`],
      args: ['--ignore-certificate-errors'],
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/**
 * The Pro demo account's seeded links moved onto its domain go.example.com (their dynamic QR
 * codes follow), as an account that uses its own short domain has them; returns that domain's
 * id, for new links too (the account's `domainId`).
 */
export async function onOwnDomain(sandbox: Sandbox): Promise<number> {
  type Listed = { data: { id: number; name?: string; domain_id?: number | null }[] };
  const get = async (path: string) => (await api<Listed>(sandbox, path)).body;
  const domain = (await get('/domains')).data.find((d) => d.name === 'go.example.com');
  if (!domain) throw new Error('The sandbox has no go.example.com for the Pro demo account');
  for (const link of (await get('/links?per_page=100')).data) {
    if (link.domain_id === domain.id) continue;
    const body = JSON.stringify({ domain_id: domain.id });
    const { status } = await api(sandbox, `/links/${link.id}`, { method: 'PATCH', body });
    if (status !== 200) throw new Error(`PATCH /links/${link.id}: ${status}`);
  }
  return domain.id;
}
