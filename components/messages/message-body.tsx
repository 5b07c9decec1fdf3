import { isLink, splitLinks } from "@/lib/messages/rules";

/**
 * A message as the writer typed it: plain text with its line breaks, and its web addresses as links.
 * The parts are React text and anchors, never HTML, so "<b>x</b>" shows as typed (decisions.md section 16).
 */
export function MessageBody({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-slate-900">
      {splitLinks(text).map((part, index) =>
        isLink(part) ? (
          // ugc and nofollow: the address is someone's message, not the site's recommendation.
          <a key={index} href={part.href} rel="noopener nofollow ugc" target="_blank" className="text-brand-700 underline">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
