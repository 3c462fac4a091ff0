import { inProcessSandbox } from '../support/sandbox';

export { BASE } from '../support/sandbox';
export const T0 = Date.UTC(2026, 2, 15, 12, 0, 0);

export const sandbox = (now = T0) => inProcessSandbox(now);
export type Sandbox = ReturnType<typeof sandbox>;
