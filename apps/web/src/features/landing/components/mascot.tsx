import { cx } from '../../../components/ui/cx';

const INK = '#1f1147';
const BODY = '#4c32c9';
const BODY_SHADE = '#3a2799';
const BODY_LIGHT = '#6a4ff0';
const SUN = '#ffd166';
const SUN_SHADE = '#f5a524';
const CORAL = '#f0643c';

/**
 * Clic, Déclic's mascot: a violet buddy with a sun-yellow spark on its head. Decorative. Its
 * mouth opens and closes while it talks: the dialogue flips `data-mouth` (mascot.css).
 */
export function Mascot({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 220 236" aria-hidden="true" focusable="false" className={cx('block', className)}>
      <ellipse className="mascot-shadow" cx="110" cy="224" rx="54" ry="8" fill={INK} opacity="0.14" />
      <g className="mascot-float">
        {/* The spark, like the logo's lightning bolt, grows out of the head. */}
        <path
          d="M116 6 96 36h13l-5 24 26-34h-13z"
          fill={SUN}
          stroke={SUN_SHADE}
          strokeWidth="4"
          strokeLinejoin="round"
        />
        {/* Left arm resting, right arm waving hello. */}
        <Arm path="M52 140q-22 6-26 28" hand={[26, 170]} />
        <g className="mascot-wave">
          <Arm path="M168 136q22-6 28-30" hand={[197, 102]} />
        </g>
        <ellipse cx="86" cy="200" rx="17" ry="10" fill={BODY_SHADE} />
        <ellipse cx="134" cy="200" rx="17" ry="10" fill={BODY_SHADE} />
        <rect x="40" y="46" width="140" height="152" rx="64" fill={BODY} />
        <ellipse cx="110" cy="168" rx="46" ry="26" fill={BODY_LIGHT} opacity="0.55" />
        <ellipse cx="76" cy="70" rx="18" ry="9" fill="#fff" opacity="0.2" transform="rotate(-24 76 70)" />
        <g className="mascot-blink">
          <ellipse cx="86" cy="106" rx="16" ry="18" fill="#fff" />
          <ellipse cx="134" cy="106" rx="16" ry="18" fill="#fff" />
          <circle cx="89" cy="110" r="8.5" fill={INK} />
          <circle cx="137" cy="110" r="8.5" fill={INK} />
          <circle cx="92" cy="106" r="3" fill="#fff" />
          <circle cx="140" cy="106" r="3" fill="#fff" />
        </g>
        <ellipse cx="66" cy="132" rx="10" ry="6" fill={CORAL} opacity="0.5" />
        <ellipse cx="154" cy="132" rx="10" ry="6" fill={CORAL} opacity="0.5" />
        <g data-mascotte="bouche" data-mouth="closed">
          <g className="mascot-mouth-open">
            <path d="M96 134q14 2 28 0-2 20-14 20t-14-20z" fill={INK} />
            <ellipse cx="110" cy="148" rx="7" ry="4" fill={CORAL} />
          </g>
          <path
            className="mascot-mouth-closed"
            d="M97 136q13 12 26 0"
            stroke={INK}
            strokeWidth="5"
            strokeLinecap="round"
            fill="none"
          />
        </g>
      </g>
    </svg>
  );
}

/** An arm drawn as a thick rounded stroke, ending in a sun-yellow hand. */
function Arm({ path, hand }: { path: string; hand: readonly [number, number] }) {
  return (
    <>
      <path d={path} stroke={BODY_SHADE} strokeWidth="14" strokeLinecap="round" fill="none" />
      <circle cx={hand[0]} cy={hand[1]} r="10" fill={SUN} />
    </>
  );
}
