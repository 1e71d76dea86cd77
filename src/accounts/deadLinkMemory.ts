/** This device's memory of dead account links, in local storage (the list's rules: src/lib/deadLinkList.ts). */
import * as v from 'valibot';
import type { AccountLink } from '../lib/accountLinks';
import { readJSON, writeJSON } from '../browser/storage';
import { isRemembered, rememberLink } from '../lib/deadLinkList';

// The key's name predates the module's; renaming it would forget what devices remember.
export const DEAD_LINKS_STORAGE_KEY = 'bb_used_account_links';

const schema = v.array(v.string());

// Unreadable storage counts as "nothing remembered": the link is then checked when it is used.
const read = (): string[] => readJSON(DEAD_LINKS_STORAGE_KEY, schema, []);

export const isKnownDeadLink = (link: AccountLink): boolean => isRemembered(read(), link);

export function rememberDeadLink(link: AccountLink): void {
  writeJSON(DEAD_LINKS_STORAGE_KEY, rememberLink(read(), link));
}
