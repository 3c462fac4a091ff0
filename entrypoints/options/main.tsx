import { createRoot } from 'react-dom/client';

// Placeholder until the options issue.
function App() {
  return (
    <main>
      <h1>Snaplink options</h1>
      <p>Settings for the base URL and API key arrive with the options issue.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
