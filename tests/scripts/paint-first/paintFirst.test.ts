// @vitest-environment jsdom
import {
  FALLBACK_DELAY_MS,
  loaderSource,
  paintFirst,
  SCRIPT_LIST_ID,
  startScripts,
} from '../../../plugins/gatsby-plugin-bb-paint-first/src/paintFirst';

/** The end of a page as Gatsby writes it: page path, the scripts slice with chunk map, hash and chunks. */
const PAGE = `<!DOCTYPE html><html><head><title>Swim</title></head><body><div id="___gatsby"><h1>Swim</h1></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/collections/all/";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->
<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script>window.___webpackCompilationHash="abc";</script><script src="/webpack-runtime-aaaa.js" async></script><script src="/framework-bbbb.js" async></script><script src="/app-cccc.js" async=""></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

describe('paintFirst (the HTML rewrite)', () => {
  it('replaces the start-up script tags with their list and the loader, in their place inside the scripts slice', () => {
    const html = paintFirst(PAGE);
    expect(html).not.toMatch(/<script src=/);
    expect(startScripts(html)).toEqual(['/webpack-runtime-aaaa.js', '/framework-bbbb.js', '/app-cccc.js']);
    const list = html.indexOf(`id="${SCRIPT_LIST_ID}"`);
    expect(list).toBeGreaterThan(html.indexOf('window.___webpackCompilationHash'));
    expect(list).toBeLessThan(html.indexOf('<!-- slice-end id="_gatsby-scripts-1" -->'));
    // Everything else is untouched.
    expect(html.replace(/<script id="bb-start-scripts"[\s\S]*?<\/script><script>[\s\S]*?<\/script>/, '')).toBe(
      PAGE.replace(/<script src="[^"]+" async(?:="")?><\/script>/g, ''),
    );
  });

  it('leaves a rewritten page, and a page without start-up scripts, as they are', () => {
    const once = paintFirst(PAGE);
    expect(paintFirst(once)).toBe(once);
    const plain = '<html><body><script src="https://cdn.example.com/x.js"></script></body></html>';
    expect(paintFirst(plain)).toBe(plain);
    expect(startScripts(plain)).toEqual([]);
  });

  it('keeps a URL holding "</script>" from closing the list', () => {
    const html = paintFirst('<body><script src="/a</script>b.js" async></script></body>');
    expect(startScripts(html)).toEqual(['/a</script>b.js']);
  });
});

describe('the loader (in the page)', () => {
  type PaintCallback = (list: { getEntries: () => unknown[] }, observer: { disconnect: () => void }) => void;
  let observers: PaintCallback[];
  let paintEntries: unknown[];
  let visibility: DocumentVisibilityState;

  function setUp(supported: string[]) {
    observers = [];
    class FakeObserver {
      static supportedEntryTypes = supported;
      constructor(private readonly callback: PaintCallback) {}
      observe() {
        observers.push(this.callback);
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(() => paintEntries as PerformanceEntryList);
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    document.body.innerHTML = `<script id="${SCRIPT_LIST_ID}" type="application/json">["/runtime.js","/app.js"]</script>`;
  }

  const requested = () => [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
  const run = () => new Function(loaderSource())();

  beforeEach(() => {
    vi.useFakeTimers();
    paintEntries = [];
    visibility = 'visible';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('requests the scripts, in order, only after the first frame is presented', () => {
    setUp(['paint']);
    run();
    vi.advanceTimersByTime(FALLBACK_DELAY_MS - 1);
    expect(requested()).toEqual([]);
    observers[0]!({ getEntries: () => [{ name: 'first-paint' }] }, { disconnect: () => undefined });
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(requested()).toEqual(['/runtime.js', '/app.js']);
    // Each script once, whatever fires later.
    vi.advanceTimersByTime(FALLBACK_DELAY_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(requested()).toHaveLength(2);
  });

  it('waits one more frame when part of the page painted before the loader ran', () => {
    setUp(['paint']);
    paintEntries = [{ name: 'first-paint' }];
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    run();
    vi.advanceTimersByTime(0);
    expect(requested()).toEqual([]);
    frames[0]!(0);
    vi.advanceTimersByTime(0);
    expect(requested()).toEqual(['/runtime.js', '/app.js']);
  });

  it('loads them anyway when no paint is reported in time', () => {
    setUp(['paint']);
    run();
    vi.advanceTimersByTime(FALLBACK_DELAY_MS);
    expect(requested()).toEqual(['/runtime.js', '/app.js']);
  });

  it('loads them at once on a hidden page and where paint timing is missing', () => {
    setUp(['paint']);
    visibility = 'hidden';
    run();
    expect(requested()).toEqual(['/runtime.js', '/app.js']);

    setUp([]);
    visibility = 'visible';
    run();
    expect(requested()).toEqual(['/runtime.js', '/app.js']);
  });
});
