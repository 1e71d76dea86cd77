/** The budgets of issue 10, in one place for scripts/bench.ts and scripts/check-bundle.ts. */
export const FIRST_LOAD_JS_BUDGET_KB = 100;
export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  /** The game's stage is heavier art; its own floor. */
  gamePerformance: 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
} as const;
export const CLS_BUDGET = 0.02;
