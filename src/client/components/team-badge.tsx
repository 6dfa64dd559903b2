import { useId } from 'react';
import { EntityAvatar } from './entity-avatar';
import { initials } from './names';
import { type BadgeStyle, badgeStyle } from './team-badge-style';

interface TeamBadgeProps {
  logo: string | null | undefined;
  name: string;
  size?: number;
}

/** Outlines on a 40×40 box. */
const OUTLINES: Record<BadgeStyle['shape'], string> = {
  shield: 'M20 1.5 L36.5 7 V19 C36.5 29.5 29 35.5 20 38.5 C11 35.5 3.5 29.5 3.5 19 V7 Z',
  circle: 'M20 1.5 A18.5 18.5 0 1 1 19.99 1.5 Z',
  hexagon: 'M20 1.5 L36.5 10.75 V29.25 L20 38.5 L3.5 29.25 V10.75 Z',
  square: 'M10 2 H30 A8 8 0 0 1 38 10 V30 A8 8 0 0 1 30 38 H10 A8 8 0 0 1 2 30 V10 A8 8 0 0 1 10 2 Z',
};

/** The accent's marks: each leaves the middle, where the initials sit, in the kit colour. */
function Pattern({ pattern, accent }: Pick<BadgeStyle, 'pattern' | 'accent'>) {
  switch (pattern) {
    case 'hoops':
      return (
        <>
          <rect x="0" y="0" width="40" height="10" fill={accent} />
          <rect x="0" y="30" width="40" height="10" fill={accent} />
        </>
      );
    case 'stripes':
      return (
        <>
          <rect x="0" y="0" width="9" height="40" fill={accent} />
          <rect x="31" y="0" width="9" height="40" fill={accent} />
        </>
      );
    case 'chevron':
      return <path d="M0 0 H40 V6 L20 14 L0 6 Z" fill={accent} />;
    default:
      return null;
  }
}

/** A team's logo, or, without one, a badge made from its name (team-badge-style.ts). */
export function TeamBadge({ logo, name, size = 44 }: TeamBadgeProps) {
  const clipId = useId();
  if (logo) return <EntityAvatar src={logo} name={name} size={size} />;
  const style = badgeStyle(name);
  const outline = OUTLINES[style.shape];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      data-badge={`${style.shape} ${style.pattern}`}
      style={{ flexShrink: 0 }}
    >
      <clipPath id={clipId}>
        <path d={outline} />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <rect width="40" height="40" fill={style.kit} />
        <Pattern pattern={style.pattern} accent={style.accent} />
      </g>
      <path
        d={outline}
        fill="none"
        stroke={style.pattern === 'ring' ? style.accent : 'rgba(0,0,0,0.25)'}
        strokeWidth={style.pattern === 'ring' ? 3 : 1}
      />
      <text
        x="20"
        y="20.5"
        textAnchor="middle"
        dominantBaseline="central"
        fill={style.text}
        fontSize="13"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {initials(name)}
      </text>
    </svg>
  );
}
