import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from '../../src/config/env';

/** .env.example documents the defaults: set as written, they are what an empty environment gives. */
describe('.env.example', () => {
  const values = Object.fromEntries(
    readFileSync(path.resolve(__dirname, '../../.env.example'), 'utf8')
      .split('\n')
      .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line.trim()))
      .filter((match): match is RegExpExecArray => match !== null && match[2] !== '')
      .map((match) => [match[1], match[2]]),
  );

  it("lists the automatic lines' variant ids with the defaults the site uses without them", () => {
    expect(Object.keys(values)).toEqual(
      expect.arrayContaining(['GATSBY_PROMO_GIFT_VARIANT_ID', 'GATSBY_AU_VARIANT_ID', 'GATSBY_GB_VARIANT_ID', 'GATSBY_SHIPPING_PROTECTION_VARIANT_ID']),
    );
    expect(parseEnv(values).autoLines).toEqual(parseEnv({}).autoLines);
  });
});
