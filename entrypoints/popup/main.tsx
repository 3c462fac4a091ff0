import '../../components/base.css';
import './popup.css';
// First, before React evaluates: the tab and the settings read, and the shortening begun.
// Imports run in the order written; a bare import stays where it is written.
import './started';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { start } from './started';

// React draws every state (App.tsx); the request is already out when it starts.
const root = document.getElementById('root');
if (root) createRoot(root).render(<App start={start} />);
