/** The part of jsdom's API the tests use (jsdom ships no types and @types/jsdom is not installed). */
declare module 'jsdom' {
  export class CookieJar {
    setCookieSync(cookie: string, url: string): unknown;
    getCookieStringSync(url: string): string;
  }
  export interface JSDOMOptions {
    url?: string;
    runScripts?: 'dangerously' | 'outside-only';
    cookieJar?: CookieJar;
  }
  export class JSDOM {
    constructor(html?: string, options?: JSDOMOptions);
    readonly window: Window & typeof globalThis & { eval(code: string): unknown };
  }
}
