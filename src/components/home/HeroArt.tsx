/** The home hero's artwork: sun, sea and a palm, drawn in the brand palette (no network image). */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 1200 520" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-sky" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#ffd9b8" />
          <stop offset="0.55" stopColor="#f7b59c" />
          <stop offset="1" stopColor="#e98d7a" />
        </linearGradient>
        <linearGradient id="hero-sea" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#1d8aa8" />
          <stop offset="1" stopColor="#0b4f66" />
        </linearGradient>
      </defs>
      <rect width="1200" height="520" fill="url(#hero-sky)" />
      <circle cx="860" cy="250" r="120" fill="#fff3d6" opacity="0.9" />
      <path d="M0 300 C200 280 400 320 600 300 S1000 280 1200 300 V520 H0Z" fill="url(#hero-sea)" />
      <path d="M0 340 C150 325 300 355 450 340 S750 325 900 340 1100 355 1200 340" stroke="#9fd6e2" strokeWidth="4" fill="none" opacity="0.6" />
      <path d="M0 390 C180 375 360 405 540 390 S900 375 1200 392" stroke="#9fd6e2" strokeWidth="3" fill="none" opacity="0.4" />
      <path d="M0 450 C200 430 380 470 600 450 S980 430 1200 455 V520 H0Z" fill="#f3e2c7" />
      <g stroke="#4a3526" strokeWidth="10" strokeLinecap="round" fill="none">
        <path d="M170 470 C180 380 200 300 240 220" />
      </g>
      <g fill="#2f6b4f">
        <path d="M240 220 C200 190 150 195 110 225 C160 210 200 215 240 228Z" />
        <path d="M240 220 C250 170 290 145 340 150 C300 165 270 190 246 226Z" />
        <path d="M240 220 C285 205 330 215 360 250 C320 235 285 232 244 228Z" />
        <path d="M240 220 C215 175 175 160 135 168 C175 180 205 200 236 228Z" />
      </g>
    </svg>
  );
}
