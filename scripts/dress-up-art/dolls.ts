/**
 * Dolls: one body, four looks. Back hair is drawn behind the body and never over the chest, so tops sit
 * on every doll the same way.
 */
import { mirror, svg } from './canvas';

interface Look {
  skin: string;
  shadow: string;
  hair: string;
  hairShine: string;
  iris: string;
  lips: string;
  lidShadow: string;
  backHair: string;
  frontHair: string;
  freckles?: boolean;
}

const BODY_LEFT =
  'M150 186L140 188C132 196 116 198 106 204C98 210 97 222 100 232L112 232C112 246 112 256 116 266C120 280 126 292 126 302C120 316 110 328 108 344C106 362 110 376 114 392C118 420 122 446 124 470C122 490 124 510 130 534C132 546 134 556 134 562L146 562C146 540 148 520 148 500C148 470 146 444 147 420C148 404 149 394 150 390';
function bodyPath(): string {
  // Left outline down to the crotch, then the right outline (mirrored) back up.
  const left = BODY_LEFT;
  const right = mirror(BODY_LEFT);
  // Reverse the right side's segments so the outline runs back up to the neck.
  return `${left}${reverseCubicPath(right)}Z`;
}

/** Reverses an M/L/C path (absolute commands only) so it can continue an outline. */
function reverseCubicPath(d: string): string {
  const tokens = d.match(/[MLC]|-?\d+(?:\.\d+)?/g) ?? [];
  const segs: Array<{ cmd: string; pts: number[][] }> = [];
  let i = 0;
  let cmd = '';
  while (i < tokens.length) {
    const t = tokens[i] as string;
    if (/[MLC]/.test(t)) {
      cmd = t;
      i += 1;
      continue;
    }
    const n = cmd === 'C' ? 3 : 1;
    const pts: number[][] = [];
    for (let k = 0; k < n; k += 1) {
      pts.push([Number(tokens[i]), Number(tokens[i + 1])]);
      i += 2;
    }
    segs.push({ cmd: cmd === 'M' ? 'M' : cmd, pts });
    if (cmd === 'M') cmd = 'L';
  }
  // Points: start of each segment = end of previous.
  const ends = segs.map((s) => s.pts[s.pts.length - 1] as number[]);
  let out = '';
  for (let k = segs.length - 1; k >= 1; k -= 1) {
    const seg = segs[k] as { cmd: string; pts: number[][] };
    const start = ends[k - 1] as number[];
    if (seg.cmd === 'C') {
      const [c1, c2] = seg.pts as [number[], number[]];
      out += `C${c2[0]} ${c2[1]} ${c1[0]} ${c1[1]} ${start[0]} ${start[1]}`;
    } else {
      out += `L${start[0]} ${start[1]}`;
    }
  }
  return out;
}

const ARM_LEFT =
  'M106 204C96 208 92 222 90 238C88 258 86 276 84 294C82 314 78 334 76 352C74 362 72 372 74 380C76 388 84 390 88 384C90 376 88 366 90 356C94 336 98 316 100 298C104 278 108 258 110 236Z';

function hand(side: 'left' | 'right', skin: string, shadow: string): string {
  const d = 'M74 372C70 380 70 392 76 396C80 399 86 396 88 390C89 384 88 378 86 372Z';
  const path = side === 'left' ? d : mirror(d);
  const thumb = side === 'left' ? 'M86 376Q90 384 86 390' : mirror('M86 376Q90 384 86 390');
  return `<path d="${path}" fill="${skin}" stroke="${shadow}" stroke-width="1.2"/><path d="${thumb}" fill="none" stroke="${shadow}" stroke-width="1.2" stroke-linecap="round"/>`;
}

