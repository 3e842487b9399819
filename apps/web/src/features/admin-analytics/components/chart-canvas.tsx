import type { ChartConfiguration } from 'chart.js';
import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';

/**
 * A chart.js chart on a canvas. The library is fetched on first use (chart-setup.ts) and the chart is drawn afresh
 * when its configuration changes. The canvas is an image with a short description; the figures themselves are in
 * the table every chart of this feature has beside it (ChartFigure), which is what assistive technology reads.
 */
export function ChartCanvas({
  config,
  label,
  className,
}: {
  config: ChartConfiguration;
  label: string;
  className?: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    import('./chart-setup')
      .then(({ Chart }) => {
        if (cancelled) return;
        chart = new Chart(canvas, {
          ...config,
          options: {
            ...config.options,
            responsive: true,
            maintainAspectRatio: false,
            animation: reducedMotion ? false : config.options?.animation,
          },
        } as ChartConfiguration);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [config, reducedMotion]);

  if (failed) {
    return <p className="text-sm text-muted">The chart could not be drawn; the figures are in the table.</p>;
  }
  return (
    <div className={className ?? 'relative h-64 sm:h-72'}>
      <canvas ref={canvasRef} role="img" aria-label={label}>
        {label}
      </canvas>
    </div>
  );
}
