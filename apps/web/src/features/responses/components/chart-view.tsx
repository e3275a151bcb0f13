import { useEffect, useRef } from 'react';
import {
  BarChart,
  LineChart,
  type BarChartData,
  type BarChartOptions,
  type LineChartData,
  type LineChartOptions,
} from 'chartist';

export type ChartSpec =
  | { kind: 'bar'; data: BarChartData; options: BarChartOptions }
  | { kind: 'line'; data: LineChartData; options: LineChartOptions };

/**
 * One Chartist chart (SVG). Hidden from assistive technology: every chart has its numbers in a
 * caption and a table beside it. Drawn again when the spec changes (a live update).
 */
export function ChartView({ spec, className = '' }: { spec: ChartSpec; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current!;
    const chart =
      spec.kind === 'bar'
        ? new BarChart(element, spec.data, spec.options)
        : new LineChart(element, spec.data, spec.options);
    return () => {
      chart.detach();
      element.replaceChildren();
    };
  }, [spec]);
  return <div ref={ref} aria-hidden="true" className={`kabar-chart mt-3 ${className}`} />;
}
