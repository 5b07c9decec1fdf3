import type { ReactNode } from "react";

/** The centred card the login and signup pages sit in. */
export function AuthCard(props: { title: string; subtitle?: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className="bg-slate-50 px-4 py-12 sm:py-16">
      <div className={`mx-auto w-full ${props.wide ? "max-w-2xl" : "max-w-md"} rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8`}>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{props.title}</h1>
        {props.subtitle ? <p className="mt-1 text-sm text-slate-600">{props.subtitle}</p> : null}
        <div className="mt-6">{props.children}</div>
      </div>
    </div>
  );
}