function face(l: Look): string {
  const eye = (cx: number, flip: boolean) => {
    const s = flip ? -1 : 1;
    return (
      `<path d="M${cx - 16 * s} ${110}C${cx - 8 * s} 98 ${cx + 10 * s} 98 ${cx + 16 * s} 108C${cx + 8 * s} 120 ${cx - 8 * s} 121 ${cx - 16 * s} 110Z" fill="#fff"/>` +
      `<circle cx="${cx + 1 * s}" cy="110" r="8.5" fill="${l.iris}"/><circle cx="${cx + 1 * s}" cy="110" r="8.5" fill="url(#irisShade)"/>` +
      `<circle cx="${cx + 1 * s}" cy="110" r="4" fill="#140c08"/><circle cx="${cx + 4 * s}" cy="106" r="2.6" fill="#fff"/><circle cx="${cx - 2 * s}" cy="114" r="1.2" fill="#fff" opacity=".8"/>` +
      `<path d="M${cx - 16 * s} 110C${cx - 8 * s} 98 ${cx + 10 * s} 98 ${cx + 16 * s} 108" fill="none" stroke="#1a0f0a" stroke-width="3.2" stroke-linecap="round"/>` +
      `<path d="M${cx + 15 * s} 108l${7 * s}-6M${cx + 13 * s} 104l${6 * s}-7M${cx + 9 * s} 101l${3 * s}-7" stroke="#1a0f0a" stroke-width="1.8" stroke-linecap="round"/>` +
      `<path d="M${cx - 15 * s} 100C${cx - 6 * s} 91 ${cx + 10 * s} 92 ${cx + 16 * s} 100" fill="none" stroke="${l.lidShadow}" stroke-width="5" stroke-linecap="round" opacity=".55"/>` +
      `<path d="M${cx - 14 * s} 88Q${cx} 80 ${cx + 15 * s} 87" fill="none" stroke="${l.hair === '#f3e3b3' ? '#b8926a' : '#2b1a12'}" stroke-width="3" stroke-linecap="round"/>`
    );
  };
  const freckles = l.freckles
    ? [118, 124, 130, 170, 176, 182].map((x, k) => `<circle cx="${x}" cy="${128 + (k % 3) * 2}" r="1.1" fill="#c98a66" opacity=".7"/>`).join('')
    : '';
  return (
    eye(124, false) +
    eye(176, true) +
    `<path d="M147 126Q150 131 153 126" fill="none" stroke="${l.shadow}" stroke-width="2" stroke-linecap="round"/>` +
    `<ellipse cx="116" cy="134" rx="10" ry="6" fill="#ff7a8a" opacity=".28"/><ellipse cx="184" cy="134" rx="10" ry="6" fill="#ff7a8a" opacity=".28"/>` +
    freckles +
    // Full glossy lips with a cupid's bow.
    `<path d="M134 146C140 140 146 140 150 143C154 140 160 140 166 146C160 149 140 149 134 146Z" fill="${l.lips}"/>` +
    `<path d="M134 146C140 149 160 149 166 146C162 156 138 156 134 146Z" fill="${l.lips}"/>` +
    `<path d="M134 146C140 149 160 149 166 146" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="1.2"/>` +
    `<ellipse cx="154" cy="151" rx="4" ry="1.6" fill="#fff" opacity=".55"/>`
  );
}

export function dollSvg(l: Look): string {
  const defs =
    `<linearGradient id="skin" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${l.shadow}"/><stop offset=".22" stop-color="${l.skin}"/><stop offset=".78" stop-color="${l.skin}"/><stop offset="1" stop-color="${l.shadow}"/></linearGradient>` +
    `<radialGradient id="irisShade" cx=".5" cy=".35" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".25"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient>` +
    `<linearGradient id="hair" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${l.hairShine}"/><stop offset=".35" stop-color="${l.hair}"/><stop offset="1" stop-color="${l.hair}"/></linearGradient>`;
  const body = bodyPath();
  const headD = 'M150 42C190 42 208 72 207 108C206 140 182 166 150 168C118 166 94 140 93 108C92 72 110 42 150 42Z';
  return svg(
    `<g>${l.backHair}</g>` +
      // Body, arms, hands and feet.
      `<path d="${body}" fill="url(#skin)" stroke="${l.shadow}" stroke-width="1.4" stroke-linejoin="round"/>` +
      `<path d="M139 150L138 192Q150 200 162 192L161 150Z" fill="${l.skin}"/>` +
      `<path d="M126 258Q131 264 136 262M164 262Q169 264 174 258" stroke="${l.shadow}" stroke-width="1.4" fill="none" opacity=".6"/>` +
      `<path d="M150 296v8" stroke="${l.shadow}" stroke-width="1.6" stroke-linecap="round" opacity=".7"/>` +
      `<path d="M128 470Q134 474 140 470M160 470Q166 474 172 470" stroke="${l.shadow}" stroke-width="1.2" fill="none" opacity=".6"/>` +
      `<path d="M134 562C132 572 134 584 138 592C141 597 146 596 147 590C148 582 147 570 146 562Z" fill="${l.skin}" stroke="${l.shadow}" stroke-width="1.2"/>` +
      `<path d="${mirror('M134 562C132 572 134 584 138 592C141 597 146 596 147 590C148 582 147 570 146 562Z')}" fill="${l.skin}" stroke="${l.shadow}" stroke-width="1.2"/>` +
      `<path d="${ARM_LEFT}" fill="url(#skin)" stroke="${l.shadow}" stroke-width="1.4" stroke-linejoin="round"/>` +
      `<path d="${mirror(ARM_LEFT)}" fill="url(#skin)" stroke="${l.shadow}" stroke-width="1.4" stroke-linejoin="round"/>` +
      hand('left', l.skin, l.shadow) +
      hand('right', l.skin, l.shadow) +
      // Head.
      `<ellipse cx="93" cy="114" rx="7" ry="11" fill="${l.skin}" stroke="${l.shadow}" stroke-width="1.2"/><ellipse cx="207" cy="114" rx="7" ry="11" fill="${l.skin}" stroke="${l.shadow}" stroke-width="1.2"/>` +
      `<circle cx="93" cy="126" r="2.6" fill="#ffd166"/><circle cx="207" cy="126" r="2.6" fill="#ffd166"/>` +
      `<path d="M139 166Q150 184 161 166L161 178Q150 188 139 178Z" fill="${l.shadow}" opacity=".5"/>` +
      `<path d="${headD}" fill="${l.skin}" stroke="${l.shadow}" stroke-width="1.4"/>` +
      `<path d="M100 124C104 150 124 166 150 168C176 166 196 150 200 124C192 150 174 162 150 163C126 162 108 150 100 124Z" fill="${l.shadow}" opacity=".35"/>` +
      face(l) +
      `<g>${l.frontHair}</g>`,
    defs,
  );
}

