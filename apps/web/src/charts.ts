/**
 * Chart.js (its UMD build, served by the api at /vendor/chart.umd.min.js) loaded only by the
 * pages that draw charts. Typed here by the little the dashboard uses.
 */
export interface ChartInstance {
  destroy(): void;
}
type ChartConstructor = new (canvas: HTMLCanvasElement, config: Record<string, unknown>) => ChartInstance;

let loading: Promise<ChartConstructor> | undefined;

export function loadChartJs(): Promise<ChartConstructor> {
  const existing = (window as unknown as { Chart?: ChartConstructor }).Chart;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<ChartConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/vendor/chart.umd.min.js';
    script.onload = () => resolve((window as unknown as { Chart: ChartConstructor }).Chart);
    script.onerror = () => {
      loading = undefined;
      reject(new Error('could not load the chart library'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** A fixed palette, readable on white and distinguishable for common colour-vision deficiencies. */
export const PALETTE = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#f0e442', '#000000'];
