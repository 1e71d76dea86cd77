import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { VariantPicker } from '../../../src/components/product/VariantPicker';
import type { VariantView } from '../../../src/lib/product';

const variant = (n: number, size: string, availableForSale = true): VariantView => ({
  id: `gid://shopify/ProductVariant/${n}`,
  title: size,
  sku: null,
  availableForSale,
  selectedOptions: [{ name: 'Size', value: size }],
  price: { amount: '64.95', currencyCode: 'USD' },
  compareAtPrice: null,
  imageUrl: null,
});
const variants = [variant(1, 'XS'), variant(2, 'S', false), variant(3, 'M'), variant(4, 'L')];
const options = [{ name: 'Size', values: ['XS', 'S', 'M', 'L'] }];

function Harness({ onSelect }: { onSelect: (v: VariantView) => void }) {
  const [selected, setSelected] = useState<VariantView>(variants[0] as VariantView);
  return (
    <VariantPicker
      options={options}
      variants={variants}
      selected={selected}
      onSelect={(v) => {
        setSelected(v);
        onSelect(v);
      }}
    />
  );
}

describe('variant picker', () => {
  it('shows each size as a choice, the selected one checked and named in the legend', () => {
    render(<Harness onSelect={() => undefined} />);
    expect(screen.getByRole('group', { name: /^Size/ })).toHaveTextContent(/^Size: XS/);
    expect(screen.getByRole('radio', { name: 'XS' })).toBeChecked();
  });

  it('disables a sold-out size and says it is sold out', () => {
    render(<Harness onSelect={() => undefined} />);
    expect(screen.getByRole('radio', { name: 'S (sold out)' })).toBeDisabled();
  });

  it('selects a size by click and moves along by arrow key, skipping sold-out sizes', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('radio', { name: 'M' }));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'M' }));
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'L' }));
  });

  it('shows no picker for a product with a single default variant', () => {
    const { container } = render(
      <VariantPicker options={[{ name: 'Title', values: ['Default Title'] }]} variants={[{ ...variant(9, 'x'), title: 'Default Title' }]} selected={null} onSelect={() => undefined} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
