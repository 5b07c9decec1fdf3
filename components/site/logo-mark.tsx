/** The bridge mark, drawn inline so the header needs no image request. Decorative: the text names the link. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="#1d43b0" />
      <path d="M5 21c3.5-7 18.5-7 22 0" fill="none" stroke="#fbbf24" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M5 23h22M10 17.2V23M16 15.8V23M22 17.2V23" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
