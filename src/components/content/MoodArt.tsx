import { useId, type ReactNode } from 'react';

/** Hero moods a content file may name in its `hero` frontmatter. */
export const MOODS = ['sunset', 'ocean', 'sand', 'palm', 'coral', 'night'] as const;
export type Mood = (typeof MOODS)[number];
export const DEFAULT_MOOD: Mood = 'ocean';

export const isMood = (value: unknown): value is Mood => typeof value === 'string' && (MOODS as readonly string[]).includes(value);
export const toMood = (value: unknown): Mood => (isMood(value) ? value : DEFAULT_MOOD);

type Scene = (id: (name: string) => string) => ReactNode;

const gradient = (id: string, stops: readonly string[]) => (
  <linearGradient id={id} x1="0" x2="0" y1="0" y2="1">
    {stops.map((color, index) => (
      <stop key={color + index} offset={index / (stops.length - 1)} stopColor={color} />
    ))}
  </linearGradient>
);

const STARS: readonly [number, number, number][] = [
  [90, 60, 2], [210, 120, 1.5], [330, 45, 2.5], [450, 150, 1.5], [560, 80, 2], [640, 30, 1.5], [720, 170, 2],
  [980, 70, 2.5], [1060, 150, 1.5], [1130, 50, 2], [1010, 210, 1.5], [160, 210, 1.5], [400, 230, 1.2], [1170, 240, 1.2],
];

