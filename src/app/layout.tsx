import type { Metadata } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Forecourt", template: "%s" },
  description: "Vehicle dealer websites.",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU">
      <body className="bg-white text-neutral-900 antialiased">{children}</body>
    </html>
  );
}
