import { ArrowRight, GraduationCap, Headset, MonitorCog, Users } from "@/components/ui/icons";
import { SERVICES } from "@/lib/site/services";

const ICONS = [MonitorCog, Users, GraduationCap, Headset] as const;

/** The four service cards with "Know More" links; the hidden suffix tells screen readers which one. */
export function ServiceCards({ headingLevel = "h3" }: { headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {SERVICES.map((service, index) => {
        const Icon = ICONS[index];
        return (
          <li key={service.href} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-xl bg-accent-300/40 text-brand-800">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <Heading className="mt-5 text-lg font-bold text-slate-900">{service.title}</Heading>
            <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{service.summary}</p>
            <a
              href={service.href}
              className="mt-5 inline-flex items-center gap-1 self-start rounded-sm text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              Know More<span className="sr-only"> about {service.title}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
