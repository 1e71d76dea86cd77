/** The device's memory of dead account links (see src/lib/usedAccountLinks.ts), in local storage. */
import * as v from 'valibot';
import type { AccountLink } from '../lib/accountLinks';
import { readJSON, writeJSON } from '../browser/storage';
import { isRemembered, rememberLink } from '../lib/usedAccountLinks';

export const USED_LINKS_STORAGE_KEY = 'bb_used_account_links';

const schema = v.array(v.string());

// Unreadable storage counts as "nothing remembered": the link is then checked when it is used.
const read = (): string[] => readJSON(USED_LINKS_STORAGE_KEY, schema, []);

export const isKnownDeadLink = (link: AccountLink): boolean => isRemembered(read(), link);

export function rememberDeadLink(link: AccountLink): void {
  writeJSON(USED_LINKS_STORAGE_KEY, rememberLink(read(), link));
}
