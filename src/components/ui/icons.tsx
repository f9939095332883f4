/** Decorative 20×20 icons (aria-hidden); the control that uses one carries the accessible name. */
type IconProps = { className?: string };
const base = (className = "size-5") => ({ "aria-hidden": true, viewBox: "0 0 20 20", className, fill: "currentColor" }) as const;

export const ChevronLeft = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" /></svg>
);
export const ChevronRight = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M7.3 15.7a1 1 0 0 1 0-1.4l4.3-4.3-4.3-4.3a1 1 0 1 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0Z" /></svg>
);
export const CloseIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M4.3 4.3a1 1 0 0 1 1.4 0L10 8.6l4.3-4.3a1 1 0 1 1 1.4 1.4L11.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4L10 11.4l-4.3 4.3a1 1 0 0 1-1.4-1.4L8.6 10 4.3 5.7a1 1 0 0 1 0-1.4Z" /></svg>
);
export const ExpandIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M3 3h5v2H5v3H3V3Zm9 0h5v5h-2V5h-3V3ZM3 12h2v3h3v2H3v-5Zm12 0h2v5h-5v-2h3v-3Z" /></svg>
);
export const PhoneIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M3.6 2.5h3l1.5 4-2 1.3a9.5 9.5 0 0 0 4.1 4.1l1.3-2 4 1.5v3a2 2 0 0 1-2.2 2A14.5 14.5 0 0 1 1.6 4.7a2 2 0 0 1 2-2.2Z" /></svg>
);
export const PinIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M10 1.5a6 6 0 0 0-6 6c0 4.3 5.2 10.2 5.5 10.5a.7.7 0 0 0 1 0C10.8 17.7 16 11.8 16 7.5a6 6 0 0 0-6-6Zm0 8.3a2.3 2.3 0 1 1 0-4.6 2.3 2.3 0 0 1 0 4.6Z" /></svg>
);
export const CarIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M5.2 4h9.6l2 5H18a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-1a2 2 0 0 1-4 0H7a2 2 0 0 1-4 0H2a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1h1.2l2-5Zm1.3 2-1.2 3h9.4l-1.2-3h-7Z" /></svg>
);
export const EyeIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M10 4C5.5 4 2.3 7.3 1.2 9.6a1 1 0 0 0 0 .8C2.3 12.7 5.5 16 10 16s7.7-3.3 8.8-5.6a1 1 0 0 0 0-.8C17.7 7.3 14.5 4 10 4Zm0 9.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Z" /></svg>
);
export const ShieldIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M10 1.5 3 4.2v5c0 4.3 3 8 7 9.3 4-1.3 7-5 7-9.3v-5l-7-2.7Zm-1 11.9-3-3 1.4-1.4L9 10.6l3.6-3.6L14 8.4l-5 5Z" /></svg>
);
export const PrinterIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M5 2h10v4H5V2ZM3 7h14a2 2 0 0 1 2 2v5h-3v4H4v-4H1V9a2 2 0 0 1 2-2Zm3 6v3h8v-3H6Z" /></svg>
);
export const DownloadIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M9 2h2v8.6l3.3-3.3 1.4 1.4L10 14.4 4.3 8.7l1.4-1.4L9 10.6V2ZM3 16h14v2H3v-2Z" /></svg>
);
export const LinkIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l3-3a3.5 3.5 0 0 0-5-5l-1 1 1.4 1.4 1-1a1.5 1.5 0 0 1 2.2 2.2l-3 3a1.5 1.5 0 0 1-2.2 0l-1.4 1.4Zm3-3a3.5 3.5 0 0 0-5 0l-3 3a3.5 3.5 0 0 0 5 5l1-1-1.4-1.4-1 1a1.5 1.5 0 0 1-2.2-2.2l3-3a1.5 1.5 0 0 1 2.2 0l1.4-1.4Z" /></svg>
);
export const TagIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M2 3a1 1 0 0 1 1-1h6.6a1 1 0 0 1 .7.3l7.4 7.4a1 1 0 0 1 0 1.4l-6.6 6.6a1 1 0 0 1-1.4 0L2.3 10.3a1 1 0 0 1-.3-.7V3Zm4 4.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z" /></svg>
);
export const WrenchIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M13.5 1.5a5 5 0 0 0-4.7 6.6l-6.6 6.6a2 2 0 1 0 2.9 2.9l6.6-6.6a5 5 0 0 0 6.6-4.7l-3 1.5-2.6-.8-.8-2.6 1.6-2.9Z" /></svg>
);
export const PlayIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M6 3.5v13a.5.5 0 0 0 .8.4l10-6.5a.5.5 0 0 0 0-.8l-10-6.5a.5.5 0 0 0-.8.4Z" /></svg>
);
export const PauseIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M5 3h3.5v14H5V3Zm6.5 0H15v14h-3.5V3Z" /></svg>
);
export const StarIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.7L10 14.8l-5.1 2.7 1-5.7-4.1-4 5.7-.8L10 1.8Z" /></svg>
);
export const PersonIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0v.5a.5.5 0 0 1-.5.5h-13a.5.5 0 0 1-.5-.5V18Z" /></svg>
);
