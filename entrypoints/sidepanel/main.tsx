import { createRoot } from 'react-dom/client';

// Placeholder until the side panel issue.
function App() {
  return (
    <main>
      <h1>Snaplink panel</h1>
      <p>Stats, domains and QR codes arrive with the side panel issue.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
