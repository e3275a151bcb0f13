import { useMemo } from 'react';
import type { AnswerStats, AttendanceBreakdown } from '@kabar/shared/answer-stats';
import {
  arrivalSharePercent,
  ATTENDANCE_LABELS,
  GUEST_SIDE_LABELS,
  NO_SIDE_LABEL,
} from '@kabar/shared';
import { ChartView, type ChartSpec } from './chart-view';
import { DataTable } from './data-table';
import './answer-charts.css';

const n = (value: number) => value.toLocaleString('id-ID');
const dayLabel = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const timeLabel = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit' });
const MAX_GROUPS = 6;

const FUNNEL: { key: keyof AnswerStats['funnel']; label: string }[] = [
  { key: 'invited', label: 'Diundang' },
  { key: 'sent', label: 'Terkirim' },
  { key: 'opened', label: 'Dibuka' },
  { key: 'answered', label: 'Menjawab' },
  { key: 'attending', label: 'Akan hadir' },
  { key: 'arrived', label: 'Sudah datang' },
];

const ANSWERS: {
  key: Exclude<keyof AttendanceBreakdown, 'people'>;
  label: string;
  swatch: string;
}[] = [
  { key: 'attending', label: ATTENDANCE_LABELS.hadir, swatch: 'bg-emerald-700' },
  { key: 'not_attending', label: ATTENDANCE_LABELS.tidak_hadir, swatch: 'bg-rose-700' },
  { key: 'unsure', label: ATTENDANCE_LABELS.ragu, swatch: 'bg-amber-700' },
  { key: 'no_answer', label: 'Belum menjawab', swatch: 'bg-stone-500' },
];

/** Shows every k-th label so a long axis stays readable on a phone. */
const everyNth = (count: number, room: number) => {
  const step = Math.max(1, Math.ceil(count / room));
  return (label: string | number, index: number) => (index % step === 0 ? label : null);
};

