/** Budgets: a measured value against a limit, with pass/fail, printed and written the same way. */
export interface Budget {
  /** What is measured, e.g. "Lighthouse Performance — product". */
  name: string;
  value: number | null;
  limit: number;
  /** "max": value ≤ limit passes; "min": value ≥ limit passes. */
  kind: 'max' | 'min';
  unit: string;
  /** Why a value is missing (the measurement failed). */
  note?: string;
  /**
   * A time budget: this shared machine's load average (1, 5, 15 min) when it was measured, shown beside
   * the value, because times follow it.
   */
  loadAverage?: readonly number[];
}

/** "load 0.52, 1.10, 2.00" */
export const describeLoad = (load: readonly number[]): string => `load ${load.map((n) => n.toFixed(2)).join(', ')}`;

export const passes = (budget: Budget): boolean =>
  budget.value !== null && (budget.kind === 'max' ? budget.value <= budget.limit : budget.value >= budget.limit);

const format = (value: number, unit: string) => {
  const rounded = Number.isInteger(value) ? String(value) : value.toFixed(unit === 'KB' ? 1 : 3);
  return unit ? `${rounded} ${unit}` : rounded;
};

export function describeBudget(budget: Budget): { status: 'pass' | 'FAIL'; value: string; limit: string } {
  return {
    status: passes(budget) ? 'pass' : 'FAIL',
    value:
      budget.value === null
        ? `not measured${budget.note ? ` (${budget.note})` : ''}`
        : `${format(budget.value, budget.unit)}${budget.loadAverage ? ` (${describeLoad(budget.loadAverage)})` : ''}`,
    limit: `${budget.kind === 'max' ? '≤' : '≥'} ${format(budget.limit, budget.unit)}`,
  };
}

export function budgetLines(budgets: readonly Budget[]): string[] {
  const width = Math.max(...budgets.map((b) => b.name.length));
  return budgets.map((b) => {
    const d = describeBudget(b);
    return `${d.status === 'pass' ? 'pass' : 'FAIL'}  ${b.name.padEnd(width)}  ${d.value}  (budget ${d.limit})`;
  });
}

export function budgetTable(budgets: readonly Budget[]): string {
  const rows = budgets.map((b) => {
    const d = describeBudget(b);
    return `| ${b.name} | ${d.value} | ${d.limit} | ${d.status === 'pass' ? 'pass' : '**FAIL**'} |`;
  });
  return ['| Budget | Measured | Limit | Result |', '|---|---|---|---|', ...rows].join('\n');
}

export const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
