import { Modal } from '../../components/ui/Modal';
import { sizeToCm } from '../../lib/sizes';
import { useCountry } from '../../stores/country';
import { shopPieces } from '../outfit';
import { productKey, useGameProducts, type GameProduct } from '../products';
import { useGame } from '../store';
import * as styles from './SizeGuideModal.module.css';

const label = (measure: string) => measure.charAt(0).toUpperCase() + measure.slice(1);

/** The size chart viewer: each worn garment's chart, inches converted to centimetres. */
export function SizeGuideModal() {
  const open = useGame((s) => s.sizeGuideOpen);
  const setField = useGame((s) => s.setField);
  const state = useGame();
  const countryCode = useCountry((s) => s.countryCode);
  const entries = useGameProducts((s) => s.entries);
  const products = shopPieces(state)
    .map(({ item }) => entries[productKey(item.handle, countryCode)])
    .flatMap((entry) => (entry?.status === 'ready' && entry.product.sizeChart.length > 0 ? [entry.product] : []));
  // One table per distinct chart: a top and bottoms of the same line share theirs.
  const charts = products.filter(
    (product, index) => products.findIndex((p) => JSON.stringify(p.sizeChart) === JSON.stringify(product.sizeChart)) === index,
  );

  return (
    <Modal open={open} onClose={() => setField('sizeGuideOpen', false)} title="Size guide">
      {charts.length === 0 ? (
        <p>Pick a garment from the shop and its sizes show here.</p>
      ) : (
        charts.map((product) => <Chart key={product.handle} product={product} />)
      )}
      <p className={styles.note}>Measure around the fullest part of the bust and hips, and the narrowest part of the waist.</p>
    </Modal>
  );
}

function Chart({ product }: { product: GameProduct }) {
  const measures = Object.keys(product.sizeChart[0] ?? {}).filter((key) => key !== 'size');
  return (
    <table className={styles.table}>
      <caption>{product.title}</caption>
      <thead>
        <tr>
          <th scope="col">Size</th>
          {measures.map((measure) => (
            <th key={measure} scope="col">
              {label(measure)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {product.sizeChart.map((row) => (
          <tr key={row.size}>
            <th scope="row">{row.size}</th>
            {measures.map((measure) => (
              <td key={measure}>
                {sizeToCm(row[measure] ?? '')} <span className={styles.inches}>({row[measure]})</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
