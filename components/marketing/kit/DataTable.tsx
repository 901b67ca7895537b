import styles from './kit.module.scss';

export interface Row {
  key: string;
  header: React.ReactNode;
  cells: React.ReactNode[];
}

interface Props {
  /** Unique on the page: names the caption so the scroll box is announced with it. */
  id: string;
  caption: string;
  /** Column headings, the first one above the row headings. */
  columns: string[];
  rows: Row[];
}

/**
 * A real data table: caption, column and row headers with scope. On narrow screens it scrolls sideways in a
 * focusable box (keyboard users can scroll it too); logical properties make it mirror in right-to-left.
 */
export function DataTable({ id, caption, columns, rows }: Props) {
  const captionId = `${id}-caption`;
  return (
    <div className={styles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
