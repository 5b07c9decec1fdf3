// lucide-react no longer ships brand logos, so the four marks are small inline SVGs.
const NETWORKS = [
  {
    name: "Facebook",
    path: "M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.2A21 21 0 0 0 14.6 2C12.2 2 10.6 3.5 10.6 6.1v2.4H8V12h2.6v10H14V12h2.7l.4-3.5H14Z",
  },
  {
    name: "X",
    path: "M17.7 3H20.8l-6.8 7.7L22 21h-6.3l-4.9-6.4L5.2 21H2.1l7.3-8.3L1.8 3h6.4l4.4 5.9L17.7 3Zm-1.1 16.2h1.7L7.3 4.7H5.5l11.1 14.5Z",
  },
  {
    name: "LinkedIn",
    path: "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-4.9c0-1.17-.02-2.67-1.63-2.67-1.63 0-1.88 1.27-1.88 2.59V21h-4V9.75Z",
  },
  {
    name: "Instagram",
    path: "M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM12 3.6c2.7 0 3 0 4.1.1 2.7.1 4 1.4 4.1 4.1.1 1.1.1 1.4.1 4.1s0 3-.1 4.1c-.1 2.7-1.4 4-4.1 4.1-1.1.1-1.4.1-4.1.1s-3 0-4.1-.1c-2.7-.1-4-1.4-4.1-4.1-.1-1.1-.1-1.4-.1-4.1s0-3 .1-4.1c.1-2.7 1.4-4 4.1-4.1 1.1-.1 1.4-.1 4.1-.1ZM12 2c-2.7 0-3.1 0-4.2.1C4.2 2.2 2.2 4.2 2.1 7.8 2 8.9 2 9.3 2 12s0 3.1.1 4.2c.2 3.6 2.1 5.6 5.7 5.7 1.1.1 1.5.1 4.2.1s3.1 0 4.2-.1c3.6-.2 5.6-2.1 5.7-5.7.1-1.1.1-1.5.1-4.2s0-3.1-.1-4.2c-.2-3.6-2.1-5.6-5.7-5.7C15.1 2 14.7 2 12 2Z",
  },
] as const;

/** Social profiles are not live yet, hence "#" placeholders (spec section 1). */
export function SocialLinks({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const colours =
    tone === "dark"
      ? "bg-white/10 text-white hover:bg-accent-400 hover:text-slate-900"
      : "bg-brand-50 text-brand-700 hover:bg-brand-700 hover:text-white";
  return (
    <ul className="flex gap-3">
      {NETWORKS.map((network) => (
        <li key={network.name}>
          <a
            href="#"
            aria-label={network.name}
            className={`flex size-10 items-center justify-center rounded-full transition-colors ${colours}`}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5 fill-current">
              <path d={network.path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
