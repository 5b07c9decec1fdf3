// The page a visitor sees while the database is down (status 503). Self-contained HTML: the app's
// layout may need the database, so this page needs nothing but itself.
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from "@/lib/ops/db-errors";

const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Service temporarily unavailable</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a;display:grid;place-items:center;min-height:100vh}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{margin:0 0 1.5rem;color:#334155;line-height:1.5}
a{display:inline-block;padding:.6rem 1.2rem;border-radius:.5rem;background:#1d4ed8;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>Service temporarily unavailable</h1>
<p>${UNAVAILABLE_MESSAGE} We are back in a moment.</p>
<a href="">Try again</a>
</main>
</body>
</html>
`;

export function unavailablePage(requestId: string): Response {
  return new Response(HTML, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS),
      "X-Request-Id": requestId,
    },
  });
}
