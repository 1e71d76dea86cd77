/** A shop's content the engine cannot serve (a page, a lookbook naming an unknown product): every mistake at once. */
export class ContentSeedError extends Error {
  constructor(readonly problems: string[]) {
    super(`The local storefront's content has mistakes:\n- ${problems.join('\n- ')}`);
    this.name = 'ContentSeedError';
  }
}