function Figure({
  title,
  summary,
  children,
  wide = false,
}: {
  title: string;
  summary: string;
  children: React.ReactNode;
  wide?: boolean;
}) {
  return (
    <figure
      className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 ${wide ? 'lg:col-span-2' : ''}`}
    >
      <figcaption>
        <h3 className="font-semibold text-stone-900">{title}</h3>
        <p className="mt-0.5 text-sm text-stone-600">{summary}</p>
      </figcaption>
      {children}
    </figure>
  );
}

function Legend() {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700">
      {ANSWERS.map((answer) => (
        <li key={answer.key} className="inline-flex items-center gap-1.5">
          <span className={`h-2.5 w-2.5 rounded-sm ${answer.swatch}`} aria-hidden="true" />
          {answer.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * Horizontal bars are drawn from the bottom up; the rows are turned here rather than with
 * Chartist's reverseData, which would also turn the series and so their colours.
 */
const topDown = <T,>(values: T[]): T[] => [...values].reverse();

function funnelChart(stats: AnswerStats): ChartSpec {
  return {
    kind: 'bar',
    data: {
      labels: topDown(FUNNEL.map((stage) => stage.label)),
      series: [topDown(FUNNEL.map((s) => stats.funnel[s.key]))],
    },
    options: {
      horizontalBars: true,
      axisY: { offset: 84, showGrid: false },
      axisX: { onlyInteger: true },
      height: 220,
    },
  };
}

function breakdownChart(rows: Row[]): ChartSpec {
  return {
    kind: 'bar',
    data: {
      labels: topDown(rows.map((row) => row.label)),
      series: ANSWERS.map((answer) => topDown(rows.map((row) => row.counts[answer.key]))),
    },
    options: {
      horizontalBars: true,
      stackBars: true,
      axisY: { offset: 104, showGrid: false },
      axisX: { onlyInteger: true },
      height: Math.max(120, rows.length * 34 + 40),
    },
  };
}

type Row = { label: string; counts: AttendanceBreakdown };

function sideRows(stats: AnswerStats): Row[] {
  const rows: Row[] = stats.by_side.map((row) => ({
    label: row.side ? GUEST_SIDE_LABELS[row.side] : NO_SIDE_LABEL,
    counts: row,
  }));
  if (stats.unlisted.answered) rows.push({ label: 'Link umum', counts: stats.unlisted });
  return rows;
}

function groupRows(stats: AnswerStats): Row[] {
  const rows: Row[] = stats.by_group.slice(0, MAX_GROUPS).map((row) => ({
    label: row.group || 'Tanpa grup',
    counts: row,
  }));
  const rest = stats.by_group.slice(MAX_GROUPS);
  if (rest.length) {
    const counts = { attending: 0, not_attending: 0, unsure: 0, no_answer: 0, people: 0 };
    for (const row of rest)
      for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] += row[key];
    rows.push({ label: `${rest.length} grup lain`, counts });
  }
  return rows;
}

/**
 * Totals growing over time, as lines from zero with a thinned time axis. Only the first series
 * is filled (the stylesheet leaves the second, a comparison, as a line).
 */
function growthChart(labels: string[], series: number[][]): ChartSpec {
  return {
    kind: 'line',
    data: { labels, series },
    options: {
      showArea: true,
      showPoint: labels.length < 20,
      lineSmooth: false,
      fullWidth: true,
      height: 210,
      chartPadding: { right: 28 },
      axisX: { labelInterpolationFnc: everyNth(labels.length, 5), showGrid: false },
      axisY: { onlyInteger: true, low: 0 },
    },
  };
}

function daysChart(stats: AnswerStats): ChartSpec {
  let answers = 0;
  let attending = 0;
  const totals = stats.per_day.map((day) => {
    answers += day.answers;
    attending += day.attending;
    return { answers, attending };
  });
  return growthChart(
    stats.per_day.map((day) => dayLabel.format(new Date(day.date))),
    [totals.map((t) => t.answers), totals.map((t) => t.attending)],
  );
}

/** People arrived by the end of each quarter hour, from zero a quarter before the first. */
function arrivalsChart(stats: AnswerStats): ChartSpec {
  const { timeline, expected_people: expected } = stats.arrivals;
  const first = new Date(Date.parse(timeline[0]!.at) - 15 * 60_000);
  const labels = [first, ...timeline.map((point) => new Date(point.at))].map((at) =>
    timeLabel.format(at),
  );
  return growthChart(labels, [
    [0, ...timeline.map((point) => point.people)],
    labels.map(() => expected),
  ]);
}

function Arrivals({ stats }: { stats: AnswerStats }) {
  const {
    arrived_people: arrived,
    expected_people: expected,
    arrived_guests: guests,
  } = stats.arrivals;
  const share = arrivalSharePercent(arrived, expected);
  const chart = useMemo(
    () => (stats.arrivals.timeline.length ? arrivalsChart(stats) : null),
    [stats],
  );
  return (
    <Figure
      wide
      title="Kedatangan vs perkiraan"
      summary={`${n(arrived)} dari ${n(expected)} orang yang diperkirakan sudah datang (${n(guests)} tamu).`}
    >
      <div className="mt-3 h-3 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${share}%` }} />
      </div>
      <p
        className="mt-1 text-right text-sm font-semibold text-stone-800"
        data-testid="arrivals-share"
      >
        {share}%
      </p>
      {chart ? (
        <>
          <ChartView spec={chart} className="kabar-chart-expected" />
          <ul className="mt-2 flex flex-wrap gap-x-4 text-xs text-stone-700">
            <li className="inline-flex items-center gap-1.5">
              <span className="h-0.5 w-4 bg-brand-600" aria-hidden="true" /> Sudah datang
            </li>
            <li className="inline-flex items-center gap-1.5">
              <span
                className="h-0.5 w-4 border-t-2 border-dashed border-stone-600"
                aria-hidden="true"
              />
              Perkiraan ({n(expected)} orang)
            </li>
          </ul>
          <DataTable
            caption="Jumlah orang yang sudah datang per waktu"
            columns={['Pukul', 'Sudah datang (orang)']}
            rows={stats.arrivals.timeline.map((point) => [
              timeLabel.format(new Date(point.at)),
              n(point.people),
            ])}
          />
        </>
      ) : (
        <p className="mt-3 text-sm text-stone-600">Belum ada tamu yang datang.</p>
      )}
    </Figure>
  );
}

