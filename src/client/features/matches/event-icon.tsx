import type { EventKind } from '../../../shared/domain/match-centre';

/** The timeline's icon for an event (decorative: the row names its kind in words too). */
export function EventIcon({ kind, size = 20 }: { kind: EventKind; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {shape(kind)}
    </svg>
  );
}

function ball(fill: string, stroke: string) {
  return (
    <>
      <circle cx="10" cy="10" r="8" fill={fill} stroke={stroke} strokeWidth="1.6" />
      <path d="M10 6.2 13.4 8.6 12.1 12.6H7.9L6.6 8.6Z" fill={stroke} />
    </>
  );
}

function shape(kind: EventKind) {
  switch (kind) {
    case 'goal':
      return ball('#ffffff', '#1a1b1e');
    case 'ownGoal':
      return ball('#ffffff', '#c92a2a');
    case 'penalty':
    case 'penaltyMissed': {
      const colour = kind === 'penalty' ? '#2b8a3e' : '#868e96';
      return (
        <>
          <circle cx="10" cy="10" r="8.5" fill={colour} />
          <text x="10" y="14" textAnchor="middle" fontSize="11" fontWeight="800" fill="#ffffff">
            P
          </text>
          {kind === 'penaltyMissed' && <path d="M4 16 16 4" stroke="#c92a2a" strokeWidth="2.2" />}
        </>
      );
    }
    case 'yellow':
    case 'red':
      return (
        <rect
          x="5"
          y="2.5"
          width="10"
          height="15"
          rx="1.8"
          fill={kind === 'yellow' ? '#fcc419' : '#e03131'}
          stroke="#00000055"
          strokeWidth="0.8"
        />
      );
    case 'substitution':
      return (
        <>
          <path d="M6 16V5M3 8l3-3.5L9 8" fill="none" stroke="#2b8a3e" strokeWidth="2" strokeLinecap="round" />
          <path d="M14 4v11M11 12l3 3.5 3-3.5" fill="none" stroke="#e03131" strokeWidth="2" strokeLinecap="round" />
        </>
      );
    default:
      return <circle cx="10" cy="10" r="4" fill="#868e96" />;
  }
}
