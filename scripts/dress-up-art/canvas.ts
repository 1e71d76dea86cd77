/** The drawing surface every piece of dress-up art shares: 300 × 600, centre line at x = 150. */
const W = 300;
const H = 600;

export const svg = (body: string, defs = '', width = W, height = H) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
  (defs ? `<defs>${defs}</defs>` : '') +
  body +
  '</svg>\n';

/** Mirror a path's x coordinates around the body's centre line (x = 150). */
export function mirror(d: string): string {
  let isX = true;
  return d.replace(/([A-Za-z])|(-?\d+(?:\.\d+)?)/g, (match, letter: string | undefined) => {
    if (letter) {
      isX = true;
      return letter;
    }
    const value = Number(match);
    const out = isX ? String(+(W - value).toFixed(1)) : match;
    isX = !isX;
    return out;
  });
}

// ---------------------------------------------------------------------------------------------------
// Shading shared by garments: a soft light from the top left and a shadow on the right.
export const SHADE = (id = 'shade') =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/>` +
  `<stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>`;
