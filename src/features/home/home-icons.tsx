/** Small solid icons of the home sections (decorative; their buttons carry the name). */
function Solid({ d }: { d: string }) {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

export const PauseIcon = () => <Solid d="M6 4h4v16H6zM14 4h4v16h-4z" />;
export const PlayIcon = () => <Solid d="M7 4v16l13-8z" />;
export const PreviousIcon = () => <Solid d="M15.5 4 7.5 12l8 8 1.5-1.5L10.5 12 17 5.5z" />;
export const NextIcon = () => <Solid d="m8.5 4 8 8-8 8L7 18.5l6.5-6.5L7 5.5z" />;
