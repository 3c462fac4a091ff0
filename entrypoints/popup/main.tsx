import { createRoot } from 'react-dom/client';

// Placeholder until the popup issue: the page loads and says what it will do.
function App() {
  return (
    <main>
      <h1>Snaplink</h1>
      <p>One-click shortening arrives with the popup.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
