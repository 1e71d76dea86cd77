import { useState } from 'react';
import type { SizeChartRow } from '../../lib/product';
import { sizeToCm } from '../../lib/sizes';
import { Modal } from '../ui/Modal';
import * as styles from './SizeGuide.module.css';

type Unit = 'in' | 'cm';

const heading = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');

export interface SizeGuideDialogProps {
  open: boolean;
  onClose: () => void;
  chart: readonly SizeChartRow[];
  productTitle: string;
}

/** Size guide dialog: the product's size chart in inches or centimetres (inches × 2.54, rounded). */
export function SizeGuideDialog({ open, onClose, chart, productTitle }: SizeGuideDialogProps) {
  const [unit, setUnit] = useState<Unit>('in');
  const measures = [...new Set(chart.flatMap((row) => Object.keys(row).filter((k) => k !== 'size')))];
  return (
    <Modal open={open} onClose={onClose} title="Size guide">
      <p className={styles.intro}>Body measurements for {productTitle}. Between sizes? Choose the larger one for more coverage.</p>
      <fieldset className={styles.units}>
        <legend className="visually-hidden">Units</legend>
        {(['in', 'cm'] as const).map((u) => (
          <label key={u} className={styles.unit}>
            <input type="radio" name="size-guide-unit" value={u} checked={unit === u} onChange={() => setUnit(u)} />
            <span>{u === 'in' ? 'Inches' : 'Centimetres'}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.tableWrap}>
        <table>
          <caption className="visually-hidden">Measurements in {unit === 'in' ? 'inches' : 'centimetres'}</caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              {measures.map((m) => (
                <th key={m} scope="col">
                  {heading(m)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.map((row) => (
              <tr key={row.size}>
                <th scope="row">{row.size}</th>
                {measures.map((m) => {
                  const value = row[m] ?? '';
                  return <td key={m}>{unit === 'cm' ? sizeToCm(value) : value}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
