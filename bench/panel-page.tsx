// Bundled by bench/panel.ts into the bench's copy of the extension: renders a large analytics
// answer (365 days, 200 countries) through the Stats tab's own StatsView, in Chromium, timing
// render plus the layout it forces.
import '../components/base.css';
import '../entrypoints/sidepanel/sidepanel.css';
import '../entrypoints/sidepanel/stats/stats.css';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { StatsView } from '../entrypoints/sidepanel/stats/StatsView.tsx';
import type { Analytics } from '../lib/api/schemas/analytics.ts';

const day = (i: number) =>
  new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
const letters = (i: number) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26));
const countries = Array.from({ length: 200 }, (_, i) => ({
  country: `Country ${i}`,
  country_code: letters(i),
  count: 1000 - i * 4,
}));
const total = countries.reduce((s, c) => s + c.count, 0);
const big: Analytics = {
  link: {
    id: 1,
    short_code: 'big',
    short_url: 'https://s.test/big',
    original_url: 'https://example.com/',
    title: 'Large payload',
  },
  summary: { total_clicks: total, unique_clicks: Math.round(total * 0.8) },
  breakdown: {
    clicks_over_time: Array.from({ length: 365 }, (_, i) => ({
      date: day(i),
      count: (i * 37) % 500,
    })),
    devices: ['desktop', 'mobile', 'tablet', 'unknown'].map((d, i) => ({
      device_type: d,
      count: total / 2 ** (i + 1),
    })),
    countries,
    browsers: Array.from({ length: 12 }, (_, i) => ({
      browser: `Browser ${i}`,
      count: total / 12,
    })),
    operating_systems: Array.from({ length: 10 }, (_, i) => ({
      os: `OS ${i}`,
      count: total / 10,
      percentage: 10,
    })),
  },
  recent_clicks: Array.from({ length: 20 }, (_, i) => ({
    clicked_at: `2025-12-31T12:00:${String(i).padStart(2, '0')}Z`,
    device_type: 'desktop',
    browser: 'Chrome',
    os: 'Windows',
    country_code: letters(i),
    referrer: null,
  })),
};

const times: number[] = [];
for (let i = 0; i < 40; i++) {
  const box = document.createElement('div');
  box.className = 'stats';
  document.body.append(box);
  const root = createRoot(box);
  const t0 = performance.now();
  flushSync(() => root.render(<StatsView analytics={big} />));
  void box.offsetHeight; // the layout is part of what the user waits for
  const ms = performance.now() - t0;
  root.unmount();
  box.remove();
  if (i >= 10) times.push(ms);
}
(globalThis as { panelRenderTimes?: number[] }).panelRenderTimes = times;
