import { ADDRESS_LINES } from "@/lib/site/company";

/** The office's postal address, a line per row: the footer and the contact page show the same one. */
export function PostalAddress() {
  return (
    <address className="not-italic">
      {ADDRESS_LINES.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
