import type { ReactNode } from 'react';
import { useWideScreen } from './use-wide-screen';

export interface CatalogColumn<Row> {
  key: string;
  header: string;
  render(row: Row): ReactNode;
  /** In cards: the picture, the title, a labelled detail, or the actions at the bottom. */
  cardRole: 'media' | 'title' | 'detail' | 'actions';
}

interface CatalogTableProps<Row> {
  caption: string;
  rows: readonly Row[];
  columns: readonly CatalogColumn<Row>[];
  rowId(row: Row): string;
  rowLabel(row: Row): string;
  selected: ReadonlySet<string>;
  allSelected: boolean;
  onToggle(id: string): void;
  onToggleAll(): void;
}

const checkboxClasses = 'size-5 accent-brand-700';

/** A results table with a select box per row and select-all; a list of cards on small screens. */
export function CatalogTable<Row>(props: CatalogTableProps<Row>) {
  return useWideScreen() ? <ResultsTable {...props} /> : <ResultCards {...props} />;
}

function SelectAll<Row>({ props }: { props: CatalogTableProps<Row> }) {
  return (
    <input
      type="checkbox"
      className={checkboxClasses}
      checked={props.allSelected}
      disabled={props.rows.length === 0}
      onChange={props.onToggleAll}
      aria-label="Tout sélectionner sur cette page"
    />
  );
}

function RowCheckbox<Row>({ row, props }: { row: Row; props: CatalogTableProps<Row> }) {
  const id = props.rowId(row);
  return (
    <input
      type="checkbox"
      className={checkboxClasses}
      checked={props.selected.has(id)}
      onChange={() => props.onToggle(id)}
      aria-label={`Sélectionner ${props.rowLabel(row)}`}
    />
  );
}

function ResultsTable<Row>(props: CatalogTableProps<Row>) {
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line bg-white">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="bg-brand-50 text-ink">
          <tr>
            <th scope="col" className="w-10 px-3 py-3">
              <SelectAll props={props} />
            </th>
            {props.columns.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-3 font-semibold">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={props.rowId(row)} className="border-t border-line align-top hover:bg-surface">
              <td className="px-3 py-3">
                <RowCheckbox row={row} props={props} />
              </td>
              {props.columns.map((column) => (
                <td key={column.key} className="px-3 py-3">
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ResultCards<Row>(props: CatalogTableProps<Row>) {
  const byRole = (role: CatalogColumn<Row>['cardRole']) => props.columns.filter((c) => c.cardRole === role);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 px-1 text-sm font-semibold">
        <SelectAll props={props} />
        <span aria-hidden="true">Tout sélectionner</span>
      </div>
      <ul className="flex flex-col gap-3" aria-label={props.caption}>
        {props.rows.map((row) => (
          <li
            key={props.rowId(row)}
            className="rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-[var(--shadow-card)]"
          >
            <div className="flex items-start gap-3">
              <RowCheckbox row={row} props={props} />
              {byRole('media').map((column) => (
                <div key={column.key}>{column.render(row)}</div>
              ))}
              <div className="min-w-0 flex-1 font-semibold">
                {byRole('title').map((column) => (
                  <div key={column.key}>{column.render(row)}</div>
                ))}
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {byRole('detail').map((column) => (
                <div key={column.key} className="contents">
                  <dt className="text-ink-soft">{column.header}</dt>
                  <dd className="min-w-0 break-words">{column.render(row)}</dd>
                </div>
              ))}
            </dl>
            {byRole('actions').map((column) => (
              <div key={column.key} className="mt-3 flex justify-end">
                {column.render(row)}
              </div>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
