/** Blue Bay's search synonyms: content/search-synonyms.json (its rules: content/searchSynonyms.ts of the engine). */
import { loadSearchSynonyms, type SynonymGroup } from '../../../content/searchSynonyms';
import { DEFAULT_CONTENT_DIR } from './seed';

let cached: SynonymGroup[] | undefined;
/** Read once, on the first search: like the other content, the file is the seed. */
export function getSearchSynonyms(): SynonymGroup[] {
  cached ??= loadSearchSynonyms(DEFAULT_CONTENT_DIR);
  return cached;
}
