import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ORDER_TABS, type OrderTab } from '../../lib/orderStatus';
import * as styles from './orders.module.css';

export interface OrderTabsProps {
  selected: OrderTab;
  onSelect: (tab: OrderTab) => void;
  counts: Record<OrderTab, number>;
  children: ReactNode;
}

/**
 * The seven order-history tabs as a real tablist: arrow keys move between tabs (and show
 * them), Home and End jump to the ends, only the selected tab is in the Tab order.
 */
export function OrderTabs({ selected, onSelect, counts, children }: OrderTabsProps) {
  const base = useId().replace(/:/g, '');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${base}-tab-${index}`;
  const panelId = `${base}-panel`;
  const selectedIndex = ORDER_TABS.indexOf(selected);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = ORDER_TABS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex === last ? 0 : selectedIndex + 1,
      ArrowLeft: selectedIndex === 0 ? last : selectedIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(ORDER_TABS[next] as OrderTab);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label="Orders by status" className={styles.tablist} onKeyDown={onKeyDown}>
        {ORDER_TABS.map((tab, index) => {
          const active = tab === selected;
          return (
            <button
              key={tab}
              ref={(element) => {
                refs.current[index] = element;
              }}
              id={tabId(index)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab)}
            >
              {tab}
              <span className={styles.tabCount} aria-hidden="true">
                {counts[tab]}
              </span>
              <span className="visually-hidden">{`, ${counts[tab]} ${counts[tab] === 1 ? 'order' : 'orders'}`}</span>
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} className={styles.panel} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
