/**
 * The Beach Club's requests: the shop's rules (public) and, for legacy accounts, the member's side.
 * Loaded by src/stores/rewards.ts on the club pages only.
 */
import { parseClubRules, toClubMember, type ClubMember, type ClubRules } from '../../lib/beachClub';
import { storefrontRequest } from '../client';
import { BEACH_CLUB_MEMBER_QUERY, BEACH_CLUB_RULES_QUERY } from '../documents/beachClub';

/** The shop's rules; null when the shop has none (or not in the club's shape). Throws when unreachable. */
export async function fetchClubRules(): Promise<ClubRules | null> {
  const data = await storefrontRequest(BEACH_CLUB_RULES_QUERY, { variables: {} });
  return parseClubRules(data.shop.clubRules?.value);
}

/** Legacy accounts; null when the token is not accepted. Throws when unreachable. */
export async function fetchClubMember(customerAccessToken: string, first: number): Promise<ClubMember | null> {
  const data = await storefrontRequest(BEACH_CLUB_MEMBER_QUERY, { variables: { customerAccessToken, first } });
  return data.customer ? toClubMember(data.customer, data.customer.createdAt) : null;
}
