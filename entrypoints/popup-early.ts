import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { startEarly } from './popup/early';

// The popup's first script, loaded before its modules and styles (popup/index.html): see
// popup/early.ts. main.ts carries on from what it hands over.
export default defineUnlistedScript(() => {
  window.snaplinkEarly = startEarly();
});
