/**
 * zustand's testing recipe (https://zustand.docs.pmnd.rs/guides/testing), as tests/setup.ts and
 * __mocks__/zustand.ts wire it: every store is back to its initial state when the next test starts,
 * stores that vi.resetModules made again included, and a persisted store's reset leaves no stored copy.
 * The cases run in order: each checks what the one before it left.
 */
import { useCountry } from '../../src/stores/country';
import { useUi } from '../../src/stores/ui';

describe('stores between tests', () => {
  it('a test changes stores, a persisted one too', async () => {
    useUi.getState().setBagShown(true);
    await useCountry.persist.rehydrate();
    useCountry.setState({ countryCode: 'GB', dialogOpen: true });
    expect(localStorage.getItem('userCountry')).toBe('{"countryCode":"GB"}');
  });

  it('the next one starts from their initial state, with nothing stored', () => {
    expect(useUi.getState().bagShown).toBe(false);
    expect(useCountry.getState()).toMatchObject({ countryCode: 'US', dialogOpen: false });
    expect(localStorage.getItem('userCountry')).toBeNull();
  });

  it('a store made again after vi.resetModules is changed', async () => {
    vi.resetModules();
    const { useUi: again } = await import('../../src/stores/ui');
    expect(again).not.toBe(useUi);
    again.getState().setBagShown(true);
    useUi.getState().setBagShown(true);
  });

  it('and both copies start the next test from their initial state', async () => {
    const { useUi: again } = await import('../../src/stores/ui');
    expect(again.getState().bagShown).toBe(false);
    expect(useUi.getState().bagShown).toBe(false);
  });
});
