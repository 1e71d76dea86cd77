import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** A page that shows the query it renders with and counts its renders. */
async function listingPage() {
  vi.resetModules();
  const { useClientSearch } = await import('../../../src/components/collection/useClientSearch');
  const renders: string[] = [];
  function Listing({ location }: { location: { search: string } }) {
    const query = useClientSearch(location.search);
    renders.push(query);
    return <p>{query === '' ? 'All products' : `Filtered by ${query}`}</p>;
  }
  return { Listing, renders };
}

async function hydrate(search: string) {
  const { Listing, renders } = await listingPage();
  // The static build renders every page without its query.
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Listing location={{ search: '' }} />);
  document.body.append(container);
  renders.length = 0;
  await act(async () => {
    hydrateRoot(container, <Listing location={{ search }} />);
  });
  return { container, renders, Listing };
}

describe('useClientSearch', () => {
  it('hydrates without the query, then shows it', async () => {
    const { container, renders } = await hydrate('?colour=red');
    expect(renders).toEqual(['', '?colour=red']);
    expect(container).toHaveTextContent('Filtered by ?colour=red');
  });

  it('renders a page without a query once: nothing changes after hydration', async () => {
    const { container, renders } = await hydrate('');
    expect(renders).toEqual(['']);
    expect(container).toHaveTextContent('All products');
  });

  it('gives a page reached by a link its query from the first render', async () => {
    const { Listing, renders } = await hydrate('');
    const next = document.createElement('div');
    document.body.append(next);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(next).render(<Listing location={{ search: '?size=M' }} />);
    });
    expect(renders.slice(1)).toEqual(['?size=M']);
    expect(next).toHaveTextContent('Filtered by ?size=M');
  });
});
