/** Files served as they are, without a trailing slash. */
const FILE_EXTENSIONS = ['.html', '.json', '.js', '.map', '.txt', '.xml', '.pdf'];

/**
 * Route path rule: lowercase, hyphenated and ending with a slash, except the root and files
 * ending in .html/.json/.js/.map/.txt/.xml/.pdf. Query and fragment are kept as they are.
 */
export function normalizePath(input: string): string {
  const match = /^([^?#]*)(.*)$/.exec(input) ?? ['', input, ''];
  const rawPath = match[1] ?? '';
  const rest = match[2] ?? '';
  let path = rawPath.toLowerCase().replace(/\s+/g, '-').replace(/\/{2,}/g, '/');
  if (!path.startsWith('/')) path = `/${path}`;
  const isFile = FILE_EXTENSIONS.some((ext) => path.endsWith(ext));
  if (!isFile && !path.endsWith('/')) path = `${path}/`;
  return `${path}${rest}`;
}

/** A handle as a URL-safe lowercase hyphenated slug. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
