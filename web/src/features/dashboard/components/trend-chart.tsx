import { Box } from "@chakra-ui/react";
import type { TrendSeries } from "@shared/dashboard.schema";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { useSchoolFormat } from "@/lib/use-school-format";

const HEIGHT = 240;
const AXIS = "#64748b";
const GRID = "#e2e8f0";

/**
 * The weekly attendance rate per program, drawn with uPlot (a small canvas chart library: about
 * 22 kB gzip, loaded only with the dashboard). The canvas is a picture for sighted users; the
 * same numbers are in the table beside it (TrendTable), so it is hidden from assistive technology.
 */
export function TrendChart({ weeks, series }: { weeks: string[]; series: TrendSeries[] }) {
  const box = useRef<HTMLDivElement>(null);
  const school = useSchoolFormat();

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const labels = weeks.map((w) => school.date(w));
    const xs = weeks.map((_, i) => i);
    const every = () => (el.clientWidth < 520 ? 3 : el.clientWidth < 760 ? 2 : 1);
    const opts: uPlot.Options = {
      width: Math.max(el.clientWidth, 200),
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { size: 7 } },
      scales: { x: { time: false, range: [-0.3, weeks.length - 0.7] }, y: { range: [0, 100] } },
      axes: [
        {
          stroke: AXIS,
          grid: { show: false },
          ticks: { show: false },
          splits: () => xs.filter((i) => (weeks.length - 1 - i) % every() === 0),
          values: (_u, splits) => splits.map((i) => labels[i] ?? ""),
        },
        {
          stroke: AXIS,
          grid: { stroke: GRID, width: 1 },
          ticks: { show: false },
          size: 44,
          splits: () => [0, 25, 50, 75, 100],
          values: (_u, splits) => splits.map((v) => `${v}%`),
        },
      ],
      series: [
        {},
        ...series.map((s) => ({
          label: s.name,
          stroke: s.color,
          width: 2,
          points: { show: true, size: 6, fill: s.color },
          spanGaps: false,
        })),
      ],
    };
    const data: uPlot.AlignedData = [
      xs,
      ...series.map((s) => s.rates.map((r) => (r === null ? null : Math.round(r * 1000) / 10))),
    ];
    const chart = new uPlot(opts, data, el);
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(el.clientWidth, 200), height: HEIGHT }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [weeks, series, school]);

  return <Box ref={box} w="full" minH={`${HEIGHT}px`} aria-hidden data-testid="trend-chart" />;
}
