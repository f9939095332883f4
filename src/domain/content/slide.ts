/** Spec 001 §3 "Slide: id, name, description, url, hide_overlay", with its image. */
export type Slide = { id: number; name: string; description: string | null; url: string | null; imageUrl: string; hideOverlay: boolean };
