"use client";

// The last resort when the root layout itself fails (it reads the session, which needs the database).
// It replaces the whole document, so it brings its own html and body and no app styles.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", display: "grid", placeItems: "center", minHeight: "100vh", margin: 0 }}>
        <main style={{ maxWidth: "32rem", padding: "2rem", textAlign: "center" }}>
          <h1>Service temporarily unavailable</h1>
          <p>Service temporarily unavailable. Please try again.</p>
          <button type="button" onClick={reset}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
