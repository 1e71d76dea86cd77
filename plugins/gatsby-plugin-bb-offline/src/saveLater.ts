/**
 * Which of the files other pages and dialogs need offline (appShell.ts: saveLaterPlan) one idle
 * moment may fetch: whole groups (a dialog's script with its styles), in the plan's order, skipping
 * what is already saved and any group that does not fit what is left of the byte budget.
 */
import type { SaveLaterGroup } from './appShell';

/**
 * What one file costs on top of its compressed body: the site server's answer headers (security
 * policy, caching) weigh about 1 KB, which the shopper pays with every file.
 */
export const ANSWER_HEADER_BYTES = 1024;

export function filesToSaveNow(plan: readonly SaveLaterGroup[], saved: ReadonlySet<string>, budgetBytes: number): string[] {
  let left = budgetBytes;
  const picked: string[] = [];
  for (const group of plan) {
    const missing = group.files.filter((file) => !saved.has(file));
    if (missing.length === 0) continue;
    // Sizes are per group; a group partly saved is charged for its missing share.
    const bytes = Math.ceil((group.bytes * missing.length) / group.files.length);
    if (bytes > left) continue;
    left -= bytes;
    picked.push(...missing);
  }
  return picked;
}
