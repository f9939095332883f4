/** The save control's heart, drawn by `.save-control` (repeated-parts.css): filled while the control is pressed. */
export function HeartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24">
      <path d="M12 20.5 4.3 13A5 5 0 0 1 11.4 6l.6.6.6-.6a5 5 0 0 1 7.1 7L12 20.5Z" />
    </svg>
  );
}
