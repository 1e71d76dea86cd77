import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from '../../../src/components/ui/Modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open cart
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Cart">
        <button type="button">Inside</button>
      </Modal>
    </>
  );
}

/** Like Add to cart: the button disables itself while it works, then the drawer opens. */
function BusyHarness() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const add = async () => {
    // What a browser does to a focused button that becomes disabled.
    (document.activeElement as HTMLElement | null)?.blur();
    setBusy(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    setOpen(true);
    setBusy(false);
  };
  return (
    <>
      <button type="button">Before</button>
      <button type="button" disabled={busy} onClick={() => void add()}>
        {busy ? 'Adding…' : 'Add to cart'}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Cart">
        <button type="button">Inside</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('returns focus to a button that disabled itself (focus on <body>) before it opened the dialog', async () => {
    render(<BusyHarness />);
    const add = screen.getByRole('button', { name: 'Add to cart' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'Inside' });
    expect(document.activeElement).not.toBe(add);
    await userEvent.click(screen.getByRole('button', { name: 'Close Cart' }));
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
  });

  it('returns focus to the control that opened it when it closes (issue 20 item 12)', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open cart' }));
    // Focus moves into the dialog, as it does when a shopper tabs or the browser focuses it.
    screen.getByRole('button', { name: 'Inside' }).focus();
    await userEvent.click(screen.getByRole('button', { name: 'Close Cart' }));
    expect(screen.queryByRole('button', { name: 'Inside' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open cart' })).toHaveFocus();
  });

  it('returns focus even when the browser closed the dialog first (an open dialog moved in the page closes)', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open cart' }));
    const dialog = screen.getByRole('dialog', { name: 'Cart' });
    // What Chromium does to an open modal dialog that is taken out of the page and put back: closed, no
    // close event, and focus on <body>.
    dialog.removeAttribute('open');
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.click(screen.getByRole('button', { name: 'Close Cart', hidden: true }));
    expect(screen.getByRole('button', { name: 'Open cart' })).toHaveFocus();
  });
});
