import type { VideoPlayback } from "@/domain/vehicle/vehicle-media";

/** Spec 000 §5: a video site's embed address plays in a frame; anything else in the browser's own player. */
export function VideoView({ playback, title }: { playback: VideoPlayback; title: string }) {
  if (playback.kind === "embed") {
    return (
      <iframe
        src={playback.src}
        title={title}
        loading="lazy"
        allow="fullscreen; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        className="size-full border-0 bg-black"
      />
    );
  }
  return (
    <video src={playback.src} controls preload="none" playsInline className="size-full bg-black object-contain">
      <a href={playback.src}>{title}</a>
    </video>
  );
}
