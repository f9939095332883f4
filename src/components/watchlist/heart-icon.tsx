/** The save control's heart: filled while the car is saved. */
export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-5 ${filled ? "fill-red-600 stroke-red-600" : "fill-none stroke-current"}`} strokeWidth="2">
      <path d="M12 20.5 4.3 13A5 5 0 0 1 11.4 6l.6.6.6-.6a5 5 0 0 1 7.1 7L12 20.5Z" strokeLinejoin="round" />
    </svg>
  );
}

export const SAVE_CONTROL_CLASS = "size-11 items-center justify-center rounded-full border border-line bg-white text-ink shadow-sm hover:border-ink";
