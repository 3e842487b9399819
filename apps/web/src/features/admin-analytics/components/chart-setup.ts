import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
} from 'chart.js';

/*
 * chart.js, with only the pieces these charts use registered (bars, a line, two kinds of axis, tooltip and legend),
 * so the bundler leaves the rest of the library out. This module is only ever loaded by a dynamic import
 * (chart-canvas.tsx): the charts' code arrives when the Analytics tab opens, never with the rest of the panel.
 */
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
);

// The store's own type and ink, so the charts read like the rest of the panel.
Chart.defaults.font.family = 'ui-sans-serif, system-ui, sans-serif';
Chart.defaults.color = '#57534e';

export { Chart };
export type { ChartConfiguration } from 'chart.js';
