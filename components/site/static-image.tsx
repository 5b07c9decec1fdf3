type Props = {
  src: `/${string}.svg`;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /**
   * "eager" only for a page's LCP element: React preloads every eager <img> of the HTML in the <head>,
   * ahead of the render-blocking stylesheet (decision 0038).
   */
  loading?: "lazy" | "eager";
};

/**
 * A picture from public/ for the prerendered pages, with the markup next/image gives an SVG (which it
 * never optimises) but without next/image's client component: no JavaScript for a static picture.
 */
export function StaticImage({ src, alt, width, height, className, loading = "lazy" }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- SVG illustrations: next/image would not optimise them either
    <img
      alt={alt}
      loading={loading}
      width={width}
      height={height}
      decoding="async"
      className={className}
      style={{ color: "transparent" }}
      src={src}
    />
  );
}
