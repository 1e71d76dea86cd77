import { act, render, screen } from '@testing-library/react';
import { OfflineNotice } from '../../../src/components/layout/OfflineNotice';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineNotice', () => {
  it('says nothing while the shopper is online', () => {
    render(<OfflineNotice />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('tells the shopper they are offline when the connection drops, and clears when it returns', () => {
    render(<OfflineNotice />);
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(/You’re offline\. Pages you’ve visited still open/);
    goOffline(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the notice at once on a page opened without a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineNotice />);
    expect(screen.getByRole('status')).toHaveTextContent(/cart and account update when you’re back online/);
  });
});
