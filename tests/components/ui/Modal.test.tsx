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

describe('Modal', () => {
  it('returns focus to the control that opened it when it closes (issue 20 item 12)', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open cart' }));
    // Focus moves into the dialog, as it does when a shopper tabs or the browser focuses it.
    screen.getByRole('button', { name: 'Inside' }).focus();
    await userEvent.click(screen.getByRole('button', { name: 'Close Cart' }));
    expect(screen.queryByRole('button', { name: 'Inside' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open cart' })).toHaveFocus();
  });
});