/** Each scene is drawn in the brand palette, a few shapes each, so the page stays light. */
const SCENES: Record<Mood, Scene> = {
  sunset: (id) => (
    <>
      <defs>
        {gradient(id('sky'), ['#ffe6c7', '#f9bb9b', '#ec8c7a'])}
        {gradient(id('sea'), ['#2a8fb0', '#0c4f68'])}
      </defs>
      <rect width="1200" height="400" fill={`url(#${id('sky')})`} />
      <circle cx="790" cy="250" r="118" fill="#fff2d4" opacity="0.95" />
      <path d="M0 238 C90 226 150 214 230 222 C300 229 330 240 380 244 L380 252 H0Z" fill="#c9706a" opacity="0.45" />
      <path d="M0 250 H1200 V400 H0Z" fill={`url(#${id('sea')})`} />
      <g stroke="#ffd8ad" strokeLinecap="round" opacity="0.75">
        <path d="M700 272 H880" strokeWidth="6" />
        <path d="M725 296 H855" strokeWidth="5" />
        <path d="M748 322 H832" strokeWidth="4" />
        <path d="M770 350 H810" strokeWidth="3" />
      </g>
      <g fill="none" stroke="#7a4a48" strokeWidth="3" strokeLinecap="round" opacity="0.6">
        <path d="M300 110 q12 -10 24 0 q12 -10 24 0" />
        <path d="M360 140 q9 -8 18 0 q9 -8 18 0" />
      </g>
    </>
  ),
  ocean: (id) => (
    <>
      <defs>{gradient(id('sky'), ['#e3f5f7', '#bfe5ee'])}</defs>
      <rect width="1200" height="400" fill={`url(#${id('sky')})`} />
      <g fill="#ffffff" opacity="0.85">
        <ellipse cx="220" cy="90" rx="90" ry="22" />
        <ellipse cx="280" cy="74" rx="60" ry="22" />
        <ellipse cx="930" cy="120" rx="110" ry="20" />
      </g>
      <path d="M0 200 C150 185 300 215 450 200 S750 185 900 200 1100 215 1200 200 V400 H0Z" fill="#7cc6d6" />
      <path d="M840 190 L878 120 L878 190Z M884 190 L884 104 L930 190Z" fill="#ffffff" />
      <path d="M830 192 H940 L925 206 H845Z" fill="#e0644f" />
      <path d="M0 250 C140 230 280 270 420 250 S700 230 840 250 1060 270 1200 250 V400 H0Z" fill="#2a95b3" />
      <path d="M0 250 C140 230 280 270 420 250 S700 230 840 250 1060 270 1200 250" fill="none" stroke="#e8f7fa" strokeWidth="4" opacity="0.7" />
      <path d="M0 310 C160 290 320 330 480 310 S800 290 960 310 1120 325 1200 310 V400 H0Z" fill="#0f6f8f" />
      <path d="M0 310 C160 290 320 330 480 310 S800 290 960 310 1120 325 1200 310" fill="none" stroke="#e8f7fa" strokeWidth="3" opacity="0.55" />
    </>
  ),
  sand: (id) => (
    <>
      <defs>{gradient(id('sky'), ['#fdf6ea', '#f8e4c8'])}</defs>
      <rect width="1200" height="400" fill={`url(#${id('sky')})`} />
      <circle cx="980" cy="110" r="62" fill="#fff9ee" />
      <path d="M0 190 H1200 V230 H0Z" fill="#8fcfdc" />
      <path d="M0 226 C200 212 420 240 640 226 S1020 212 1200 228 V400 H0Z" fill="#f1dbb6" />
      <path d="M0 280 C260 250 520 300 760 276 S1080 258 1200 270 V400 H0Z" fill="#e8c899" />
      <path d="M0 340 C220 320 500 360 760 338 S1060 326 1200 340 V400 H0Z" fill="#ddb680" />
      <path
        d="M300 318 l10 -22 l10 22 l24 2 l-18 16 l6 24 l-22 -12 l-22 12 l6 -24 l-18 -16Z"
        fill="#e0644f"
        opacity="0.9"
      />
      <g transform="translate(860 300)">
        <path d="M0 30 C-30 0 -26 -30 0 -34 C26 -30 30 0 0 30Z" fill="#f6efe4" stroke="#c99a6b" strokeWidth="2" />
        <path d="M0 30 L-14 -26 M0 30 L0 -33 M0 30 L14 -26" stroke="#c99a6b" strokeWidth="2" fill="none" />
      </g>
    </>
  ),
  palm: (id) => (
    <>
      <defs>{gradient(id('sky'), ['#cdeef0', '#f2ecd9', '#fbdcc0'])}</defs>
      <rect width="1200" height="400" fill={`url(#${id('sky')})`} />
      <circle cx="420" cy="200" r="90" fill="#fff4d8" />
      <path d="M0 262 H1200 V400 H0Z" fill="#2a95b3" />
      <path d="M0 330 C220 312 480 346 720 328 S1080 316 1200 330 V400 H0Z" fill="#f1dbb6" />
      <g stroke="#6b4a33" strokeWidth="14" strokeLinecap="round" fill="none">
        <path d="M1010 390 C1000 300 980 200 930 110" />
        <path d="M1120 396 C1120 330 1130 260 1160 190" strokeWidth="11" />
      </g>
      <g fill="#2f6b4f">
        <path d="M930 110 C880 70 810 70 760 110 C820 92 880 96 926 122Z" />
        <path d="M930 110 C940 50 990 20 1060 30 C1000 50 960 80 938 120Z" />
        <path d="M930 110 C990 95 1050 110 1090 160 C1040 138 990 130 936 122Z" />
        <path d="M930 110 C900 60 850 40 800 44 C850 60 890 86 924 120Z" />
        <path d="M930 110 C920 160 880 200 840 210 C880 180 904 150 926 116Z" />
      </g>
      <g fill="#3f8a63">
        <path d="M1160 190 C1120 160 1070 164 1040 190 C1080 178 1120 182 1156 198Z" />
        <path d="M1160 190 C1170 150 1200 130 1230 132 C1200 146 1180 166 1166 198Z" />
        <path d="M1160 190 C1200 190 1230 210 1250 240 C1220 224 1190 212 1164 200Z" />
      </g>
    </>
  ),
  coral: (id) => (
    <>
      <defs>{gradient(id('water'), ['#8ad6e1', '#2489a6', '#0d5670'])}</defs>
      <rect width="1200" height="400" fill={`url(#${id('water')})`} />
      <g fill="#ffffff" opacity="0.09">
        <path d="M180 0 H260 L120 400 H40Z" />
        <path d="M520 0 H580 L480 400 H400Z" />
        <path d="M880 0 H960 L900 400 H800Z" />
      </g>
      <path d="M0 350 C200 330 420 360 640 344 S1020 330 1200 346 V400 H0Z" fill="#f1d9b5" />
      <g fill="none" strokeLinecap="round">
        <path d="M160 350 V270 M160 300 L120 250 M160 290 L200 232 M120 250 L110 220 M200 232 L214 206" stroke="#e0644f" strokeWidth="12" />
        <path d="M260 352 V300 M260 320 L236 286 M260 312 L290 280" stroke="#f6b0a0" strokeWidth="10" />
        <path d="M980 344 V250 M980 290 L940 240 M980 276 L1030 218 M940 240 L930 206 M1030 218 L1050 190" stroke="#f08a73" strokeWidth="13" />
        <path d="M1080 346 V296 M1080 316 L1108 284" stroke="#e0644f" strokeWidth="9" />
      </g>
      <g fill="none" stroke="#ffffff" strokeWidth="2.5" opacity="0.7">
        <circle cx="600" cy="230" r="8" />
        <circle cx="614" cy="190" r="5" />
        <circle cx="596" cy="156" r="4" />
        <circle cx="330" cy="150" r="6" />
      </g>
      <g transform="translate(680 180)">
        <ellipse cx="0" cy="0" rx="34" ry="16" fill="#ffcf6e" />
        <path d="M30 0 L54 -16 L54 16Z" fill="#ffcf6e" />
        <circle cx="-18" cy="-3" r="3" fill="#132a3a" />
      </g>
      <g transform="translate(820 120) scale(0.7)">
        <ellipse cx="0" cy="0" rx="34" ry="16" fill="#ffe2a8" />
        <path d="M30 0 L54 -16 L54 16Z" fill="#ffe2a8" />
        <circle cx="-18" cy="-3" r="3" fill="#132a3a" />
      </g>
    </>
  ),
  night: (id) => (
    <>
      <defs>
        {gradient(id('sky'), ['#0b1d31', '#1b3a58', '#2b5274'])}
        {gradient(id('sea'), ['#0d3049', '#07192a'])}
      </defs>
      <rect width="1200" height="400" fill={`url(#${id('sky')})`} />
      <g fill="#fdf3d8">
        {STARS.map(([x, y, r]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={r} opacity="0.85" />
        ))}
      </g>
      <circle cx="850" cy="120" r="80" fill="#fdf3d8" opacity="0.12" />
      <circle cx="850" cy="120" r="48" fill="#fdf3d8" />
      <path d="M0 260 H1200 V400 H0Z" fill={`url(#${id('sea')})`} />
      <g stroke="#fdf3d8" strokeLinecap="round" opacity="0.55">
        <path d="M790 280 H910" strokeWidth="5" />
        <path d="M810 306 H890" strokeWidth="4" />
        <path d="M828 334 H872" strokeWidth="3" />
      </g>
      <g fill="#06141f">
        <path d="M0 262 C60 240 140 236 220 262Z" />
        <path d="M118 262 C122 200 132 160 150 120 L158 122 C142 162 134 204 132 262Z" />
        <path d="M152 120 C120 96 80 98 56 118 C90 108 122 112 150 128Z M152 120 C170 86 204 76 240 84 C206 92 180 106 156 128Z M152 120 C186 116 220 132 236 160 C206 142 180 134 154 128Z" />
      </g>
    </>
  ),
};

/** Decorative artwork for a content page's hero or card, chosen by the file's mood keyword. */
export function MoodArt({ mood, className }: { mood: Mood; className?: string }) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const id = (name: string) => `mood-${uid}-${name}`;
  return (
    <svg
      className={className}
      viewBox="0 0 1200 400"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-mood={mood}
    >
      {SCENES[mood](id)}
    </svg>
  );
}
