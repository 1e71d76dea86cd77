/**
 * The site icon (the header's wave mark on the sea colour), written to public/ by the build so the
 * browser finds an icon offline too, instead of asking for a missing /favicon.ico on every page.
 */
export const ICON_PATH = '/favicon.svg';

export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="#0f6f8f"/>
<g fill="none" stroke="#ffffff" stroke-width="4.5" stroke-linecap="round">
<path d="M10 30c5.5-8 11-8 16.5 0s11 8 16.5 0 11-8 11-8"/>
<path d="M10 42c5.5-8 11-8 16.5 0s11 8 16.5 0 11-8 11-8" opacity=".6"/>
</g>
</svg>
`;
