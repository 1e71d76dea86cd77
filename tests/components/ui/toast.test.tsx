import { act, render, screen } from '@testing-library/react';
import { toast } from '../../../src/components/ui/toast';
import { ToastHost } from '../../../src/components/ui/ToastHost';

describe('shop toasts', () => {
  it('shows nothing until a toast is asked for, then the first toast and the next one', async () => {
    const { container } = render(<ToastHost />);
    expect(container).toBeEmptyDOMElement();

    // Asked for before the container's chunk has arrived: it must still appear.
    act(() => toast.success('Address saved.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Address saved.');

    await act(async () => toast.info('You’re signed out. See you at the beach!'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Address saved.',
      'You’re signed out. See you at the beach!',
    ]);
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('shows the first message again when its container mounts again before the message has been seen', async () => {
    const first = render(<ToastHost />);
    act(() => toast.success('Default address updated.'));
    expect(await screen.findByText('Default address updated.')).toBeInTheDocument();
    // The message area goes and comes back (react-toastify starts each container with an empty store).
    first.unmount();
    render(<ToastHost />);
    expect(await screen.findByText('Default address updated.')).toBeInTheDocument();
    expect(screen.getAllByText('Default address updated.')).toHaveLength(1);
  });
});
