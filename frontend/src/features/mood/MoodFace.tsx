/** A simple drawn face for a mood from 1 (very low) to 5 (great): the mouth curves with the mood. */
export function MoodFace({ mood, className = 'size-8' }: { mood: number; className?: string }) {
  const curve = (mood - 3) * 3; // -6 … 6
  const mouthY = 21 - curve / 3;
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <circle cx="16" cy="16" r="14" fill="currentColor" opacity="0.15" />
      <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="11.5" cy="13" r="1.8" fill="currentColor" />
      <circle cx="20.5" cy="13" r="1.8" fill="currentColor" />
      <path
        d={`M10 ${mouthY} Q16 ${mouthY + curve} 22 ${mouthY}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
