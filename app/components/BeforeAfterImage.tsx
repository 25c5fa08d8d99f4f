import { useEffect, useRef, useState } from "react";

/** A before-and-after picture that disappears if it fails to load (SPEC.md 8). */
export function BeforeAfterImage({ src, alt }: { src: string; alt: string }) {
  const [broken, setBroken] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A server-rendered image can fail before React attaches onError: check once on mount.
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) {
      setBroken(true);
    }
  }, []);
  if (broken) return null;
  return (
    <figure className="before-after__figure">
      <img
        ref={ref}
        src={src}
        alt={alt || "Before and after treatment"}
        width={1200}
        height={800}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
      />
    </figure>
  );
}
