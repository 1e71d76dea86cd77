/** Sessions and the signing key live in PGlite: a restart keeps shoppers signed in and their ID tokens verifiable. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeProtectedHeader } from 'jose';
import { accountApp, accountQuery, signIn } from './helpers';

it('keeps the signing key, sessions and customers after a restart', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ca-durability-'));
  try {
    const first = await accountApp({ dataDir });
    const tokens = await signIn(first, 'stays@example.com');
    await first.close();

    const second = await accountApp({ dataDir });
    try {
      const { keys } = (await second.inject({ method: 'GET', url: '/authentication/.well-known/jwks.json' })).json() as { keys: Array<{ kid: string }> };
      expect(keys.map((k) => k.kid)).toEqual([decodeProtectedHeader(tokens.id_token).kid]);
      const me = await accountQuery(second, tokens.access_token, '{ customer { emailAddress { emailAddress } } }');
      expect(me.body.data.customer.emailAddress.emailAddress).toBe('stays@example.com');
    } finally {
      await second.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
