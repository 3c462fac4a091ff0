import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { startEarly } from './popup/early';
import { loadFlow } from './popup/load-flow';
import { recordPaints } from './popup/test-paints';

// The popup's first script, and at first the only file its page fetches (popup/index.html):
// see popup/early.ts. main.ts, which it loads once its own requests are out, carries on from
// what it hands over.
export default defineUnlistedScript(() => {
  const root = document.getElementById('root');
  if (import.meta.env.MODE === 'test' && root) recordPaints(root);
  window.snaplinkEarly = startEarly();
  loadFlow(document.currentScript);
});
