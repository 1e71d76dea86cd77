import { initialUiState, useUi } from '../../src/stores/ui';

describe('ui store', () => {
  beforeEach(() => useUi.setState(initialUiState));

  it('starts with every panel closed and the menu bar shown', () => {
    expect(useUi.getState()).toMatchObject({
      quickBuy: null,
      bagShown: false,
      reviewsShown: false,
      writeReviewShown: false,
      headerMenu: null,
      hideMenuBar: false,
    });
  });

  it('keeps one header menu open at a time and toggles it closed', () => {
    useUi.getState().setHeaderMenu('account');
    useUi.getState().toggleHeaderMenu('search');
    expect(useUi.getState().headerMenu).toBe('search');
    useUi.getState().toggleHeaderMenu('search');
    expect(useUi.getState().headerMenu).toBeNull();
  });

  it('closes the review form together with the reviews', () => {
    useUi.getState().setReviewsShown(true);
    useUi.getState().setWriteReviewShown(true);
    useUi.getState().setReviewsShown(false);
    expect(useUi.getState()).toMatchObject({ reviewsShown: false, writeReviewShown: false });
  });

  it('opens and closes quick buy for a product', () => {
    useUi.getState().openQuickBuy({ handle: 'marina-top-coral-reef', title: 'Marina Top - Coral Reef' });
    expect(useUi.getState().quickBuy?.handle).toBe('marina-top-coral-reef');
    useUi.getState().closeQuickBuy();
    expect(useUi.getState().quickBuy).toBeNull();
  });
});
