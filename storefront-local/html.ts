/** A tiny HTML layout shared by the checkout, order status and outbox pages. */

export const escapeHtml = (text: unknown): string =>
  String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const STYLE = `
  :root { --ink:#14213d; --muted:#5c677d; --line:#e3e7ef; --accent:#0077b6; --accent-ink:#fff; --bg:#f7fafc; --error:#b42318; }
  * { box-sizing: border-box; }
  body { margin:0; font:16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color:var(--ink); background:var(--bg); }
  header { background:#fff; border-bottom:1px solid var(--line); padding:16px 24px; }
  header a { color:var(--ink); text-decoration:none; font-family:Georgia, serif; font-size:24px; letter-spacing:.02em; }
  main { max-width:1040px; margin:24px auto; padding:0 16px; }
  .grid { display:grid; grid-template-columns: minmax(0,1.3fr) minmax(0,1fr); gap:24px; }
  @media (max-width: 800px) { .grid { grid-template-columns: 1fr; } }
  section, aside { background:#fff; border:1px solid var(--line); border-radius:12px; padding:20px 24px; }
  h1 { font-size:26px; margin:0 0 12px; } h2 { font-size:18px; margin:20px 0 8px; }
  label { display:block; font-size:14px; color:var(--muted); margin:10px 0 4px; }
  input, select { width:100%; padding:10px 12px; border:1px solid #c9d1de; border-radius:8px; font:inherit; background:#fff; }
  input:focus, select:focus { outline:3px solid #90e0ef; border-color:var(--accent); }
  .row { display:grid; grid-template-columns:1fr 1fr; gap:12px; } .row3 { display:grid; grid-template-columns:2fr 1fr 1fr; gap:12px; }
  /* On a phone the city takes a row, and the zone and postal code share the next: a postcode fits its box. */
  @media (max-width: 600px) { .row3 { grid-template-columns:1fr 1fr; } .row3 > :first-child { grid-column:1 / -1; } }
  button, .button { display:inline-block; margin-top:20px; width:100%; padding:14px; border:0; border-radius:8px; background:var(--accent); color:var(--accent-ink); font:600 17px system-ui, sans-serif; cursor:pointer; text-align:center; text-decoration:none; }
  .line { display:flex; gap:12px; align-items:center; padding:8px 0; border-bottom:1px solid var(--line); }
  .line img { width:64px; height:80px; object-fit:cover; border-radius:8px; border:1px solid var(--line); background:#fff; }
  .line .qty { font-size:13px; color:var(--muted); } .line .price { margin-left:auto; white-space:nowrap; }
  .totals div { display:flex; justify-content:space-between; padding:4px 0; } .totals .total { font-weight:700; font-size:18px; border-top:1px solid var(--line); margin-top:6px; padding-top:10px; }
  .hint { font-size:13px; color:var(--muted); } .errors { color:var(--error); background:#fef3f2; border:1px solid #fecdca; border-radius:8px; padding:10px 14px; }
  .steps { list-style:none; padding:0; margin:0; } .steps li { padding:8px 0 8px 28px; position:relative; color:var(--muted); }
  .steps li::before { content:''; position:absolute; left:4px; top:14px; width:12px; height:12px; border-radius:50%; border:2px solid #c9d1de; background:#fff; }
  .steps li.done { color:var(--ink); } .steps li.done::before { background:var(--accent); border-color:var(--accent); }
  table { border-collapse:collapse; width:100%; } td, th { text-align:left; padding:8px; border-bottom:1px solid var(--line); vertical-align:top; }
  a { color:var(--accent); }
  .discount-box { padding:12px 0; border-bottom:1px solid var(--line); }
  .code-row { display:flex; gap:8px; } .code-row input { flex:1; min-width:0; text-transform:uppercase; }
  .code-row button { width:auto; margin:0; padding:10px 16px; font-size:15px; }
  button.secondary { background:#fff; color:var(--accent); border:2px solid var(--accent); }
  .discount-box .hint { margin:6px 0 0; } .discount-box .hint:empty { display:none; }
  .codes { list-style:none; margin:8px 0 0; padding:0; } .codes li { display:flex; gap:8px; align-items:center; padding:2px 0; }
  .tag { background:#eef7f8; border-radius:999px; padding:2px 8px; font-weight:600; font-size:14px; }
  button.link { width:auto; margin:0 0 0 auto; padding:4px 0; background:none; color:var(--accent); text-decoration:underline; font:inherit; font-size:14px; }
  .vh { position:absolute; width:1px; height:1px; overflow:hidden; clip:rect(0,0,0,0); white-space:nowrap; }
`;

/** A page of the shop's hosted pages (checkout, sign-in, order status), headed with the shop's name. */
export function page(shopName: string, title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · ${escapeHtml(shopName)}</title><style>${STYLE}</style></head><body><header><a href="/">${escapeHtml(shopName)}</a></header><main>${body}</main></body></html>`;
}
