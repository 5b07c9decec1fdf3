
/** The line under an account form that leads to its sibling page ("Already have an account? Sign In"). */
export function AuthFooterLink({ prompt, href, label }: { prompt: string; href: string; label: string }) {
  return (
    <p className="text-center text-sm text-slate-700">
      {prompt}{" "}
      <a href={href} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
        {label}
      </a>
    </p>
  );
}
