import { useState } from 'react';
import type { SizeChartRow } from '../../lib/product';
import { lazyPart, useLatched } from '../ui/lazyPart';
import * as styles from './SizeGuide.module.css';

// The chart dialog is only needed once asked for: out of the product page's first load.
const SizeGuideDialog = lazyPart(() => import(/* webpackChunkName: "part-size-guide" */ './SizeGuideDialog').then((m) => m.SizeGuideDialog));
const preloadDialog = () => void SizeGuideDialog.preload().catch(() => undefined);

/** The size guide button; its dialog (SizeGuideDialog) loads on first opening and keeps its unit. */
export function SizeGuide({ chart, productTitle }: { chart: readonly SizeChartRow[]; productTitle: string }) {
  const [open, setOpen] = useState(false);
  const dialogMounted = useLatched(open);
  if (chart.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        aria-haspopup="dialog"
      >
        Size guide
      </button>
      {dialogMounted ? (
        <SizeGuideDialog.Component open={open} onClose={() => setOpen(false)} chart={chart} productTitle={productTitle} retryKey={open} />
      ) : null}
    </>
  );
}
