import { describe, expect, it } from 'vitest';
import { removeServerMarkers } from '../../src/browser/serverMarkers';

describe('removeServerMarkers', () => {
  it("takes React's boundary and text markers out of server HTML and leaves elements and texts as they are", () => {
    const container = document.createElement('div');
    container.innerHTML = '<main><!--$--><div class="page"><p>From <!-- -->$72.00</p></div><!--/$--></main>';
    const page = container.querySelector('.page');
    expect(removeServerMarkers(container)).toBe(3);
    expect(container.innerHTML).toBe('<main><div class="page"><p>From $72.00</p></div></main>');
    expect(container.querySelector('.page')).toBe(page);
    expect([...container.querySelector('p')!.childNodes].map((node) => node.textContent)).toEqual(['From ', '$72.00']);
  });
});
