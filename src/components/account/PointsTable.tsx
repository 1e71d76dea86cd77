import type { ReactNode } from 'react';
import { formatDate } from './OrderStatusBadge';
import * as styles from './rewards.module.css';

export interface PointsRow {
  key: string;
  cells: readonly ReactNode[];
  points: ReactNode;
  /** Colours the points (earned or spent) where the table mixes both. */
  pointsClass?: string;
}

/** A date as the club's tables show it, machine-readable too. */
export const ClubDate = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatDate(iso)}</time>;

/** The club's tables (referrals, past rewards, history): named columns, then BB bucks on the right. */
export function PointsTable({ caption, columns, rows }: { caption: string; columns: readonly string[]; rows: readonly PointsRow[] }) {
  return (
    <div className={styles.tableWrap}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col" className={styles.num}>
              BB bucks
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td key={columns[index] ?? index}>{cell}</td>
              ))}
              <td className={row.pointsClass ? `${styles.num} ${row.pointsClass}` : styles.num}>{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
