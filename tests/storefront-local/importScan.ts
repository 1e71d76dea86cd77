/** Finds the module specifiers of a TypeScript source: static and type imports, re-exports, import() and require(). */
import path from 'node:path';

const PATTERNS = [
  /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire(?:\.resolve)?\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

export function importSpecifiers(source: string): string[] {
  return PATTERNS.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] as string));
}

/** A relative or absolute specifier of `file` that resolves outside `folder` (packages never do). */
export function leavesFolder(file: string, specifier: string, folder: string): boolean {
  if (!specifier.startsWith('.') && !path.isAbsolute(specifier)) return false;
  const target = path.resolve(path.dirname(file), specifier);
  const relative = path.relative(folder, target);
  return relative.startsWith('..') || path.isAbsolute(relative);
}
