import { preload } from "react-dom";

type Props = {
  src: `/${string}.svg`;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Preload it and load it at once (the hero image). */
  priority?: boolean;
  loading?: "lazy" | "eager";
};

/**
 * A picture from public/ for the prerendered pages, with the markup next/image gives an SVG (which it
 * never optimises) but without next/image's client component: no JavaScript for a static picture.
 */
export function StaticImage({ src, alt, width, height, className, priority = false, loading = "lazy" }: Props) {
  if (priority) preload(src, { as: "image" });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- SVG illustrations: next/image would not optimise them either
    <img
      alt={alt}
      loading={priority ? undefined : loading}
      width={width}
      height={height}
      decoding="async"
      className={className}
      style={{ color: "transparent" }}
      src={src}
    />
  );
}
