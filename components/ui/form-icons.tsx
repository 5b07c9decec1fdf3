import type { ReactNode, SVGProps } from "react";

// The password fields' icons (lucide's eye, eye-off, check and circle), drawn here rather than taken
// from icons.tsx: that module comes to the browser whole, with every icon any client component uses,
// and the login and signup pages would carry all of them for these four.

type Props = SVGProps<SVGSVGElement>;

function Svg({ name, children, ...props }: Props & { name: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
      className={`lucide lucide-${name} ${props.className ?? ""}`.trim()}
    >
      {children}
    </svg>
  );
}

export const Eye = (props: Props) => (
  <Svg name="eye" {...props}>
    <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
);

export const EyeOff = (props: Props) => (
  <Svg name="eye-off" {...props}>
    <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49" />
    <path d="M14.084 14.158a3 3 0 0 1-4.242-4.242" />
    <path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143" />
    <path d="m2 2 20 20" />
  </Svg>
);

export const Check = (props: Props) => (
  <Svg name="check" {...props}>
    <path d="M20 6 9 17l-5-5" />
  </Svg>
);

export const Circle = (props: Props) => (
  <Svg name="circle" {...props}>
    <circle cx="12" cy="12" r="10" />
  </Svg>
);
