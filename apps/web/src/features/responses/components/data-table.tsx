/** The numbers behind a chart, for screen readers and for anyone who prefers a table. */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: string[][];
}) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700">Lihat tabel</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              {columns.map((column, index) => (
                <th key={index} scope="col" className="py-1 pr-3 font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([head, ...cells], index) => (
              <tr key={index} className="border-b border-stone-100">
                <th scope="row" className="py-1 pr-3 font-normal text-stone-800">
                  {head}
                </th>
                {cells.map((cell, cellIndex) => (
                  <td key={cellIndex} className="py-1 pr-3 tabular-nums text-stone-800">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
