/**
 * jsdom quirk, not behaviour: Node's WebCrypto returns ArrayBuffers of Node's realm, which fail
 * `instanceof ArrayBuffer` against jsdom's globals (browsers have one realm). Digests are copied into
 * this realm so oauth4webapi sees what a browser would give it.
 */
export function sameRealmDigest(): void {
  const digest = crypto.subtle.digest.bind(crypto.subtle);
  vi.spyOn(crypto.subtle, 'digest').mockImplementation(async (algorithm, data) => new Uint8Array(await digest(algorithm, data)).slice().buffer);
}