export const LOOKS: Record<string, Look> = {
  amara: {
    skin: '#8d5524',
    shadow: '#5e3615',
    hair: '#1c1210',
    hairShine: '#4a3128',
    iris: '#5a3420',
    lips: '#b5485d',
    lidShadow: '#d17bff',
    backHair:
      // Two big curly puffs.
      puff(92, 58, 42) + puff(208, 58, 42),
    frontHair:
      `<path d="M94 102C92 66 116 38 150 38C184 38 208 66 206 102C200 84 190 70 176 64C166 72 150 74 138 70C126 74 112 84 94 102Z" fill="url(#hair)"/>` +
      `<path d="M120 56Q140 46 166 52" stroke="#6b4a3c" stroke-width="2" fill="none" stroke-linecap="round" opacity=".8"/>` +
      `<path d="M140 40c-4 6-2 10 2 12" stroke="#000" stroke-opacity=".3" fill="none" stroke-width="1.4"/>` +
      // Scrunchies holding the puffs.
      `<ellipse cx="112" cy="64" rx="10" ry="6" fill="#ff4d8d" transform="rotate(-40 112 64)"/><ellipse cx="188" cy="64" rx="10" ry="6" fill="#ff4d8d" transform="rotate(40 188 64)"/>`,
  },
  lexi: {
    skin: '#f9dcc4',
    shadow: '#dcb093',
    hair: '#f3e3b3',
    hairShine: '#fffbea',
    iris: '#3a8fd6',
    lips: '#ff6f9a',
    lidShadow: '#ffa6c9',
    freckles: true,
    backHair:
      // A high ponytail swinging to her left, behind the shoulders.
      `<path d="M170 40C214 20 250 44 244 96C240 136 252 170 236 214C230 232 214 236 214 222C226 184 214 150 214 112C214 80 200 58 176 56Z" fill="url(#hair)" stroke="#d9c182" stroke-width="1.2"/>` +
      `<path d="M222 80C230 120 226 160 222 200M232 90C238 130 236 170 230 206" stroke="#d9c182" stroke-width="1.6" fill="none" stroke-linecap="round"/>`,
    frontHair:
      `<path d="M93 108C88 66 114 36 152 36C188 36 212 62 207 104C198 80 182 64 160 60C140 72 116 84 93 108Z" fill="url(#hair)" stroke="#d9c182" stroke-width="1.2"/>` +
      `<path d="M160 60C150 50 148 44 150 36" stroke="#d9c182" stroke-width="1.4" fill="none"/>` +
      `<path d="M112 70Q130 58 150 58" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round" opacity=".8"/>` +
      `<ellipse cx="172" cy="44" rx="9" ry="7" fill="#7bdff2" stroke="#48b7c9" stroke-width="1.2"/>`,
  },
  noor: {
    skin: '#c98e62',
    shadow: '#9c6a44',
    hair: '#3b2418',
    hairShine: '#6d4634',
    iris: '#3f7a4a',
    lips: '#c0504d',
    lidShadow: '#e8a25a',
    backHair:
      // Long waves that fall behind the shoulders.
      `<path d="M150 34C98 34 80 78 82 120C84 160 70 196 64 232C58 270 74 300 88 312C86 282 94 250 98 224C100 214 104 210 112 208L188 208C196 210 200 214 202 224C206 250 214 282 212 312C226 300 242 270 236 232C230 196 216 160 218 120C220 78 202 34 150 34Z" fill="url(#hair)"/>` +
      `<path d="M76 200Q70 240 84 290M224 200Q230 240 216 290M88 150Q80 190 86 230M212 150Q220 190 214 230" stroke="#6d4634" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    frontHair:
      `<path d="M150 36C112 36 90 66 92 112C100 88 120 66 148 56C150 50 150 44 150 36Z" fill="url(#hair)"/>` +
      `<path d="M150 36C188 36 210 66 208 112C200 88 180 66 152 56C150 50 150 44 150 36Z" fill="url(#hair)"/>` +
      `<path d="M92 112C88 140 90 160 96 176M208 112C212 140 210 160 204 176" stroke="#3b2418" stroke-width="8" fill="none" stroke-linecap="round"/>` +
      `<path d="M118 56Q134 46 146 46" stroke="#8a5e48" stroke-width="2" fill="none" stroke-linecap="round"/>` +
      `<path d="M186 52l4 4-4 4-4-4z" fill="#ffd166"/>`,
  },
  rio: {
    skin: '#e2ac7e',
    shadow: '#c18a5c',
    hair: '#f06fa8',
    hairShine: '#ffb3d4',
    iris: '#7a4a2a',
    lips: '#e0645f',
    lidShadow: '#7bdff2',
    backHair:
      `<path d="M150 34C104 34 84 66 84 108C84 140 86 160 92 178C110 184 124 176 130 170L170 170C176 176 190 184 208 178C214 160 216 140 216 108C216 66 196 34 150 34Z" fill="url(#hair)" stroke="#c2477e" stroke-width="1.2"/>`,
    frontHair:
      // Blunt bangs.
      `<path d="M96 98C92 62 116 38 150 38C184 38 208 62 204 98C196 92 186 90 176 92C170 86 160 86 150 90C140 86 130 86 124 92C114 90 104 92 96 98Z" fill="url(#hair)" stroke="#c2477e" stroke-width="1.2"/>` +
      `<path d="M124 92L126 80M150 90V78M176 92L174 80" stroke="#c2477e" stroke-width="1.2"/>` +
      `<path d="M110 60Q132 46 160 48" stroke="#ffd6e8" stroke-width="2.6" fill="none" stroke-linecap="round"/>` +
      `<path d="M92 110C90 140 92 160 96 176M208 110C210 140 208 160 204 176" stroke="url(#hair)" stroke-width="10" fill="none" stroke-linecap="round"/>` +
      `<circle cx="194" cy="66" r="5" fill="#ffd166"/><circle cx="194" cy="66" r="2" fill="#ff8fab"/>`,
  },
};

function puff(cx: number, cy: number, r: number): string {
  let d = '';
  const bumps = 14;
  for (let i = 0; i <= bumps; i += 1) {
    const a = (i / bumps) * Math.PI * 2;
    const x = cx + r * Math.cos(a);
    const y = cy + r * Math.sin(a);
    if (i === 0) d += `M${x.toFixed(1)} ${y.toFixed(1)}`;
    else {
      const am = ((i - 0.5) / bumps) * Math.PI * 2;
      const qx = cx + (r + 8) * Math.cos(am);
      const qy = cy + (r + 8) * Math.sin(am);
      d += `Q${qx.toFixed(1)} ${qy.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)}`;
    }
  }
  let curls = '';
  for (let i = 0; i < 9; i += 1) {
    const a = i * 0.7;
    const rr = r * (0.3 + (i % 3) * 0.2);
    curls += `<path d="M${(cx + rr * Math.cos(a)).toFixed(1)} ${(cy + rr * Math.sin(a)).toFixed(1)}q4-6 8 0" stroke="#4a3128" stroke-width="1.8" fill="none" stroke-linecap="round"/>`;
  }
  return `<path d="${d}Z" fill="url(#hair)"/>${curls}`;
}
