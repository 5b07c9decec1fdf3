"use client";

// A page that failed while rendering (most often: the database went away mid-request). The proxy
// already answers 503 with its own page when it knows the database is down; this catches the rest.
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold">Service temporarily unavailable</h1>
      <p className="text-slate-700">Service temporarily unavailable. Please try again.</p>
      <button type="button" onClick={reset} className="rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800">
        Try again
      </button>
    </main>
  );
}
