import './popup.css';
import { start } from './started';

// The shortening is under way (started.ts) before React and the view are even loaded: they load
// once the request is out, while the service answers, and draw every state (view.tsx).
void start.sent.then(() => import('./view')).then((view) => view.show(start));