/** The charts of the answers page; loaded on their own so the dashboard stays light. */
export default function AnswerCharts({ stats }: { stats: AnswerStats }) {
  const funnel = useMemo(() => funnelChart(stats), [stats]);
  const sides = useMemo(() => sideRows(stats), [stats]);
  const groups = useMemo(() => groupRows(stats), [stats]);
  const sideChart = useMemo(() => breakdownChart(sides), [sides]);
  const groupChart = useMemo(() => breakdownChart(groups), [groups]);
  const days = useMemo(() => daysChart(stats), [stats]);
  const { funnel: f, unlisted } = stats;
  const usesGroups = stats.by_group.some((row) => row.group !== '');
  const breakdownTable = (rows: Row[], caption: string, head: string) => (
    <DataTable
      caption={caption}
      columns={[head, ...ANSWERS.map((a) => a.label), 'Orang hadir']}
      rows={rows.map((row) => [
        row.label,
        ...ANSWERS.map((a) => n(row.counts[a.key])),
        n(row.counts.people),
      ])}
    />
  );

  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="answer-charts">
      {stats.arrivals.active ? <Arrivals stats={stats} /> : null}
      <Figure
        title="Perjalanan tamu"
        summary={
          f.invited
            ? `${n(f.answered)} dari ${n(f.invited)} tamu di daftar sudah menjawab; ${n(f.attending)} akan hadir.`
            : 'Belum ada tamu di daftar. Tambahkan tamu agar perjalanan undangan terlihat di sini.'
        }
      >
        {f.invited ? (
          <>
            <ChartView spec={funnel} />
            <DataTable
              caption="Jumlah tamu di tiap tahap"
              columns={['Tahap', 'Tamu']}
              rows={FUNNEL.map((stage) => [stage.label, n(f[stage.key])])}
            />
          </>
        ) : null}
        {unlisted.answered ? (
          <p className="mt-3 text-sm text-stone-700" data-testid="unlisted-answers">
            Ditambah {n(unlisted.answered)} jawaban lewat link umum dari tamu yang tidak ada di
            daftar ({n(unlisted.attending)} hadir).
          </p>
        ) : null}
      </Figure>
      <Figure
        title="Jawaban dari waktu ke waktu"
        summary={
          stats.per_day.length
            ? `Total ${n(f.answered + unlisted.answered)} jawaban dalam ${n(stats.per_day.length)} hari.`
            : 'Belum ada jawaban.'
        }
      >
        {stats.per_day.length ? (
          <>
            <ChartView spec={days} className="kabar-chart-days" />
            <ul className="mt-2 flex flex-wrap gap-x-4 text-xs text-stone-700">
              <li className="inline-flex items-center gap-1.5">
                <span className="h-0.5 w-4 bg-brand-600" aria-hidden="true" /> Total jawaban
              </li>
              <li className="inline-flex items-center gap-1.5">
                <span className="h-0.5 w-4 bg-stone-600" aria-hidden="true" /> Total hadir
              </li>
            </ul>
            <DataTable
              caption="Jawaban per hari"
              columns={['Tanggal', 'Jawaban', 'Hadir']}
              rows={stats.per_day.map((day) => [
                dayLabel.format(new Date(day.date)),
                n(day.answers),
                n(day.attending),
              ])}
            />
          </>
        ) : null}
      </Figure>
      <Figure title="Kehadiran per pihak" summary="Jawaban tamu menurut keluarga yang mengundang.">
        {sides.length ? (
          <>
            <ChartView spec={sideChart} className="kabar-chart-attendance" />
            <Legend />
            {breakdownTable(sides, 'Kehadiran per pihak', 'Pihak')}
          </>
        ) : (
          <p className="mt-3 text-sm text-stone-600">Belum ada tamu atau jawaban.</p>
        )}
      </Figure>
      <Figure
        title="Kehadiran per grup"
        summary={
          usesGroups
            ? 'Jawaban tamu menurut grup di daftar tamu.'
            : 'Isi kolom grup di daftar tamu (mis. Kantor, Keluarga) untuk melihat kehadiran per grup.'
        }
      >
        {usesGroups ? (
          <>
            <ChartView spec={groupChart} className="kabar-chart-attendance" />
            <Legend />
            {breakdownTable(groups, 'Kehadiran per grup', 'Grup')}
          </>
        ) : null}
      </Figure>
    </div>
  );
}
